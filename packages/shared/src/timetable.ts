import { z } from 'zod';
import { created, idAnswer, noContent, ok } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { madeOnFirstUse } from './made-on-first-use.ts';

/** Every date and time of the timetable is the railway's local time, whatever the reader's clock says. */
export const railwayTimeZone = 'Europe/Isle_of_Man';

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'That date does not exist.',
    },
  );
export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please give a time as HH:MM, for example 11:00.');
const pence = z.number().int('Please give the fare in pence.').min(0).max(100_000);
const text = (max: number) => z.string().trim().max(max, `Please keep this to ${max} characters.`);

export const departuresSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interval'),
    first: clockTime,
    last: clockTime,
    everyMinutes: z.number().int().min(1, 'At least every minute.').max(240),
  }),
  z.object({ kind: z.literal('list'), times: z.array(clockTime).min(1, 'Please give at least one time.').max(100) }),
]);
export type Departures = z.infer<typeof departuresSchema>;

export const faresSchema = z.object({ adult: pence, child: pence, family: pence, membersFree: z.boolean() });
export type Fares = z.infer<typeof faresSchema>;

export const patternRequest = z
  .object({
    name: text(80).min(1, 'Please give the pattern a name.'),
    opens: clockTime,
    closes: clockTime,
    departures: departuresSchema,
    fares: faresSchema,
    note: text(300).default(''),
  })
  .refine((p) => p.opens < p.closes, { message: 'The railway must close after it opens.', path: ['closes'] });
export type PatternRequest = z.input<typeof patternRequest>;
export type Pattern = z.output<typeof patternRequest> & { id: string };

export const weekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const yearsFrom = (day: string, years: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};
const daysFromTo = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
const longDateOf = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The dates the timetable holds, seen from `today`: a page, a feed and the admin's list of days stay a
 * few years long whatever rules an older installation kept.
 */
export const timetableHorizon = (today = railwayToday()) => ({
  from: yearsFrom(today, -limits.timetableYearsBack),
  to: yearsFrom(today, limits.timetableYearsAhead),
});

/** The limits of a season rule and of the timetable, in the words the editor shows before saving and the refusals use. */
export const timetableLimits = (today = railwayToday()) => ({
  span: `A rule covers one season: at most ${limits.seasonRuleMaxDays} days from its first date to its last.`,
  horizon: `The timetable reaches ${limits.timetableYearsAhead} years ahead: up to ${longDateOf(timetableHorizon(today).to)}.`,
});

/** A season rule as an admin enters it: these weekdays between two dates, bank holidays too if asked. */
export const ruleRequest = z
  .object({
    patternId: z.uuid('Please choose a pattern.'),
    label: text(80).min(1, 'Please give the rule a name.'),
    starts: isoDate,
    ends: isoDate,
    weekdays: z.array(z.enum(weekdays)).min(1, 'Please choose at least one day of the week.'),
    includeBankHolidays: z.boolean().default(false),
    exceptions: z.array(isoDate).max(366).default([]),
  })
  .refine((r) => r.starts <= r.ends, { message: 'The season must end after it starts.', path: ['ends'] })
  .superRefine((r, ctx) => {
    const words = timetableLimits();
    if (daysFromTo(r.starts, r.ends) >= limits.seasonRuleMaxDays)
      ctx.addIssue({ code: 'custom', path: ['ends'], message: `${words.span} Please add one rule per season.` });
    else if (r.ends > timetableHorizon().to)
      ctx.addIssue({ code: 'custom', path: ['ends'], message: `${words.horizon} Please end the rule by then.` });
  });
export type RuleRequest = z.input<typeof ruleRequest>;

export const seasonRuleSchema = z.object({
  id: z.string(),
  patternId: z.string(),
  label: z.string(),
  /** The rule in RFC 5545 form, and in words. */
  rrule: z.string(),
  description: z.string(),
  includeBankHolidays: z.boolean(),
  exceptions: z.array(z.string()),
});

export const extraDayRequest = z.object({
  date: isoDate.refine((d) => d <= timetableHorizon().to, { error: () => timetableLimits().horizon }),
  patternId: z.uuid('Please choose a pattern.'),
});
export const bankHolidayRequest = z.object({ date: isoDate, name: text(80).min(1, 'Please name the holiday.') });
export type BankHoliday = z.infer<typeof bankHolidayRequest>;

export const dayStatuses = ['cancelled', 'shortened', 'changed'] as const;
export type DayStatus = 'scheduled' | (typeof dayStatuses)[number];

export const dayChangeRequest = z
  .object({
    status: z.enum(dayStatuses, { error: 'Please choose what happens.' }),
    reason: text(200).min(1, 'Please give a reason: visitors will read it.'),
    opens: clockTime.optional(),
    closes: clockTime.optional(),
  })
  .refine((c) => c.status !== 'changed' || (c.opens && c.closes && c.opens < c.closes), {
    message: 'Please give the new hours, closing after opening.',
    path: ['closes'],
  });
export type DayChangeRequest = z.input<typeof dayChangeRequest>;
export type DayChange = z.output<typeof dayChangeRequest> & { date: string };

export const dateParams = z.object({ date: isoDate });
export const timetableIdParams = z.object({ id: z.uuid() });

