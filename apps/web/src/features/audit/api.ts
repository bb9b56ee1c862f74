import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditRoutes } from '@lmr/shared/audit-routes';
import type { AuditQuery } from '@lmr/shared/audit';
import { ApiError, callApi } from '../../lib/api-client.ts';

/** The filters as the shared query takes them; one left out is no filter. */
export type AuditFilters = Omit<AuditQuery, 'before'>;

/** The log newest first, a page at a time, with the filters as they were when the search was made. */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', filters] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      return callApi(auditRoutes.auditLog, { query: { ...filters, before: pageParam || undefined } });
    },
    getNextPageParam: (last) => (last.more ? last.entries.at(-1)?.id : undefined),
    // Refused filters are refused again: their message shows at once, not after a second try.
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
  });
