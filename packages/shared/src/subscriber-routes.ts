import { call } from './route-declaration.ts';

/** Subscribers an admin adds by hand, from a paper sign-up sheet (subscriber.ts). */
export const subscriberRoutes = {
  addSubscriber: call({
    method: 'POST',
    path: '/api/admin/subscribers',
    access: 'admin',
    summary: 'Add a subscriber by hand, with where their consent came from (a paper sign-up sheet)',
    audited: true,
  }),
} as const;
