import { taxYearOf } from '@lmr/shared/tax-years';
import { railwayToday } from '@lmr/shared/timetable';

/** The tax year that has ended most recently at an instant, on the island's clock. */
export const lastEndedTaxYear = (now: Date) => taxYearOf(railwayToday(now)) - 1;
