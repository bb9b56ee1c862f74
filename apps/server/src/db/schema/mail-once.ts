import { timestamp } from 'drizzle-orm/pg-core';

/**
 * The steps of a mail sent once, on the row that records it (domains/mail/mail-once.ts): queued, claimed by one
 * job, sent. `prefix` names the columns where the row records more than its mail (a gift's `receipt_`).
 */
export const mailOnceSteps = (prefix = '') => ({
  queuedAt: timestamp(`${prefix}queued_at`, { withTimezone: true }),
  claimedAt: timestamp(`${prefix}claimed_at`, { withTimezone: true }),
  sentAt: timestamp(`${prefix}sent_at`, { withTimezone: true }),
});
