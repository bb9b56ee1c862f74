import { renderMailMarkdown } from '@lmr/shared/markdown';

// The branded mail layout: table-based, inline styles (mail programs drop <style>), every value escaped.
const theme = { darkRed: '#863A37', beige: '#FFE8C8', darkBrown: '#493534', lightBrown: '#CDAD7F' };
const MAX_IMAGE_WIDTH = 560;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs on blank lines, <br> on single line breaks, everything else as typed. */
const paragraphs = (text: string) =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${theme.darkBrown}">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('\n');

export interface MailImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface MailContent {
  heading: string;
  body: string;
  /** The body is Markdown (a newsletter): drawn in the HTML part, left as typed in the text part. */
  markdown?: boolean;
  image?: MailImage;
  /** A button under the text, e.g. "Confirm my subscription". */
  action?: { label: string; url: string };
  /** Pictures attached to the mail (`cid`), each under the text with its words: a ticket's QR code. */
  inlineImages?: { cid: string; alt: string }[];
  /** Small print at the bottom, e.g. the unsubscribe link. */
  footer?: { text: string; link?: { label: string; url: string } };
  publicUrl: string;
}

/** Scales an image down to the mail's column, keeping its proportions, so width and height can be given. */
export function fitImage(width: number, height: number) {
  if (width <= MAX_IMAGE_WIDTH) return { width, height };
  return { width: MAX_IMAGE_WIDTH, height: Math.round((height * MAX_IMAGE_WIDTH) / width) };
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const { heading, body, image, action, footer, publicUrl } = content;
  const bodyHtml = content.markdown
    ? `<div style="font-size:16px;line-height:1.5;color:${theme.darkBrown}">${renderMailMarkdown(body)}</div>`
    : paragraphs(body);
  const fitted = image && fitImage(image.width, image.height);
  const imageHtml = image
    ? `<img src="${escapeHtml(image.url)}" width="${fitted!.width}" height="${fitted!.height}" alt="${escapeHtml(image.alt)}" style="display:block;border:0;max-width:100%;height:auto;margin:0 0 16px">`
    : '';
  const actionHtml = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${theme.darkRed};color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`
    : '';
  const inlineHtml = (content.inlineImages ?? [])
    .map(
      ({ cid, alt }) =>
        `<p style="margin:0 0 16px;font-size:16px;color:${theme.darkBrown}">${escapeHtml(alt)}<br><img src="cid:${escapeHtml(cid)}" width="200" height="200" alt="${escapeHtml(alt)}" style="display:block;border:0"></p>`,
    )
    .join('\n');
  const footerHtml = footer
    ? `<p style="margin:0;font-size:13px;line-height:1.5;color:${theme.darkBrown}">${escapeHtml(footer.text)}${
        footer.link
          ? ` <a href="${escapeHtml(footer.link.url)}" style="color:${theme.darkRed}">${escapeHtml(footer.link.label)}</a>`
          : ''
      }</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:${theme.beige}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${theme.beige}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid ${theme.lightBrown};font-family:Georgia,'Times New Roman',serif">
<tr><td style="background:${theme.darkRed};padding:16px 20px"><a href="${escapeHtml(publicUrl)}/" style="color:#ffffff;font-size:20px;font-weight:bold;text-decoration:none">Laxey Mines Railway</a></td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 16px;font-size:24px;color:${theme.darkRed}">${escapeHtml(heading)}</h1>
${imageHtml}
${bodyHtml}
${inlineHtml}
${actionHtml}
</td></tr>
<tr><td style="background:${theme.beige};padding:16px 20px;border-top:1px solid ${theme.lightBrown}">${footerHtml}
<p style="margin:8px 0 0;font-size:13px;color:${theme.darkBrown}">Laxey Mines Railway, Valley Gardens, Laxey, Isle of Man &middot; <a href="${escapeHtml(publicUrl)}/" style="color:${theme.darkRed}">${escapeHtml(publicUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr>
</table></td></tr></table>
</body></html>`;
  const textParts = [heading, '', body.trim()];
  if (image) textParts.push('', `[Image: ${image.alt}] ${image.url}`);
  if (action) textParts.push('', `${action.label}: ${action.url}`);
  textParts.push('', '--', 'Laxey Mines Railway', `${publicUrl}/`);
  if (footer) textParts.push('', footer.link ? `${footer.text} ${footer.link.label}: ${footer.link.url}` : footer.text);
  return { html, text: textParts.join('\n') + '\n' };
}
