import { apiRoutes } from '@lmr/shared/api-routes';
import type { HistoryEvent } from '@lmr/shared/schemas';
import { callApi } from '../../lib/api-client.ts';

export const eventsKey = ['history-events'] as const;
export const eventKey = (title: string) => ['history-events', title] as const;

export const eventsQuery = {
  queryKey: eventsKey,
  queryFn: () => callApi(apiRoutes.getAllEvents),
};

export const eventQuery = (title: string) => ({
  queryKey: eventKey(title),
  queryFn: () => callApi(apiRoutes.getEvent, { params: { title } }),
});

/** Newest first, whatever order the list came in (spec: History sorts by date). */
export const newestFirst = (events: HistoryEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

export const yearOf = (event: HistoryEvent) => new Date(event.date).getUTCFullYear();

/** The first `length` characters, with an ellipsis when there was more. */
export const preview = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);
