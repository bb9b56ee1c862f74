import { renderMail } from '../mail/mail-template.ts';
import type { MailMessage } from '../mail/mailer.ts';

export interface NewsletterContent {
  title: string;
  subject: string;
  message: string;
  imageLink?: string | null;
  imageWidth?: number | null;
  imageHeight?: number | null;
}

/**
 * Where an uploaded newsletter image is served. The upload answers a bare name (stored by the media
 * pipeline under /uploads/); a full address is used as it is.
 */
export function imageUrl(publicUrl: string, imageLink: string) {
  if (/^https?:\/\//.test(imageLink)) return imageLink;
  if (imageLink.startsWith('/')) return `${publicUrl}${imageLink}`;
  return `${publicUrl}/uploads/${encodeURIComponent(imageLink)}`;
}

export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;
export const oneClickUrl = (publicUrl: string, token: string) => `${publicUrl}/api/one-click-unsubscribe/${token}`;

/** One subscriber's copy: their own unsubscribe link in the text and in the RFC 8058 headers. */
export function newsletterMail(
  content: NewsletterContent,
  to: string,
  publicUrl: string,
  unsubscribeToken: string,
  messageId?: string,
): MailMessage {
  const rendered = renderNewsletter(content, publicUrl, unsubscribePageUrl(publicUrl, unsubscribeToken));
  return {
    to,
    subject: content.subject,
    ...rendered,
    messageId,
    automatic: true,
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(publicUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The newsletter's HTML and text. A mail names its picture by the whole address (`imageBase` is `publicUrl`); the
 * preview, shown inside the site, names it by its path on this site (`imageBase` ''), so that it loads at whatever
 * address the admin reached the site by, and the page's policy (img-src 'self') lets it in.
 */
export function renderNewsletter(
  content: NewsletterContent,
  publicUrl: string,
  unsubscribeUrl: string,
  imageBase = publicUrl,
) {
  const { imageLink, imageWidth, imageHeight } = content;
  return renderMail({
    heading: content.title,
    body: content.message,
    markdown: true,
    publicUrl,
    image:
      imageLink && imageWidth && imageHeight
        ? { url: imageUrl(imageBase, imageLink), width: imageWidth, height: imageHeight, alt: content.title }
        : imageLink
          ? { url: imageUrl(imageBase, imageLink), width: 560, height: 315, alt: content.title }
          : undefined,
    footer: {
      text: 'You receive this because you subscribed to the Laxey Mines Railway newsletter.',
      link: { label: 'Unsubscribe', url: unsubscribeUrl },
    },
  });
}
