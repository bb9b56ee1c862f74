/*
 * The Isle of Man's tax year, as the UK's, runs from 6 April to the following 5 April (gov.im, Income Tax Division,
 * "Personal Tax"; decision 153). A year is named by the year it starts in: 2025 is 6 April 2025 to 5 April 2026.
 */

export const taxYearDays = (year: number) => ({ first: `${year}-04-06`, last: `${year + 1}-04-05` });

/** The tax year a day of the railway's calendar (YYYY-MM-DD) falls in. */
export function taxYearOf(day: string) {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= '04-06' ? year : year - 1;
}

export const taxYearName = (year: number) => `${year}-${String(year + 1).slice(2)}`;
