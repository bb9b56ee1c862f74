import { rosterRoutes } from '@lmr/shared/roster-routes';
import { callApi } from './api-client.ts';

// Here rather than in the rostering feature: the profile shows the next duty too.

/** Everything the roster screens read starts with this key, so one change reads them all again. */
export const rosterKey = ['roster'] as const;

export const myDutiesQuery = { queryKey: [...rosterKey, 'mine'], queryFn: () => callApi(rosterRoutes.myDuties) };

/** "Christmas market, 12:00 to 16:00", or the day's change when it has one. */
export function dayLine(day: { patternName: string; opens: string; closes: string; status: string; reason: string }) {
  const hours = `${day.patternName}, ${day.opens} to ${day.closes}`;
  if (day.status === 'cancelled') return `${day.patternName}: cancelled (${day.reason})`;
  if (day.status === 'scheduled') return hours;
  return `${hours}: ${day.status} (${day.reason})`;
}
