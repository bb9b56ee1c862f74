import {
  dayChangeRequest,
  departuresSchema,
  faresSchema,
  isoDate,
  type PatternRequest,
  patternRequest,
  ruleRequest,
  type RuleRequest,
} from '@lmr/shared/timetable';
import { z } from 'zod';
import { blankIsUnset, commaList, typedNumber } from '../../../components/ui/form-values.ts';

/** The change-on-the-day form: the running day, then the shared request with blank times left out. */
export const dayChangeForm = dayChangeRequest.safeExtend({
  date: isoDate,
  opens: blankIsUnset(dayChangeRequest.shape.opens),
  closes: blankIsUnset(dayChangeRequest.shape.closes),
});

/** The season-rule form: its exceptions typed as dates separated by commas, then the shared request. */
export const ruleForm = z
  .object({ ...ruleRequest.shape, exceptions: commaList(ruleRequest.shape.exceptions.unwrap()) })
  .transform((rule): RuleRequest => rule)
  .pipe(ruleRequest);

export const [intervalRule, listRule] = departuresSchema.options;

/** A fare typed in pounds ("3.50"), checked as the pence the server keeps. */
const poundsAsPence = (rule: z.ZodType<number, number>) =>
  z
    .string()
    .transform((pounds) => (pounds.trim() === '' ? Number.NaN : Math.round(Number(pounds) * 100)))
    .pipe(rule);

/**
 * The pattern form: the shared request with its fares in pounds and a list's departure times typed as
 * one text; the departures of the kind not chosen are left out.
 */
export const patternForm = z
  .object({
    ...patternRequest.shape,
    departures: z.discriminatedUnion('kind', [
      intervalRule.extend({ everyMinutes: typedNumber(intervalRule.shape.everyMinutes) }),
      listRule.extend({ times: commaList(listRule.shape.times) }),
    ]),
    fares: faresSchema.extend({
      adult: poundsAsPence(faresSchema.shape.adult),
      child: poundsAsPence(faresSchema.shape.child),
      family: poundsAsPence(faresSchema.shape.family),
    }),
  })
  .transform((pattern): PatternRequest => pattern)
  .pipe(patternRequest);
