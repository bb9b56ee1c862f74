import { z } from 'zod';
import { created } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { messageResponse } from './schemas.ts';
import { emailField, requiredText } from './validation.ts';

/** An address an admin adds by hand, and where its owner gave consent: kept as the subscriber's consent record. */
export const addSubscriberRequest = z.object({
  email: emailField,
  consentSource: requiredText(limits.subjectMax, m.consentSourceRequired),
});

/** The subscriber calls' request schemas (spread into the contract's). */
export const subscriberSchemas = {
  addSubscriber: { body: addSubscriberRequest },
};

/** The subscriber calls' answers (spread into the contract's). */
export const subscriberResponses = {
  addSubscriber: { answer: created(messageResponse), refusals: [409 as const] },
};
