import { type Fares, formatPence } from '@lmr/shared/timetable';

export { longDate, shortDate } from '@lmr/shared/day-text';

/** "adult £3.00, child £1.50, family £8.00; members ride free". */
export const fareList = (fares: Fares) =>
  `adult ${formatPence(fares.adult)}, child ${formatPence(fares.child)}, family ${formatPence(fares.family)}${
    fares.membersFree ? '; members ride free' : ''
  }`;

export const calendarFileOf = (date: string) => `/timetable/${date}.ics`;
