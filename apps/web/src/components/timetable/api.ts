import { timetableRoutes } from '@lmr/shared/timetable-routes';
import { callApi } from '../../lib/api-client.ts';

/** Every running day: /timetable and the pages listing their days' dates. */
export const timetableQuery = {
  queryKey: ['timetable'] as const,
  queryFn: () => callApi(timetableRoutes.timetable),
};

/** Today's change, the next running day and the coming special days: in every page's first HTML. */
export const timetableSummaryQuery = {
  queryKey: ['timetable-summary'] as const,
  queryFn: () => callApi(timetableRoutes.timetableSummary),
};
