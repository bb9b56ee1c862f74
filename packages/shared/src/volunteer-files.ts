import { z } from 'zod';
import { noContent, ok, textAnswer } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { messageResponse } from './schemas.ts';
import { fileField } from './upload-fields.ts';
import { requiredText } from './validation.ts';

/** The volunteers' files and forms: documents admins upload for volunteers to read. */

export const fileEntry = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  /** The name it downloads under, with its type's extension. */
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  uploadedAt: z.string(),
});
export type FileEntry = z.infer<typeof fileEntry>;
export const fileIdParams = z.object({ id: z.uuid() });
export const editFileRequest = z.object({
  label: requiredText(limits.labelMax, m.labelRequired),
});

/** The file calls' request schemas (spread into the contract's). */
export const volunteerFileSchemas = {
  downloadFile: { params: fileIdParams },
  editFile: { params: fileIdParams, body: editFileRequest },
  deleteFile: { params: fileIdParams },
};

/** The file calls' answers (spread into the contract's). */
export const volunteerFileResponses = {
  addDocs: {
    answer: ok(messageResponse),
    form: z.object({
      documents: z
        .array(fileField(limits.documentMaxBytes, 'A PDF, an office document, an image or plain text'))
        .min(1)
        .max(limits.documentsMax),
    }),
  },
  files: { answer: ok(z.array(fileEntry)) },
  downloadFile: {
    answer: textAnswer('application/octet-stream', z.string().meta({ format: 'binary' })),
    refusals: [404 as const],
  },
  editFile: { answer: ok(messageResponse), refusals: [404 as const] },
  deleteFile: { answer: noContent, refusals: [404 as const] },
};
