import { queryOptions } from '@tanstack/react-query';
import { historyEventRoutes } from '@lmr/shared/history-event-routes';
import { newsletterRoutes } from '@lmr/shared/newsletter-routes';
import type { RequestOf } from '@lmr/shared/api-contract';
import type { HistoryEvent } from '@lmr/shared/history-events';
import { ApiError, callApi } from '../../lib/api-client.ts';

export const eventsKey = ['history-events'] as const;
export const eventKey = (title: string) => ['history-events', title] as const;

export const eventsQuery = queryOptions({
  queryKey: eventsKey,
  queryFn: () => callApi(historyEventRoutes.getAllEvents),
});

export const eventQuery = (title: string) => ({
  queryKey: eventKey(title),
  queryFn: () => callApi(historyEventRoutes.getEvent, { params: { title } }),
});

/** One event by its page's address; null when there is none (the page answers 404). */
export const eventPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['history-event-page', slug] as const,
    queryFn: () =>
      callApi(historyEventRoutes.getEventPage, { params: { slug } }).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
  });

/** An event page's address: /history/<slug>. */
export const eventPath = (event: Pick<HistoryEvent, 'slug'>) => `/history/${encodeURIComponent(event.slug)}`;

/** Newest first, whatever order the list came in (spec: History sorts by date). */
export const newestFirst = (events: HistoryEvent[]) =>
  [...events].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

export const yearOf = (event: HistoryEvent) => new Date(event.date).getUTCFullYear();
/** An event's date as the admin typed it: the year alone, or the day. */
export const eventDateText = (event: HistoryEvent) =>
  event.yearOnly ? String(yearOf(event)) : new Date(event.date).toLocaleDateString('en-GB', { timeZone: 'UTC' });
/** Words for the main picture: the admin's own, or what it is of. */
export const mainImageAlt = (event: Pick<HistoryEvent, 'imageAlt' | 'name'>) =>
  event.imageAlt || `Main image: ${event.name}`;

/** The first `length` characters, with an ellipsis when there was more. */
export const preview = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}…` : text);

type Progress = (fraction: number) => void;

/** Adds an event: its fields, its main picture and its gallery in one multipart upload. */
export function addEvent(
  values: { title: string; description: string; date?: string; imageAlt?: string; galleryCaptions: string[] },
  files: { image: File | null; gallery: File[] },
  onUploadProgress: Progress,
) {
  const form = new FormData();
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('date', values.date ?? '');
  form.append('imageAlt', values.imageAlt ?? '');
  for (const caption of values.galleryCaptions) form.append('galleryCaptions', caption);
  // The spec requires only the title: an event may wait for its picture.
  if (files.image) form.append('image', files.image);
  for (const file of files.gallery) form.append('gallery', file);
  return callApi(historyEventRoutes.addEvent, { form, onUploadProgress });
}

/** Uploads one picture for an event being edited; answers the address to keep in it. */
export async function uploadEventImage(file: File, onUploadProgress: Progress) {
  const form = new FormData();
  form.append('image', file);
  return (await callApi(newsletterRoutes.uploadImage, { form, onUploadProgress })).imageName;
}

export const editEvent = (title: string, body: RequestOf<'editEvent'>) =>
  callApi(historyEventRoutes.editEvent, { params: { title }, body });

export const deleteEvent = (title: string) => callApi(historyEventRoutes.deleteEvent, { params: { title } });
