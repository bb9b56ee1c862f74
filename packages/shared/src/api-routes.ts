import { call } from './route-declaration.ts';
import { contactRoutes } from './contact-routes.ts';
import { siteListRoutes } from './site-list-routes.ts';
import { newsletterFailureRoutes } from './newsletter-failure-routes.ts';
import { rosterRoutes } from './roster-routes.ts';
import { subscriberRoutes } from './subscriber-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';

/** Every API call, each declared with `call` (route-declaration.ts says what a declaration holds). */
export const apiRoutes = {
  login: call({ method: 'POST', path: '/api/login', access: 'public', summary: 'Log in' }),
  logout: call({ method: 'POST', path: '/api/logout', access: 'public', summary: 'Log out' }),
  role: call({ method: 'GET', path: '/api/role', access: 'user', summary: 'The role as plain text', text: true }),
  profile: call({ method: 'GET', path: '/api/profile', access: 'user', summary: 'The logged-in user' }),
  register: call({
    method: 'POST',
    path: '/api/register',
    access: 'admin',
    summary: 'Register a user',
  }),
  resetPassword: call({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    summary: 'Change a password with the old one',
    audited: true,
  }),
  submitEmail: call({
    method: 'POST',
    path: '/api/submit-email',
    access: 'public',
    summary: 'Subscribe to the newsletter',
  }),
  removeEmail: call({
    method: 'DELETE',
    path: '/api/remove-email/:id',
    access: 'public',
    summary: 'Unsubscribe with the token from a newsletter',
  }),
  sendNewsletter: call({
    method: 'POST',
    path: '/api/send-newsletter',
    access: 'admin',
    summary: 'Send a newsletter to every subscriber',
  }),
  uploadImage: call({
    method: 'POST',
    path: '/api/upload-image',
    access: 'admin',
    summary: 'Upload a newsletter image (field image)',
    multipart: true,
  }),
  posterLocation: call({
    method: 'GET',
    path: '/api/poster-location',
    access: 'public',
    summary: "The current poster's address",
    text: true,
  }),
  addPoster: call({
    method: 'POST',
    path: '/api/add-poster',
    access: 'admin',
    summary: 'Upload the poster (field poster)',
    multipart: true,
  }),
  getAllEvents: call({ method: 'GET', path: '/api/get-all-events', access: 'public', summary: 'All history events' }),
  getEvent: call({
    method: 'GET',
    path: '/api/get-event/:title',
    access: 'public',
    summary: 'One history event',
  }),
  getEventPage: call({
    method: 'GET',
    path: '/api/history/:slug',
    access: 'public',
    summary: "One history event by its page's address (/history/<slug>)",
  }),
  addEvent: call({
    method: 'POST',
    path: '/api/add-event',
    access: 'admin',
    summary: 'Add a history event (multipart)',
    multipart: true,
  }),
  editEvent: call({
    method: 'PUT',
    path: '/api/edit-event/:title',
    access: 'admin',
    summary: 'Change a history event',
  }),
  deleteEvent: call({
    method: 'DELETE',
    path: '/api/delete-event/:title',
    access: 'admin',
    summary: 'Delete a history event and its files',
  }),
  addDocs: call({
    method: 'POST',
    path: '/api/add-docs',
    access: 'admin',
    summary: 'Upload volunteer documents (field documents, repeated)',
    multipart: true,
  }),
  files: call({ method: 'GET', path: '/api/files', access: 'user', summary: 'Volunteer files and forms' }),
  forgotPassword: call({
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    summary: 'E-mail a one-hour link to choose a new password',
  }),
  setPassword: call({
    method: 'POST',
    path: '/api/set-password',
    access: 'public',
    summary: 'Choose a password with the token of an invitation or reset link',
  }),
  listAccounts: call({ method: 'GET', path: '/api/accounts', access: 'admin', summary: 'Every account' }),
  changeRole: call({
    method: 'PUT',
    path: '/api/accounts/:id/role',
    access: 'admin',
    summary: "Change an account's role",
  }),
  resendInvitation: call({
    method: 'POST',
    path: '/api/accounts/:id/invitation',
    access: 'admin',
    summary: 'Send the invitation again, with a new link',
  }),
  removeAccount: call({
    method: 'DELETE',
    path: '/api/accounts/:id',
    access: 'admin',
    summary: 'Remove an account and end its sessions',
  }),
  confirmSubscription: call({
    method: 'POST',
    path: '/api/confirm-subscription',
    access: 'public',
    summary: 'Confirm a newsletter subscription with the token from the confirmation mail',
  }),
  oneClickUnsubscribe: call({
    method: 'POST',
    path: '/api/one-click-unsubscribe/:id',
    access: 'public',
    summary: 'RFC 8058 one-click unsubscribe, posted by mail programs (List-Unsubscribe-Post)',
  }),
  newsletterSettings: call({
    method: 'GET',
    path: '/api/admin/newsletter-settings',
    access: 'admin',
    summary: 'Newsletter settings',
  }),
  saveNewsletterSettings: call({
    method: 'PUT',
    path: '/api/admin/newsletter-settings',
    access: 'admin',
    summary: 'Change newsletter settings (double opt-in)',
  }),
  previewNewsletter: call({
    method: 'POST',
    path: '/api/admin/newsletter-preview',
    access: 'admin',
    summary: 'The newsletter as it will be mailed (HTML and plain text)',
    changesNothing: true,
  }),
  testNewsletter: call({
    method: 'POST',
    path: '/api/admin/newsletter-test',
    access: 'admin',
    summary: 'Mail the newsletter to the logged-in admin only',
  }),
  newsletters: call({
    method: 'GET',
    path: '/api/admin/newsletters',
    access: 'admin',
    summary: 'Newsletters sent so far with their counts',
  }),
  newsletterStatus: call({
    method: 'GET',
    path: '/api/admin/newsletters/:id',
    access: 'admin',
    summary: "One newsletter's progress",
  }),
  subscribers: call({
    method: 'GET',
    path: '/api/admin/subscribers',
    access: 'admin',
    summary: 'Subscriber count and the latest subscribers',
  }),
  subscribersCsv: call({
    method: 'GET',
    path: '/api/admin/subscribers.csv',
    access: 'admin',
    summary: 'Every subscriber as CSV',
    text: true,
  }),
  removeSubscriber: call({
    method: 'DELETE',
    path: '/api/admin/subscribers/:id',
    access: 'admin',
    summary: 'Remove one subscriber',
  }),
  downloadFile: call({
    method: 'GET',
    path: '/api/files/:id',
    access: 'user',
    summary: 'Download one volunteer file (as an attachment)',
  }),
  editFile: call({
    method: 'PUT',
    path: '/api/files/:id',
    access: 'admin',
    summary: "Change a volunteer file's label",
  }),
  deleteFile: call({ method: 'DELETE', path: '/api/files/:id', access: 'admin', summary: 'Remove a volunteer file' }),
  auditLog: call({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'The audit log of admin actions, newest first (filters q, from, to; page with before)',
  }),
  timetable: call({ method: 'GET', path: '/api/timetable', access: 'public', summary: 'Every running day' }),
  timetableSummary: call({
    method: 'GET',
    path: '/api/timetable/summary',
    access: 'public',
    summary: "Today's change on the day, the next running day and the coming special days",
  }),
  adminTimetable: call({
    method: 'GET',
    path: '/api/admin/timetable',
    access: 'admin',
    summary: 'Patterns, season rules, extra days, bank holidays and changes on the day',
  }),
  addPattern: call({
    method: 'POST',
    path: '/api/admin/timetable/patterns',
    access: 'admin',
    summary: 'Add a pattern',
  }),
  editPattern: call({
    method: 'PUT',
    path: '/api/admin/timetable/patterns/:id',
    access: 'admin',
    summary: 'Change a pattern',
  }),
  deletePattern: call({
    method: 'DELETE',
    path: '/api/admin/timetable/patterns/:id',
    access: 'admin',
    summary: 'Remove a pattern that no day uses',
  }),
  addRule: call({ method: 'POST', path: '/api/admin/timetable/rules', access: 'admin', summary: 'Add a season rule' }),
  deleteRule: call({
    method: 'DELETE',
    path: '/api/admin/timetable/rules/:id',
    access: 'admin',
    summary: 'Remove a season rule',
  }),
  addExtraDay: call({
    method: 'POST',
    path: '/api/admin/timetable/days',
    access: 'admin',
    summary: 'Add one running day',
  }),
  deleteExtraDay: call({
    method: 'DELETE',
    path: '/api/admin/timetable/days/:date',
    access: 'admin',
    summary: 'Remove one added running day',
  }),
  addBankHoliday: call({
    method: 'POST',
    path: '/api/admin/timetable/bank-holidays',
    access: 'admin',
    summary: 'Add a bank holiday',
  }),
  deleteBankHoliday: call({
    method: 'DELETE',
    path: '/api/admin/timetable/bank-holidays/:date',
    access: 'admin',
    summary: 'Remove a bank holiday',
  }),
  changeDay: call({
    method: 'PUT',
    path: '/api/admin/timetable/changes/:date',
    access: 'admin',
    summary: 'Cancel, shorten or change the hours of a running day, with a reason',
  }),
  undoDayChange: call({
    method: 'DELETE',
    path: '/api/admin/timetable/changes/:date',
    access: 'admin',
    summary: 'Undo a change on the day',
  }),
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
  ...siteListRoutes,
  ...contactRoutes,
  ...rosterRoutes,
  ...subscriberRoutes,
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
