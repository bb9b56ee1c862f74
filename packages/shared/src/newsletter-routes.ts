import { call } from './route-declaration.ts';

/** The newsletter: visitors subscribe and unsubscribe, admins write, send and follow it and keep the list (newsletter.ts). */
export const newsletterRoutes = {
  submitEmail: call({
    method: 'POST',
    path: '/api/submit-email',
    access: 'public',
    summary: 'Subscribe to the newsletter',
  }),
  confirmSubscription: call({
    method: 'POST',
    path: '/api/confirm-subscription',
    access: 'public',
    summary: 'Confirm a newsletter subscription with the token from the confirmation mail',
  }),
  removeEmail: call({
    method: 'DELETE',
    path: '/api/remove-email/:id',
    access: 'public',
    summary: 'Unsubscribe with the token from a newsletter',
  }),
  oneClickUnsubscribe: call({
    method: 'POST',
    path: '/api/one-click-unsubscribe/:id',
    access: 'public',
    summary: 'RFC 8058 one-click unsubscribe, posted by mail programs (List-Unsubscribe-Post)',
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
} as const;
