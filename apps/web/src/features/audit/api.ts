import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRoutes } from '@lmr/shared/api-routes';
import type { AuditEntry } from '@lmr/shared/schemas';
import { callApi } from '../../lib/api-client.ts';

export interface AuditFilters {
  q: string;
  from: string;
  to: string;
}

interface AuditPage {
  entries: AuditEntry[];
  more: boolean;
}

/** The log newest first, a page at a time, with the filters as they were when the search was made. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
      if (pageParam) search.set('before', String(pageParam));
      const query = search.size ? `?${search}` : '';
      return callApi<AuditPage>({ ...apiRoutes.auditLog, path: `${apiRoutes.auditLog.path}${query}` });
    },
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
  });
