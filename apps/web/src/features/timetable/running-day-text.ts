export { longDate, shortDate } from '@lmr/shared/day-text';

export const calendarFileOf = (date: string) => `/timetable/${date}.ics`;
