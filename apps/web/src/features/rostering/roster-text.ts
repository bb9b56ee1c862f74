export { dayLine } from '../../lib/my-duties.ts';

/** "December 2026" for a YYYY-MM month. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
