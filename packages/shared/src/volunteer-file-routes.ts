import { call } from './route-declaration.ts';

/** The volunteers' files and forms: volunteers read and download them, admins upload, label and remove them (volunteer-files.ts). */
export const volunteerFileRoutes = {
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
