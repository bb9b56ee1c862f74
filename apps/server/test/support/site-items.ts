import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SiteContentItem } from '@lmr/shared/site-content';
import { multipart, pngImage } from './media-fixtures.ts';

/** An admin's save and publish of a site item, sending back the version it loaded (If-Match). */
export const siteItemCalls = (app: () => FastifyInstance, cookie: () => string) => {
  const calls = itemCalls(app, cookie);
  return {
    ...calls,
    /** Saves a draft, checks it is not on the page yet, publishes it and answers the page's HTML. */
    publishAndRead: async (key: string, data: unknown, etag: string, page: string, unseen: string) => {
      const saved = await calls.saveDraft(key, data, etag);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await calls.html(page)).not.toContain(unseen);
      const published = await calls.publish(key, saved.headers.etag as string);
      expect(published.statusCode, published.body).toBe(200);
      return calls.html(page);
    },
  };
};

const itemCalls = (app: () => FastifyInstance, cookie: () => string) => ({
  saveDraft: (key: string, data: unknown, etag: string | undefined, as = cookie()) =>
    app().inject({
      method: 'PUT',
      url: `/api/admin/site/items/${key}/draft`,
      headers: { cookie: as, ...(etag ? { 'if-match': etag } : {}) },
      payload: { data },
    }),
  publish: (key: string, etag: string) =>
    app().inject({
      method: 'POST',
      url: `/api/admin/site/items/${key}/publish`,
      headers: { cookie: cookie(), 'if-match': etag },
    }),
  /** What is live of an item, with the version to send back. */
  item: async <T>(key: string) => {
    const res = await app().inject({ url: `/api/admin/site/items/${key}`, headers: { cookie: cookie() } });
    expect(res.statusCode, res.body).toBe(200);
    return { data: res.json<SiteContentItem<T>>().published, etag: res.headers.etag as string };
  },
  /** A page as a visitor without JavaScript gets it. */
  html: async (url: string) => {
    const res = await app().inject({ url });
    expect(res.statusCode).toBe(200);
    return res.body;
  },
  /** A picture uploaded through the Site area's upload: its address, to put in a document. */
  uploadPicture: async () => {
    const body = await multipart([['image', { bytes: await pngImage(), fileName: 'cover.png', type: 'image/png' }]]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/admin/site/images',
      headers: { ...body.headers, cookie: cookie() },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ address: string }>().address;
  },
});
