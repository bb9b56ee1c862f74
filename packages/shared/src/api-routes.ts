import type { Access } from './roles.ts';

/**
 * Every call of the spec's section 7: method, path and who may make it. Plain data without schemas,
 * so the browser's first download carries no validation library; api-contract.ts adds the schemas.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify syntax: `:name` is a path parameter. */
  path: string;
  access: Access;
  summary: string;
  /** Multipart uploads are parsed by the route itself, field by field. */
  multipart?: true;
  /** Answers that are plain text rather than JSON (GET /api/role). */
  text?: true;
}

const call = <T extends ApiRoute>(c: T) => c;

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
  sendEmail: call({
    method: 'POST',
    path: '/api/send-email',
    access: 'public',
    summary: 'Send a contact message',
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
