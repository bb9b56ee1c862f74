import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import { bookingDaysQuery } from '../../lib/booking-days.ts';

/** "Book seats for Saturday, 31 October 2026", on a day with bookable trains; nothing on other days. */
export function BookSeatsLink({ date }: { date: string }) {
  const { data } = useQuery(bookingDaysQuery);
  if (!data?.some((d) => d.date === date)) return null;
  return (
    <p className="book-seats">
      <Link to={`/book?date=${date}`}>Book seats for {longDate(date)}</Link>
    </p>
  );
}
