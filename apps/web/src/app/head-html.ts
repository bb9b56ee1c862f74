import { fullTitle, type HeadTags, SITE_NAME } from '../components/page-meta.tsx';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> element: `<` escaped, so no text in it can close the element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

const absolute = (address: string, publicUrl: string) => (address.startsWith('/') ? publicUrl + address : address);

/** A page knows its own addresses as paths; search engines want them whole. */
function withWholeAddresses(data: object, publicUrl: string): object {
  const d = data as Record<string, unknown>;
  return {
    ...d,
    ...(typeof d.url === 'string' ? { url: absolute(d.url, publicUrl) } : {}),
    ...(typeof d.image === 'string' ? { image: absolute(d.image, publicUrl) } : {}),
  };
}

/** The <head> tags of one page: title, description, canonical address, Open Graph and JSON-LD. */
export function headHtml(head: HeadTags, pathname: string, publicUrl: string, extra: object[] = []) {
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const url = escapeHtml(publicUrl + pathname);
  const jsonLd = [...extra, ...(head.jsonLd ? [head.jsonLd] : [])].map((d) => withWholeAddresses(d, publicUrl));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(absolute(head.image, publicUrl))}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    ...jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
