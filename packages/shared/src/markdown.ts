import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^<>]*>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Emphasis nested deeper than this shows as the marks typed. No page needs it, and the sanitiser's
 * parser pays for each tag in proportion to the depth it opens at (100,000 `*` took seconds).
 * Quotes and lists stop at markdown-it's own limit of 100 levels.
 */
const INLINE_DEPTH_MAX = 20;

/**
 * markdown-it, not marked: its cost grows with the length whatever is typed, where marked's grew with the
 * square of it for many patterns and overflowed its stack on deep nesting (decision 079). HTML typed in
 * the text is shown as typed: every tag a page may have has its Markdown, and tags typed by hand are
 * how a page nested deep enough to slow the sanitiser.
 */
const markdown = new MarkdownIt({ html: false, linkify: true });

// Headings get ids, so a link such as /about#when-we-run lands on its section.
markdown.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  tokens[idx]!.attrSet('id', slugify(self.renderInline(tokens[idx + 1]!.children ?? [], options, env)));
  return self.renderToken(tokens, idx, options);
};

markdown.core.ruler.push('page_rules', (state) => {
  for (const token of state.tokens) {
    // A column's alignment as the align attribute: the sanitiser lets no style attribute through.
    const align = /^text-align:(\w+)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
    if (align) token.attrs = [['align', align]];
    let depth = 0;
    for (const inline of token.children ?? []) {
      const opens = inline.nesting === 1 && ++depth > INLINE_DEPTH_MAX;
      const closes = inline.nesting === -1 && depth-- > INLINE_DEPTH_MAX;
      if (opens || closes) Object.assign(inline, { type: 'text', tag: '', nesting: 0, content: inline.markup });
    }
  }
});

/**
 * What Markdown may become: text, headings, lists, tables, links and pictures. HTML typed in the text is
 * already shown as text; this second wall drops anything else that could get through (a script, an
 * event handler, a style, a `javascript:` or `data:` address), so a stolen admin session or a pasted
 * snippet cannot run code in a visitor's browser.
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
  // A page has one h1, its title: a heading written as "# x" in the text becomes an h2. ~~Struck~~ words
  // come from markdown-it as <s>: kept as <del>, the tag for words taken out.
  transformTags: { h1: 'h2', s: 'del' },
};

/**
 * The one renderer of the site's Markdown: public pages, the editor's preview and the build's own
 * content files all use it. Server and build only: the browser gets HTML already drawn (decision 061).
 */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), allowed);
}

/**
 * A newsletter's Markdown for its mail: the same parser, rules and sanitiser as the pages, with a single
 * line break kept as a break, as the message was written before it took Markdown.
 */
export function renderMailMarkdown(text: string): string {
  const env = {};
  return sanitizeHtml(
    markdown.renderer.render(markdown.parse(text, env), { ...markdown.options, breaks: true }, env),
    allowed,
  );
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
