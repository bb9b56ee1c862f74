import { changeHeadline, railwayToday, type RunningDay } from '@lmr/shared/timetable';

/** "Saturday 3 April 2027": dates are calendar days, so they are read in UTC, never the visitor's zone. */
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const todaysChange = (days: RunningDay[], today = railwayToday()) => {
  const day = days.find((d) => d.date === today);
  return day && day.status !== 'scheduled' ? changeHeadline(day) : undefined;
};

/** Today when trains run today (even if changed), or the next day they run. */
export const nextRunningDay = (days: RunningDay[], today = railwayToday()) =>
  days.find((d) => d.date >= today && (d.date === today || d.status !== 'cancelled'));

export const calendarFileOf = (date: string) => `/timetable/${date}.ics`;
