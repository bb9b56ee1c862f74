import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { mailOnceSteps } from './mail-once.ts';

/*
 * Not in the schema's index: `memberships` is described there, in full (membership.ts). These are the same rows
 * seen once per mail of a year, for the mail domain, which reads a mail's steps as `queuedAt`, `claimedAt` and
 * `sentAt` (domains/mail/mail-once.ts): one table, three mails (decision 152).
 */
const yearMail = (prefix: string) => pgTable('memberships', { id: uuid('id').primaryKey(), ...mailOnceSteps(prefix) });

/** The welcome with the card. */
export const membershipWelcomes = yearMail('welcome_');
/** The reminder a month before the year ends, with a link to renew. */
export const membershipReminders = yearMail('reminder_');
/** The notice a week before an automatic renewal's charge. */
export const membershipNotices = yearMail('notice_');
