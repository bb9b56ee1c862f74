import { call } from './route-declaration.ts';
import { timetableRoutes } from './timetable-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { volunteerFileRoutes } from './volunteer-file-routes.ts';
import { historyEventRoutes } from './history-event-routes.ts';
import { posterRoutes } from './poster-routes.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { contactRoutes } from './contact-routes.ts';
import { siteListRoutes } from './site-list-routes.ts';
import { newsletterFailureRoutes } from './newsletter-failure-routes.ts';
import { rosterRoutes } from './roster-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';

/** Every API call, each declared with `call` (route-declaration.ts says what a declaration holds). */
export const apiRoutes = {
  sitePage: call({
    method: 'GET',
    path: '/api/site/pages/:name',
    access: 'public',
    summary: 'A page’s published words',
  }),
  siteSettings: call({
    method: 'GET',
    path: '/api/site/settings',
    access: 'public',
    summary: 'The railway’s published details',
  }),
  siteBooks: call({
    method: 'GET',
    path: '/api/site/books',
    access: 'public',
    summary: 'The books on sale, as published',
  }),
  siteSponsors: call({
    method: 'GET',
    path: '/api/site/sponsors',
    access: 'public',
    summary: 'The sponsors thanked, as published',
  }),
  uploadSiteImage: call({
    method: 'POST',
    path: '/api/admin/site/images',
    access: 'admin',
    summary: 'Upload a picture for the site’s content (field image); answers its address',
    multipart: true,
  }),
  sitePageDraft: call({
    method: 'GET',
    path: '/api/admin/site/pages/:name/draft',
    access: 'admin',
    summary: 'A page as its draft would show it (preview at the page’s own address)',
  }),
  siteItem: call({
    method: 'GET',
    path: '/api/admin/site/items/:key',
    access: 'admin',
    summary: 'One site item with its draft and version (ETag)',
  }),
  saveSiteDraft: call({
    method: 'PUT',
    path: '/api/admin/site/items/:key/draft',
    access: 'admin',
    summary: 'Save a site item’s draft (If-Match: its version; 409 when someone saved first)',
  }),
  publishSiteItem: call({
    method: 'POST',
    path: '/api/admin/site/items/:key/publish',
    access: 'admin',
    summary: 'Publish a site item’s draft, keeping a revision (If-Match)',
  }),
  siteRevisions: call({
    method: 'GET',
    path: '/api/admin/site/items/:key/revisions',
    access: 'admin',
    summary: 'A site item’s published revisions, newest first',
  }),
  siteRevisionDiff: call({
    method: 'GET',
    path: '/api/admin/site/items/:key/revisions/:id/diff',
    access: 'admin',
    summary: 'The difference between a revision and what is live now (or ?against=<revision>)',
  }),
  restoreSiteRevision: call({
    method: 'POST',
    path: '/api/admin/site/items/:key/revisions/:id/restore',
    access: 'admin',
    summary: 'Publish an old revision again, as a new revision (If-Match)',
  }),
  previewMarkdown: call({
    method: 'POST',
    path: '/api/admin/site/markdown-preview',
    access: 'admin',
    summary: 'Markdown drawn as the public page would draw it',
    changesNothing: true,
  }),
  ...accountRoutes,
  ...newsletterRoutes,
  ...posterRoutes,
  ...historyEventRoutes,
  ...volunteerFileRoutes,
  ...auditRoutes,
  ...timetableRoutes,
  ...siteListRoutes,
  ...contactRoutes,
  ...rosterRoutes,
  ...newsletterFailureRoutes,
  ...secondFactorRoutes,
} as const;

export type ApiName = keyof typeof apiRoutes;

/** Fills `:name` parameters, each URL-encoded, so titles with spaces, slashes or quotes survive. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
