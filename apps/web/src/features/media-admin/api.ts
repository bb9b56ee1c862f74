import { apiRoutes } from '@lmr/shared/api-routes';
import { callApi } from '../../lib/api-client.ts';

type Progress = (fraction: number) => void;

/** The volunteer documents, as volunteers see them. */
export const filesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi(apiRoutes.files),
};

const formOf = (field: string, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return form;
};

export const uploadPoster = (file: File, description: string, onUploadProgress: Progress) => {
  const form = formOf('poster', [file]);
  form.append('description', description);
  return callApi(apiRoutes.addPoster, { form, onUploadProgress });
};

export const uploadDocuments = (files: File[], onUploadProgress: Progress) =>
  callApi(apiRoutes.addDocs, { form: formOf('documents', files), onUploadProgress });

export const relabelDocument = (id: string, label: string) =>
  callApi(apiRoutes.editFile, { params: { id }, body: { label } });

export const removeDocument = (id: string) => callApi(apiRoutes.deleteFile, { params: { id } });
