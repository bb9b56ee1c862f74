import { posterRoutes } from '@lmr/shared/poster-routes';
import { volunteerFileRoutes } from '@lmr/shared/volunteer-file-routes';
import { callApi } from '../../lib/api-client.ts';

type Progress = (fraction: number) => void;

/** The volunteer documents, as volunteers see them. */
export const filesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi(volunteerFileRoutes.files),
};

const formOf = (field: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return form;
};

export const uploadPoster = (file: File, description: string, onUploadProgress: Progress) => {
  const form = formOf('poster', [file]);
  form.append('description', description);
  return callApi(posterRoutes.addPoster, { form, onUploadProgress });
};

export const uploadDocuments = (files: File[], onUploadProgress: Progress) =>
  callApi(volunteerFileRoutes.addDocs, { form: formOf('documents', files), onUploadProgress });

export const relabelDocument = (id: string, label: string) =>
  callApi(volunteerFileRoutes.editFile, { params: { id }, body: { label } });

export const removeDocument = (id: string) => callApi(volunteerFileRoutes.deleteFile, { params: { id } });
