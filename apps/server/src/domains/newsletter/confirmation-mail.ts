import type { Database } from '../../db/database.ts';
import { defineJob } from '../mail/job-definitions.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { issueConfirmToken } from './subscribers.ts';
import { renderMail } from '../mail/mail-template.ts';

const SUBJECT = 'Please confirm your subscription';

/** Renders a subscriber's confirmation mail when it is sent, with a new token; null once nothing is pending. */
export async function confirmationMail(
  database: Database,
  publicUrl: string,
  subscriberId: string,
): Promise<MailMessage | null> {
  const issued = await issueConfirmToken(database, subscriberId);
  if (!issued) return null;
  return {
    to: issued.email,
    subject: SUBJECT,
    automatic: true,
    ...renderMail({
      heading: SUBJECT,
      body: 'Somebody, probably you, asked to receive the Laxey Mines Railway newsletter at this address. Open the link and press Confirm to start receiving it. If it was not you, ignore this mail and nothing will happen.',
      action: { label: 'Confirm my subscription', url: `${publicUrl}/newsletter/confirm/${issued.token}` },
      publicUrl,
    }),
  };
}

/** Queued by subscriber id: the token is made when the mail is sent, so no job row holds one. */
export const subscriptionConfirmJob = defineJob<{ subscriberId: string }>({
  kind: 'subscription-confirm',
  run: async ({ subscriberId }, { database, config, mailer }) => {
    // A retry after a failed send makes a new token, and the unsent one stops working.
    const mail = await confirmationMail(database, config.publicUrl, subscriberId);
    if (mail) await mailer.send(mail);
  },
});
