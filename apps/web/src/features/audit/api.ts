import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRoutes } from '@lmr/shared/api-routes';
import { ApiError, callApi } from '../../lib/api-client.ts';

export interface AuditFilters {
  q: string;
  from: string;
  to: string;
}

/** The log newest first, a page at a time, with the filters as they were when the search was made. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const { q, from, to } = filters;
      const query = { q: q || undefined, from: from || undefined, to: to || undefined, before: pageParam || undefined };
      return callApi(apiRoutes.auditLog, { query });
    },
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
    // Refused filters are refused again: their message shows at once, not after a second try.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
