/** "Christmas market, 12:00 to 16:00", or the day's change when it has one. */
export function dayLine(day: { patternName: string; opens: string; closes: string; status: string; reason: string }) {
  const hours = `${day.patternName}, ${day.opens} to ${day.closes}`;
  if (day.status === 'cancelled') return `${day.patternName}: cancelled (${day.reason})`;
  if (day.status === 'scheduled') return hours;
  return `${hours}: ${day.status} (${day.reason})`;
}

/** "December 2026" for a YYYY-MM month. */
export const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
