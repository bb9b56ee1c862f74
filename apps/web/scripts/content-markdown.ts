import fs from 'node:fs';
import type { Plugin } from 'vite';
// Relative, not @lmr/shared: Vite bundles a config's relative imports, and Node cannot load .ts itself.
import { parsePageFile, renderMarkdown } from '../../../packages/shared/src/markdown.ts';

export interface MarkdownPage {
  title: string;
  description: string;
  html: string;
}

/** The pages not yet kept in the database, drawn by the site's one Markdown renderer. */
export function parseMarkdownPage(source: string): MarkdownPage {
  const { title, description, markdown } = parsePageFile(source);
  return { title, description, html: renderMarkdown(markdown) };
}

/** Turns `import page from '@content/pages/x.md'` into `{ title, description, html }` at build time. */
export function contentMarkdown(): Plugin {
  return {
    name: 'content-markdown',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.md')) return null;
      return `export default ${JSON.stringify(parseMarkdownPage(fs.readFileSync(id, 'utf8')))};`;
    },
  };
}
