import { z } from 'zod';
import { ok, textAnswer } from './answer-shapes.ts';
import { messageResponse } from './schemas.ts';
import { imageField } from './upload-fields.ts';

export const posterUploaded = messageResponse.extend({ location: z.string() });

/** The poster calls' answers (spread into the contract's); they take no JSON input. */
export const posterResponses = {
  posterLocation: { answer: textAnswer('text/plain'), refusals: [404 as const] },
  addPoster: { answer: ok(posterUploaded), form: z.object({ poster: imageField }) },
};
