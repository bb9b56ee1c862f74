import fs from 'node:fs';
import { Marked } from 'marked';
import type { Plugin } from 'vite';

export interface MarkdownPage {
  title: string;
  description: string;
  html: string;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^<>]*>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Headings get ids, so a link such as /about#when-we-run lands on its section.
const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      return `<h${depth} id="${slugify(inner)}">${inner}</h${depth}>\n`;
    },
  },
});

/** Reads `key: value` front matter between --- lines; the content pages need nothing richer. */
export function parseMarkdownPage(source: string): MarkdownPage {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  const meta: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0)
      meta[line.slice(0, i).trim()] = line
        .slice(i + 1)
        .trim()
        .replace(/^["']|["']$/g, '');
  }
  const html = marked.parse(match?.[2] ?? source, { async: false });
  return { title: meta.title ?? '', description: meta.description ?? '', html };
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
