import type { Database } from '../../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/mail-template.ts';

export interface StoredContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  mailed_at: Date | string | null;
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

export async function findContactMessage(database: Database, id: string) {
  const { rows } = await database.query<StoredContactMessage>(
    'SELECT id, name, email, subject, message, mailed_at FROM contact_messages WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Messages whose mail never went: not queued after a minute, or queued so long ago that every retry is spent. */
export async function unmailedContactMessages(database: Database) {
  const { rows } = await database.query<{ id: string }>(
    `SELECT id FROM contact_messages WHERE mailed_at IS NULL AND (
       (queued_at IS NULL AND created_at < now() - interval '1 minute') OR queued_at < now() - interval '3 hours')
     ORDER BY created_at LIMIT 100`,
  );
  return rows.map((r) => r.id);
}
