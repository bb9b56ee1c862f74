import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { imageFormats, imageWidths, mailImageSuffix } from '@lmr/shared/media';
import { notFound } from '../http-error.ts';
import { contentImageFile } from '../domains/media/content-assets.ts';

const YEAR_S = 365 * 24 * 60 * 60;
const variantPattern = new RegExp(
  `^(${imageWidths.join('|')})\\.(${imageFormats.join('|')})$|^${mailImageSuffix.replace('.', '\\.')}$`,
);
const contentTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const idPattern = /^[a-z0-9]{20,40}$/;

/** Public images: re-encoded uploads (never changed once written) and our own demo artwork. */
export default async function mediaFileRoutes(app: FastifyInstance) {
  app.get('/media/images/:id/:file', { schema: { hide: true } }, async (request, reply) => {
    const { id, file } = request.params as { id: string; file: string };
    const variant = variantPattern.exec(file);
    if (!idPattern.test(id) || !variant) throw notFound();
    const stored = await app.storage.get(`images/${id}/${file}`);
    if (!stored) throw notFound();
    // The name is new for every upload, so a copy can be kept for a year without asking again. A public
    // picture, meant for mail programs too: the newsletter preview's sandboxed frame (an opaque origin)
    // shows it only when any origin may embed it.
    return reply
      .type(contentTypes[file.split('.').pop()!]!)
      .header('cache-control', `public, max-age=${YEAR_S}, immutable`)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  });

  // Our SVG artwork from content/: a sandboxing policy keeps it inert even when opened directly.
  app.get('/media/content/*', { schema: { hide: true } }, async (request, reply) => {
    const file = contentImageFile(request.url.split('?')[0]!);
    if (!file) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(createReadStream(file));
  });
}
