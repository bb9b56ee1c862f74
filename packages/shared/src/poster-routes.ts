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
  poster: call({
    method: 'GET',
    path: '/api/poster',
    access: 'public',
    summary: 'The current poster: its address and its description (alt text)',
  }),
  addPoster: call({
    method: 'POST',
    path: '/api/add-poster',
    access: 'admin',
    summary: 'Upload the poster (fields poster and description)',
    multipart: true,
  }),
} as const;
