import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The mail to the railway: the visitor's address only as Reply-To, never as a recipient (no open relay). */
export function contactMail(row: StoredContactMessage, contactTo: string, publicUrl: string): MailMessage {
  const body = `From: ${row.name} <${row.email}>\n\n${row.message}`;
  return {
    to: contactTo,
    replyTo: `${JSON.stringify(row.name.replace(/[\r\n"]/g, ' '))} <${row.email}>`,
    subject: `Contact form: ${row.subject}`,
    ...renderMail({ heading: row.subject, body, publicUrl }),
    messageId: `<contact-${row.id}@${new URL(publicUrl).hostname}>`,
  };
}
