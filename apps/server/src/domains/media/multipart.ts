import type { FastifyRequest } from 'fastify';
import { fileRefusedMessage, fileTooLargeMessage, tooManyFilesMessage } from '@lmr/shared/messages';
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
        const message = tooManyFilesMessage(rule.maxCount);
        throw new HttpError(413, 'too_many_files', message, { [part.fieldname]: message });
      }
      try {
        const bytes = await part.toBuffer().catch((err: unknown) => {
          // Cut off at the parser's hard limit (plugins/storage.ts): too large, by how much unknown.
          throw (err as { statusCode?: number }).statusCode === 413 ? tooLarge(rule.maxBytes) : err;
        });
        if (bytes.length > rule.maxBytes) throw tooLarge(rule.maxBytes, bytes.length);
        // An empty file input still sends a part with no name and no bytes: nothing was chosen.
        if (bytes.length === 0 && !part.filename) continue;
        await onFile(part.fieldname, bytes, part.filename ?? '');
      } catch (err) {
        throw err instanceof HttpError ? namingTheFile(err, part.fieldname, part.filename ?? '') : err;
      }
    }
  }
}

const tooLarge = (maxBytes: number, actualBytes?: number) =>
  new HttpError(413, 'too_large', fileTooLargeMessage(maxBytes, actualBytes));

/** A refused file is named in the message, and the message is put on the form field it came in. */
function namingTheFile(err: HttpError, field: string, fileName: string) {
  if (err.statusCode !== 413 && err.statusCode !== 415) return err;
  const message = fileRefusedMessage(fileName, err.message);
  return new HttpError(err.statusCode, err.code, message, { [field]: message });
}
