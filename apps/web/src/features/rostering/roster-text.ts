export { dayLine } from '../../lib/my-duties.ts';

/** "December 2026" for a YYYY-MM month. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/**
 * Where a calendar address is subscribed to: webcal: opens the device's own calendar app; Google Calendar
 * and Outlook on the web take the address in their add-by-URL pages.
 */
export function subscribeLinks(url: string) {
  const webcal = url.replace(/^https?:/, 'webcal:');
  return {
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent('Laxey Mines Railway duties')}`,
  };
}
