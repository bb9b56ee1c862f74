import fs from 'node:fs';
import path from 'node:path';
import { parsePageFile } from '@lmr/shared/markdown';
import { contentDir } from '../../src/domains/media/content-assets.ts';

/** `unit` repeated to exactly `size` characters. */
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Lines each one level deeper than the one before, to `size` characters. */
const deeper = (line: (level: number) => string, size: number) => {
  let text = '';
  for (let level = 0; text.length < size; level++) text += line(level);
  return text.slice(0, size);
};

/** The site's own pages one after another, repeated to `size` characters: what a long page of words costs. */
export function plainPage(size: number): string {
  const dir = path.join(contentDir, 'pages');
  const words = fs
    .readdirSync(dir)
    .sort()
    .map((file) => parsePageFile(fs.readFileSync(path.join(dir, file), 'utf8')).markdown)
    .join('\n\n');
  return fill(`${words}\n\n`, size);
}

/**
 * Markdown that made a renderer slow (time growing with the square of the length, in marked 17) or
 * overflow its stack, each as a page of `size` characters. Issue 26 named the first two.
 */
export const costlyMarkdown: Record<string, (size: number) => string> = {
  '*a_ repeated': (s) => fill('*a_', s),
  '> nested': (s) => `${fill('>', s - 1)}a`,
  '_a* repeated': (s) => fill('_a*', s),
  '*a repeated': (s) => fill('*a', s),
  '**a repeated': (s) => fill('**a', s),
  'emphasis chain *a **a ***a': (s) => fill('*a **a ***a ', s),
  'emphasis nested': (s) => `${fill('*', s / 2)}a${fill('*', s / 2 - 1)}`,
  'a_ repeated': (s) => fill('a_', s),
  '~a repeated': (s) => fill('~a', s),
  '- nested': (s) => `${fill('- ', s - 1)}a`,
  '1. nested': (s) => `${fill('1. ', s - 1)}a`,
  '> - nested': (s) => `${fill('> - ', s - 1)}a`,
  'list indented deeper each line': (s) => deeper((level) => `${'  '.repeat(level)}- a\n`, s),
  '[ repeated': (s) => fill('[', s),
  '[a repeated': (s) => fill('[a', s),
  '![ repeated': (s) => fill('![', s),
  '[a]( repeated': (s) => fill('[a](', s),
  '[[a](b) repeated': (s) => fill('[[a](b)', s),
  '*[a repeated': (s) => fill('*[a', s),
  'link reference definitions': (s) => fill('[a]: b\n', s),
  '< repeated': (s) => fill('<', s),
  '<> repeated': (s) => fill('<>', s),
  '`a repeated': (s) => fill('`a', s),
  'backtick runs growing': (s) => deeper((level) => `${'`'.repeat(level + 1)}a`, s),
  backslashes: (s) => fill('\\', s),
  'table of many columns': (s) => {
    const row = fill('|a', Math.floor((s - 2) / 3));
    return `${row}\n${fill('|-', row.length)}\n${row}`;
  },
  'setext headings': (s) => fill('a\n=\n', s),
};
