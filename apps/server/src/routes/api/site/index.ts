import type { FastifyInstance, FastifyReply } from 'fastify';
import { api } from '@lmr/shared/api-contract';
import { renderMarkdown } from '@lmr/shared/markdown';
import { fillSettings } from '@lmr/shared/setting-tokens';
import type { RenderedPage, SiteContentItem } from '@lmr/shared/site-content';
import { homeKey, itemsOfInterestKey, linksKey, trainsKey } from '@lmr/shared/site-keys';
import type { SiteHome, SiteItemsOfInterest, SiteLinks, SiteTrains } from '@lmr/shared/site-lists';
import { auditNote } from '../../../domains/audit/audit-plugin.ts';
import { drawnOnce } from '../../../domains/content/drawn-once.ts';
import {
  findItem,
  findRevision,
  listRevisions,
  publish,
  saveDraft,
} from '../../../domains/content/site-content-repository.ts';
import {
  draftPage,
  publishedBooks,
  publishedDocument,
  publishedPage,
  publishedSettings,
  publishedSponsors,
  validDocument,
} from '../../../domains/content/site-content-service.ts';
import { difference } from '../../../domains/content/revision-difference.ts';
import { badRequest, HttpError, notFound } from '../../../http-error.ts';
import { defineRoute } from '../../define-route.ts';
import type { SignedInRequest } from '../../../domains/sessions/signed-in-request.ts';

const etag = (version: number) => `"${version}"`;

const londonTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

/** The version the editor loaded, from If-Match: without it a save could overwrite unseen changes. */
function expectedVersion(request: SignedInRequest): number {
  const match = /^(?:W\/)?"(\d+)"$/.exec(String(request.headers['if-match'] ?? '').trim());
  if (!match)
    throw new HttpError(428, 'version_required', 'Please reload the editor: it did not say which version it changed.');
  return Number(match[1]);
}

async function itemOrNotFound(app: FastifyInstance, key: string): Promise<SiteContentItem> {
  const item = await findItem(app.database.db, key);
  if (!item) throw notFound('There is no such item.');
  return item;
}

/** Someone saved first: say who and when, and change nothing. */
async function conflict(app: FastifyInstance, reply: FastifyReply, key: string) {
  const current = await itemOrNotFound(app, key);
  return reply
    .status(409)
    .header('etag', etag(current.version))
    .send({
      error: {
        code: 'conflict',
        message: `${current.updatedBy || 'Another admin'} changed this on ${londonTime(current.updatedAt)} after you opened it. Reload to see their changes; yours are not saved.`,
        changedBy: current.updatedBy,
        changedAt: current.updatedAt,
      },
    });
}

const authorOf = (request: SignedInRequest) => request.user.name || request.user.email;

export default async function siteRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const pages = drawnOnce<RenderedPage>(app.contentVersion);

  defineRoute(
    app,
    api.sitePage,
    async ({ params: { name } }) => (await pages(name, () => publishedPage(db, name))) ?? Promise.reject(notFound()),
  );
  defineRoute(app, api.siteSettings, async () => (await publishedSettings(db)) ?? Promise.reject(notFound()));
  defineRoute(app, api.siteBooks, async () => (await publishedBooks(db)) ?? Promise.reject(notFound()));
  defineRoute(app, api.siteSponsors, async () => (await publishedSponsors(db)) ?? Promise.reject(notFound()));
  const published = async <T>(key: string) => ((await publishedDocument(db, key)) as T) ?? Promise.reject(notFound());
  defineRoute(app, api.siteLinks, () => published<SiteLinks>(linksKey));
  defineRoute(app, api.siteTrains, () => published<SiteTrains>(trainsKey));
  defineRoute(app, api.siteHome, () => published<SiteHome>(homeKey));
  defineRoute(app, api.siteItemsOfInterest, () => published<SiteItemsOfInterest>(itemsOfInterestKey));
  defineRoute(
    app,
    api.sitePageDraft,
    async (request) => (await draftPage(db, request.params.name)) ?? Promise.reject(notFound()),
  );

  defineRoute(app, api.siteItem, async (request, reply) => {
    const item = await itemOrNotFound(app, request.params.key);
    reply.header('etag', etag(item.version)).header('cache-control', 'no-store');
    return item;
  });

  defineRoute(app, api.saveSiteDraft, async (request, reply) => {
    const { key } = request.params;
    const version = expectedVersion(request);
    const data = await validDocument(db, key, request.body.data);
    await itemOrNotFound(app, key);
    const saved = await saveDraft(db, key, version, authorOf(request), data);
    if (!saved) return conflict(app, reply, key);
    auditNote(request, `Draft of ${key}`);
    reply.header('etag', etag(saved.version));
    return saved;
  });

  defineRoute(app, api.publishSiteItem, async (request, reply) => {
    const { key } = request.params;
    const version = expectedVersion(request);
    const item = await itemOrNotFound(app, key);
    if (item.version !== version) return conflict(app, reply, key);
    if (item.draft === null) throw badRequest('There are no changes to publish.');
    const published = await publish(db, key, version, authorOf(request), item.draft, 'Published');
    if (!published) return conflict(app, reply, key);
    auditNote(request, `Published ${key}`);
    reply.header('etag', etag(published.version));
    return published;
  });

  defineRoute(app, api.siteRevisions, async (request) => {
    await itemOrNotFound(app, request.params.key);
    return listRevisions(db, request.params.key);
  });

  defineRoute(app, api.siteRevisionDiff, async (request) => {
    const { key, id } = request.params;
    const revision = await findRevision(db, key, id);
    if (!revision) throw notFound('There is no such revision.');
    const { against } = request.query;
    const other = against ? await findRevision(db, key, against) : undefined;
    if (against && !other) throw notFound('There is no such revision to compare with.');
    const current = other?.data ?? (await itemOrNotFound(app, key)).published;
    return difference(key, revision.data, current);
  });

  defineRoute(app, api.restoreSiteRevision, async (request, reply) => {
    const { key, id } = request.params;
    const version = expectedVersion(request);
    const revision = await findRevision(db, key, id);
    if (!revision) throw notFound('There is no such revision.');
    const restored = await publish(db, key, version, authorOf(request), revision.data, `Restored revision ${id}`);
    if (!restored) return conflict(app, reply, key);
    auditNote(request, `Restored revision ${id} of ${key}`);
    reply.header('etag', etag(restored.version));
    return restored;
  });

  defineRoute(app, api.previewMarkdown, async (request) => ({
    html: fillSettings(renderMarkdown(request.body.markdown), await publishedSettings(db)),
  }));
}
