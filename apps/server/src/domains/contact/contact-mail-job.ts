import type { Database } from '../../db/database.ts';
import { defineJob, type JobQueue } from '../mail/job-definitions.ts';
import { contactMail } from './contact-mail.ts';
import {
  findContactMessageById,
  markContactMessageMailed,
  markContactMessageQueued,
  unmailedContactMessages,
} from './contact-repository.ts';

/** A message stored but never queued (the queue was down for its request) is queued by this sweep. */
const SWEEP_MS = 60_000;

/** The mail of a stored contact message to the railway: sent once, marked when the mail server takes it. */
export const contactMailJob = defineJob<{ id: string }>({
  kind: 'contact',
  run: async ({ id }, { database, config, mailer }) => {
    const row = await findContactMessageById(database.db, id);
    if (!row || row.mailedAt) return;
    await mailer.send(contactMail(row, config.contactTo, config.publicUrl));
    await markContactMessageMailed(database.db, row.id);
  },
  sweep: {
    everyMs: SWEEP_MS,
    run: async ({ database, queue }) => {
      for (const id of await unmailedContactMessages(database.db)) await queueContactMail(queue, database, id);
    },
  },
});

export async function queueContactMail(queue: JobQueue, database: Database, id: string) {
  await queue.send(contactMailJob, { id });
  await markContactMessageQueued(database.db, id);
}
