import { call } from './route-declaration.ts';

/** What a signed-in person does to their own account (issue 30). */
export const accountSelfRoutes = {
  changeOwnPassword: call({
    method: 'PUT',
    path: '/api/account/password',
    access: 'user',
    summary: 'Change my password with my old one',
    audited: true,
  }),
} as const;
