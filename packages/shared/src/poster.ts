import { z } from 'zod';
import { ok, textAnswer } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { messageResponse } from './schemas.ts';
import { imageField } from './upload-fields.ts';
import { maxChars, requiredText } from './validation.ts';

export const posterUploaded = messageResponse.extend({ location: z.string() });

/** The poster as the home page shows it: its address and its words for those who cannot see it. */
export const posterShown = z.object({ location: z.string(), alt: z.string() });
export type PosterShown = z.infer<typeof posterShown>;

/** The Upload Poster screen's text field (the image arrives part by part beside it): always asked for there. */
export const posterWords = z.object({ description: requiredText(limits.captionMax, m.posterAltRequired) });
/**
 * What the server takes: the spec's clients send the file field `poster` alone, and keep working; their poster
 * is heard in the general words until it is described (decision 122).
 */
export const posterWordsFromAnyClient = z.object({
  description: maxChars(limits.captionMax)
    .transform((s) => s.trim())
    .optional(),
});

/** The poster calls' answers (spread into the contract's); they take no JSON input. */
export const posterResponses = {
  posterLocation: { answer: textAnswer('text/plain'), refusals: [404 as const] },
  poster: { answer: ok(posterShown), refusals: [404 as const] },
  addPoster: { answer: ok(posterUploaded), form: posterWordsFromAnyClient.extend({ poster: imageField }) },
};
