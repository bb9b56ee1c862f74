import { call } from './route-declaration.ts';

/** The site's words, details, books and sponsors: published for visitors; drafted, previewed, published and restored by admins (site-content.ts). */
export const siteContentRoutes = {
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
} as const;
