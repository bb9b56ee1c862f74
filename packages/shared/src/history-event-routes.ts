import { call } from './route-declaration.ts';

/** The railway's history: its events for visitors, and the admins' changes to them (history-events.ts). */
export const historyEventRoutes = {
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
} as const;
