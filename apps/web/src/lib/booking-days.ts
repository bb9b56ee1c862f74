import { bookingRoutes } from '@lmr/shared/booking-routes';
import { callApi } from './api-client.ts';

// Here rather than in the booking feature: the timetable and the Ghost Trains page link to the bookable days too.

/** The days with trains that can be booked: in the first HTML of /book, /timetable and Ghost Trains. */
export const bookingDaysQuery = {
  queryKey: ['booking-days'] as const,
  queryFn: () => callApi(bookingRoutes.bookingDays),
};
