import { createHash } from 'node:crypto';
import { renderMarkdown } from '@lmr/shared/markdown';

/** Every page's published words and its draft, with room to spare. */
const KEPT = 64;
const drawn = new Map<string, string>();

/**
 * A page's Markdown drawn once for as long as it stays the same: the page API and the server's pages ask
 * on every request, and even a linear renderer takes a tenth of a second over 100,000 costly characters.
 * Kept by the words' digest, so new words are drawn at once on every process, with nothing to invalidate;
 * the least recently asked for go first.
 */
export function drawnOnce(markdown: string): string {
  const key = createHash('sha256').update(markdown).digest('base64url');
  const html = drawn.get(key) ?? renderMarkdown(markdown);
  drawn.delete(key);
  drawn.set(key, html);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  return html;
}
