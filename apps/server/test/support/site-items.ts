import type { FastifyInstance } from 'fastify';

/** An admin's save and publish of a site item, sending back the version it loaded (If-Match). */
export const siteItemCalls = (app: () => FastifyInstance, cookie: () => string) => ({
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
});
