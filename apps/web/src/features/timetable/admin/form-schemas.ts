import { dayChangeRequest, isoDate, ruleRequest, type RuleRequest } from '@lmr/shared/timetable';
import { z } from 'zod';
import { blankIsUnset, commaList } from '../../../components/ui/form-values.ts';

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
