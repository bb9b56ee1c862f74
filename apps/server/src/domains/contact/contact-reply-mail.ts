import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';

interface AnsweredMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The visitor's own words under the answer, each line marked as a quotation, as mail programs do. */
export function quoteMessage(original: AnsweredMessage) {
  const when = original.createdAt.toLocaleString('en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Isle_of_Man',
  });
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `On ${when}, ${original.name} wrote:\n${quoted}`;
}

/** The railway's answer to a contact message: to the visitor, replies coming back to the railway. */
export function contactReplyMail(
  original: AnsweredMessage,
  answer: string,
  contactTo: string,
  publicUrl: string,
): MailMessage {
  const subject = /^re:/i.test(original.subject) ? original.subject : `Re: ${original.subject}`;
  const host = new URL(publicUrl).hostname;
  return {
    to: original.email,
    replyTo: contactTo,
    subject,
    ...renderMail({ heading: subject, body: `${answer.trim()}\n\n${quoteMessage(original)}`, publicUrl }),
    headers: { 'In-Reply-To': `<contact-${original.id}@${host}>`, References: `<contact-${original.id}@${host}>` },
  };
}
