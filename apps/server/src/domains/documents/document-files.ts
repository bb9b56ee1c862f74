import { feedbackMessages } from '@lmr/shared/messages';
import { HttpError } from '../../http-error.ts';

/** Document types volunteers may be sent, by what the bytes say they are. */
const acceptedDocumentTypes: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/x-cfb': 'doc',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const textExtensions = new Set(['txt', 'md', 'csv']);
const markup = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta|\?)/i;

const refused = () => new HttpError(415, 'unsupported_type', feedbackMessages.documentTypeRefused);

const extensionOf = (name: string) => /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * Decides what a document is from its bytes. Plain text has no signature, so it is accepted only as
 * UTF-8 without NUL bytes or markup, and served as text/plain; HTML and SVG are never accepted.
 */
export async function classifyDocument(bytes: Buffer, originalName: string) {
  const { fileTypeFromBuffer } = await import('file-type'); // at the first upload, not at start, as images.ts
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const ext = acceptedDocumentTypes[detected.mime];
    if (!ext) throw refused();
    return { contentType: detected.mime, ext };
  }
  const ext = extensionOf(originalName);
  if (!textExtensions.has(ext) || bytes.includes(0)) throw refused();
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD') || markup.test(text)) throw refused();
  return { contentType: 'text/plain; charset=utf-8', ext };
}

/** A label from a file name: "volunteer_rota-2025.pdf" becomes "volunteer rota 2025". */
export function labelFromFileName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (base || 'Document').slice(0, 200);
}

/** A download name that is safe in a header: letters, digits, spaces, dots, dashes. */
export function downloadName(label: string, ext: string): string {
  const base =
    label
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 ._-]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'document';
  return `${base.slice(0, 100)}.${ext}`;
}
