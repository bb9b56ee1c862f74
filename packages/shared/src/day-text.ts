// Written out rather than asked of Intl: a page's first Intl formatter loads the browser's locale data, about
// 20 ms on this machine and four times that on a phone, in the middle of hydrating the home page (decision 067).
// The site speaks British English only, and these are all the names it needs; server and browser now also
// agree whatever ICU each was built with.
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Dates are calendar days, so they are read in UTC, never the reader's zone. */
const partsOf = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return {
    weekday: weekdays[day.getUTCDay()]!,
    day: day.getUTCDate(),
    month: months[day.getUTCMonth()]!,
    year: day.getUTCFullYear(),
  };
};

/** "3 April 2027"; "3 April" without its year. */
export const dayAndMonth = (date: string, withYear = true) => {
  const { day, month, year } = partsOf(date);
  return withYear ? `${day} ${month} ${year}` : `${day} ${month}`;
};

/** "April 2027". */
export const monthAndYear = (date: string) => {
  const { month, year } = partsOf(date);
  return `${month} ${year}`;
};

/** "Saturday, 3 April 2027". */
export const longDate = (date: string) => {
  const { weekday, day, month, year } = partsOf(date);
  return `${weekday}, ${day} ${month} ${year}`;
};

/** "Sat 31 October": a date in a line of several, with its year ("Sat 2 January 2027") when `today`'s differs. */
export const shortDate = (date: string, today: string) => {
  const { weekday, day, month, year } = partsOf(date);
  const outside = date.slice(0, 4) !== today.slice(0, 4);
  return `${weekday.slice(0, 3)} ${day} ${month}${outside ? ` ${year}` : ''}`;
};
