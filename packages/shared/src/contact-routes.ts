import { call } from './route-declaration.ts';

/** The contact form a visitor sends, and the admins' inbox of what was sent (contact.ts). */
export const contactRoutes = {
  sendContactMessage: call({
    method: 'POST',
    path: '/api/send-email',
    access: 'public',
    summary: 'Send a contact message',
  }),
  contactMessages: call({
    method: 'GET',
    path: '/api/admin/messages',
    access: 'admin',
    summary: 'Received contact messages, newest first',
  }),
  markContactMessage: call({
    method: 'PUT',
    path: '/api/admin/messages/:id',
    access: 'admin',
    summary: 'Mark a contact message handled or not',
  }),
  replyToContactMessage: call({
    method: 'POST',
    path: '/api/admin/messages/:id/reply',
    access: 'admin',
    summary: 'Answer a contact message by e-mail, quoting it; the answer is kept beside it',
  }),
} as const;
