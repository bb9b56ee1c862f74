import type { NewsletterRequest } from '@lmr/shared/newsletter';

// The newsletter being written, kept in this browser until it is sent or cancelled (decision 103).
const KEY = 'lmr-newsletter-draft';

const isDraft = (value: unknown): value is NewsletterRequest =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'subject', 'message'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** The draft this browser kept, if any (storage may be off or full: then there is simply none). */
export function loadDraft(): NewsletterRequest | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isDraft(kept) ? { title: kept.title, subject: kept.subject, message: kept.message } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what is typed so far; an empty form keeps nothing. */
export function keepDraft({ title = '', subject = '', message = '' }: Partial<NewsletterRequest>) {
  try {
    if (title || subject || message) localStorage.setItem(KEY, JSON.stringify({ title, subject, message }));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage is off or full: the form works as before, without a draft.
  }
}