/** One running day as visitors see it, with any change on the day already applied. */
export const runningDaySchema = z.object({
  date: z.string(),
  patternName: z.string(),
  note: z.string(),
  opens: z.string(),
  closes: z.string(),
  /** Every departure's time; `frequency` says it in words ("every 10 minutes"). */
  departures: z.array(z.string()),
  frequency: z.string(),
  fares: faresSchema,
  status: z.enum(['scheduled', ...dayStatuses]),
  reason: z.string(),
});
export type RunningDay = z.infer<typeof runningDaySchema>;

/**
 * What every page needs of the timetable, small enough to ride in each page's first HTML: today's
 * change on the day (the banner), the next day trains run (Home) and the coming special days.
 */
export const timetableSummarySchema = z.object({
  /** The railway's date the summary was made for. */
  today: z.string(),
  /** "No trains: high winds" while a change on the day is in force today, else null. */
  todaysChange: z.string().nullable(),
  /** Today when trains run today (even if changed), or the next day they run. */
  next: runningDaySchema.nullable(),
  /** The first planned day after today and before `next` that is cancelled, so Home says so, else null. */
  cancelled: runningDaySchema.nullable(),
  /** The next few days on a pattern other than the season's usual one (Ghost Trains, Christmas). */
  specialDays: z.array(runningDaySchema),
});
export type TimetableSummary = z.infer<typeof timetableSummarySchema>;

export const adminTimetableSchema = z.object({
  patterns: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      opens: z.string(),
      closes: z.string(),
      departures: departuresSchema,
      fares: faresSchema,
      note: z.string(),
    }),
  ),
  rules: z.array(seasonRuleSchema),
  extraDays: z.array(z.object({ date: z.string(), patternId: z.string() })),
  bankHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
  changes: z.array(
    z.object({
      date: z.string(),
      status: z.enum(dayStatuses),
      reason: z.string(),
      opens: z.string().optional(),
      closes: z.string().optional(),
    }),
  ),
  days: z.array(runningDaySchema),
});
export type AdminTimetable = z.infer<typeof adminTimetableSchema>;

// Made once: every page request asks for today, and making a formatter costs more than the rest of the request.
const railwayDate = madeOnFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: railwayTimeZone }));

// The island's offsets from UTC are whole hours, so its date can change only on a minute boundary: one
// formatting a minute gives the exact date, and a page request no longer pays for a format each time.
let lastFormatted = { minute: Number.NaN, date: '' };

/** Today's date in the railway's time zone, as YYYY-MM-DD. */
export function railwayToday(now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastFormatted.minute) lastFormatted = { minute, date: railwayDate().format(now) };
  return lastFormatted.date;
}

/**
 * An amount as a person reads it, £1,234.50; files a machine reads (claim schedule, CSV, Stripe) keep pence.
 * Written out rather than asked of Intl, as day-text.ts is (decision 067): no locale data loaded while hydrating.
 */
export function formatPence(p: number) {
  const [pounds, pence] = (p / 100).toFixed(2).split('.') as [string, string];
  let grouped = pounds;
  for (let at = pounds.length - 3; at > (p < 0 ? 1 : 0); at -= 3)
    grouped = `${grouped.slice(0, at)},${grouped.slice(at)}`;
  return `£${grouped}.${pence}`;
}

/** The headline of a change on the day, for the banner and the day's entry. */
export function changeHeadline(day: Pick<RunningDay, 'status' | 'reason' | 'opens' | 'closes'>): string {
  if (day.status === 'cancelled') return `No trains: ${day.reason}`;
  if (day.status === 'shortened') return `Shortened running: ${day.reason}`;
  if (day.status === 'changed') return `Changed hours, ${day.opens} to ${day.closes}: ${day.reason}`;
  return '';
}

/** The request schemas of the timetable calls (spread into the contract's). */
export const timetableSchemas = {
  addPattern: { body: patternRequest },
  editPattern: { params: timetableIdParams, body: patternRequest },
  deletePattern: { params: timetableIdParams },
  addRule: { body: ruleRequest },
  deleteRule: { params: timetableIdParams },
  addExtraDay: { body: extraDayRequest },
  deleteExtraDay: { params: dateParams },
  addBankHoliday: { body: bankHolidayRequest },
  deleteBankHoliday: { params: dateParams },
  changeDay: { params: dateParams, body: dayChangeRequest },
  undoDayChange: { params: dateParams },
};

const dateAnswer = z.object({ date: z.string() });

/** The timetable calls' answers (spread into the contract's). */
export const timetableResponses = {
  timetable: { answer: ok(z.array(runningDaySchema)) },
  timetableSummary: { answer: ok(timetableSummarySchema) },
  adminTimetable: { answer: ok(adminTimetableSchema) },
  addPattern: { answer: created(idAnswer), refusals: [409 as const] },
  editPattern: { answer: ok(idAnswer), refusals: [404 as const, 409 as const] },
  deletePattern: { answer: noContent, refusals: [404 as const, 409 as const] },
  addRule: { answer: created(idAnswer) },
  deleteRule: { answer: noContent, refusals: [404 as const] },
  addExtraDay: { answer: created(dateAnswer) },
  deleteExtraDay: { answer: noContent, refusals: [404 as const] },
  addBankHoliday: { answer: created(dateAnswer) },
  deleteBankHoliday: { answer: noContent, refusals: [404 as const] },
  changeDay: { answer: ok(dateAnswer), refusals: [404 as const] },
  undoDayChange: { answer: noContent, refusals: [404 as const] },
};
