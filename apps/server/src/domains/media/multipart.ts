import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error.ts';

export type FileHandler = (field: string, bytes: Buffer, fileName: string) => Promise<void>;

/**
 * Reads a multipart request part by part: each file is handed to `onFile` as soon as it has arrived
 * (so an image is checked and encoded before the next one is read); text fields are collected.
 * Sizes beyond the multipart limits fail with 413 (see plugins/storage.ts).
 */
export async function readMultipart(
  request: FastifyRequest,
  fileFields: Record<string, { maxBytes: number; maxCount: number }>,
  onFile: FileHandler,
): Promise<Record<string, string[]>> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupported_type', 'Please send the form as multipart/form-data.');
  }
  const fields: Record<string, string[]> = {};
  const counts: Record<string, number> = {};
  try {
    await readParts();
  } catch (err) {
    // The parser's own complaints about a broken body ("Unexpected end of form", a bad boundary)
    // carry no status: they are the client's mistake, not ours.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode) throw err;
    throw new HttpError(400, 'invalid_input', 'The upload could not be read. Please try again.');
  }
  return fields;

  async function readParts() {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        (fields[part.fieldname] ??= []).push(String(part.value));
        continue;
      }
      const rule = fileFields[part.fieldname];
      if (!rule) throw new HttpError(400, 'invalid_input', `Unexpected file field ${part.fieldname}.`);
      counts[part.fieldname] = (counts[part.fieldname] ?? 0) + 1;
      if (counts[part.fieldname]! > rule.maxCount) {
        throw new HttpError(413, 'too_many_files', `Too many files in ${part.fieldname}.`);
      }
      const bytes = await part.toBuffer();
      if (bytes.length > rule.maxBytes) throw new HttpError(413, 'too_large', 'That file is too large.');
      // An empty file input still sends a part with no name and no bytes: nothing was chosen.
      if (bytes.length === 0 && !part.filename) continue;
      await onFile(part.fieldname, bytes, part.filename ?? '');
    }
  }
}
