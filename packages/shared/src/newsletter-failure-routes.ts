import { call } from './route-declaration.ts';

/** The addresses a newsletter could not reach, and what an admin does about them (issue 18). */
export const newsletterFailureRoutes = {
  newsletterFailures: call({
    method: 'GET',
    path: '/api/admin/newsletter-failures',
    access: 'admin',
    summary: 'The addresses each newsletter could not reach, and why',
  }),
  retryNewsletterDelivery: call({
    method: 'POST',
    path: '/api/admin/newsletter-failures/:id/retry',
    access: 'admin',
    summary: 'Send a newsletter again to one address it could not reach',
  }),
} as const;
