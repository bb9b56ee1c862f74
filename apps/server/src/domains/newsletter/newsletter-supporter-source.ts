import { timelineWords } from '@lmr/shared/supporter-words';
import { defineSupporterSource } from '../supporters/supporter-sources.ts';
import { eraseSubscribers, subscribersByEmails } from './subscribers-repository.ts';

/** The newsletter subscription and its consent (which form, which words, when confirmed) on the supporter record. */
export const newsletterSupporterSource = defineSupporterSource({
  name: 'newsletter',
  timeline: async (emails, tx) =>
    (await subscribersByEmails(tx, emails)).flatMap((s) => [
      { at: s.createdAt, kind: 'newsletter', summary: timelineWords.subscribed(s.consentForm ?? '') },
      ...(s.confirmedAt ? [{ at: s.confirmedAt, kind: 'newsletter', summary: timelineWords.confirmed }] : []),
    ]),
  exportData: async (emails, tx) =>
    (await subscribersByEmails(tx, emails)).map((s) => ({
      email: s.email,
      status: s.status,
      subscribedAt: s.createdAt.toISOString(),
      confirmedAt: s.confirmedAt?.toISOString() ?? null,
      consentForm: s.consentForm,
      consentWording: s.consentWording,
    })),
  erase: (emails, tx) => eraseSubscribers(tx, emails),
});
