import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

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

/**
 * What Markdown may become: text, headings, lists, tables, links and pictures. Anything else an admin
 * types as HTML (a script, an event handler, a style, a `javascript:` link) is dropped, so a stolen
 * admin session or a pasted snippet cannot run code in a visitor's browser.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li'],
    ...['strong', 'em', 'del', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // A page has one h1, its title: a heading written as "# x" in the text becomes an h2.
  transformTags: { h1: 'h2' },
};

/**
 * The one renderer of the site's Markdown: public pages, the editor's preview and the build's own
 * content files all use it. Server and build only: the browser gets HTML already drawn (decision 061).
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), allowed);
}

export interface PageSource {
  title: string;
  description: string;
  markdown: string;
  /** The picture beside the words, relative to content/ (images/pages/about.svg), or ''. */
  picture: string;
  pictureAlt: string;
  pictureCaption: string;
}

/** Reads `key: value` front matter between --- lines; the content pages need nothing richer. */
export function parsePageFile(source: string): PageSource {
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
  return {
    title: meta.title ?? '',
    description: meta.description ?? '',
    markdown: (match?.[2] ?? source).trim(),
    picture: meta.picture ?? '',
    pictureAlt: meta.pictureAlt ?? '',
    pictureCaption: meta.pictureCaption ?? '',
  };
}
