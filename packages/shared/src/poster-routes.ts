import { call } from './route-declaration.ts';

/** The poster on the home page: where it is, and the admins' upload (poster.ts). */
export const posterRoutes = {
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
} as const;
