import { describe, expect, it } from 'vitest';
import { opensInBrowser } from '../src/media.ts';

describe('which volunteer documents open in the browser', () => {
  it('opens PDF, pictures and plain text, which a browser shows itself', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'text/plain; charset=utf-8'])
      expect(opensInBrowser(type), type).toBe(true);
  });

  it('downloads office files, Markdown and anything else', () => {
    for (const type of [
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
      'application/x-cfb',
      'text/markdown; charset=utf-8',
      'text/html',
      'image/svg+xml',
      'application/pdfx',
    ])
      expect(opensInBrowser(type), type).toBe(false);
  });
});
