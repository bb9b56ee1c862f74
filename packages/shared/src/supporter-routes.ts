import { call } from './route-declaration.ts';

/**
 * The one supporter record (issue 29 point 1, decision 149): admins find, read, merge, export and erase a person's
 * record; the person reads and updates their own through a link mailed to them (supporters.ts).
 */
export const supporterRoutes = {
  // The words (a name, an e-mail) travel in the body, so that no log line of an address holds them.
  searchSupporters: call({
    method: 'POST',
    path: '/api/admin/supporters/search',
    access: 'admin',
    summary:
      'Supporters whose name or e-mail has these words; an e-mail with gifts, bookings or hours makes its record',
    changesNothing: true,
  }),
  adminSupporter: call({
    method: 'GET',
    path: '/api/admin/supporters/:id',
    access: 'admin',
    summary: 'One supporter: their details, consents and timeline of gifts, membership, bookings, hours and newsletter',
  }),
  updateSupporter: call({
    method: 'PUT',
    path: '/api/admin/supporters/:id',
    access: 'admin',
    summary: 'Change a supporter’s name and address',
  }),
  mergeSupporters: call({
    method: 'POST',
    path: '/api/admin/supporters/:id/merge',
    access: 'admin',
    summary:
      'Merge another supporter into this one, confirmed by the other’s name: one record answers for both e-mails',
  }),
  exportSupporter: call({
    method: 'POST',
    path: '/api/admin/supporters/:id/export',
    access: 'admin',
    summary: 'Everything kept about this supporter, as JSON, for their request to see it',
    changesNothing: true,
    // It changes nothing, but takes a person's data off the site: the log says who did.
    audited: true,
  }),
  eraseSupporter: call({
    method: 'POST',
    path: '/api/admin/supporters/:id/erase',
    access: 'admin',
    summary: 'Erase a supporter at their request, confirmed by name: gifts stay, anonymised, as tax law requires',
  }),
  recordSupporterConsent: call({
    method: 'POST',
    path: '/api/admin/supporters/:id/consents',
    access: 'admin',
    summary: 'Record a consent a supporter gave or withdrew by phone, on paper or in person, with when and how',
  }),
  requestSupporterLink: call({
    method: 'POST',
    path: '/api/supporter/link',
    access: 'public',
    summary: 'Mail a supporter the link to their own record; the same answer whether the e-mail is known or not',
  }),
  // The link's token comes in the body, so that no address (and no log line) holds it.
  ownSupporter: call({
    method: 'POST',
    path: '/api/supporter/own',
    access: 'public',
    summary: 'The supporter’s own record, opened with the token of their link',
    changesNothing: true,
  }),
  updateOwnSupporter: call({
    method: 'POST',
    path: '/api/supporter/own/update',
    access: 'public',
    summary: 'The supporter changes their own name, address and consents, with the token of their link',
  }),
  exportOwnSupporter: call({
    method: 'POST',
    path: '/api/supporter/own/export',
    access: 'public',
    summary: 'Everything kept about the supporter, as JSON, with the token of their link',
    changesNothing: true,
  }),
} as const;
