import { apiRoutes } from '@lmr/shared/api-routes';
import type { FileEntry } from '@lmr/shared/schemas';
import { callApi } from '../../lib/api-client.ts';

export const filesQuery = {
  queryKey: ['volunteer-files'] as const,
  queryFn: () => callApi<FileEntry[]>(apiRoutes.files),
};
