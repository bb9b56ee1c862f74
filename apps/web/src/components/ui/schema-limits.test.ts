import { describe, expect, it } from 'vitest';
import { dutyRoleRequest, hoursRequest } from '@lmr/shared/roster';
import { patternRequest } from '@lmr/shared/timetable';
import { maxLengthOf, rangeOf } from './schema-limits.ts';

describe('a form’s limits read from the shared schema the server checks', () => {
  it('gives a text’s longest length, through a default, a null or a transform', () => {
    expect(maxLengthOf(patternRequest, 'name')).toBe(80);
    expect(maxLengthOf(patternRequest, 'note')).toBe(300);
    expect(maxLengthOf(dutyRoleRequest, 'qualification')).toBe(60);
  });

  it('gives a number’s range, and refuses a field that has no such limit', () => {
    expect(rangeOf(hoursRequest, 'hours')).toEqual({ min: 0, max: 24 });
    expect(() => maxLengthOf(patternRequest, 'opens')).toThrow('opens has no length limit');
    expect(() => rangeOf(patternRequest, 'name')).toThrow('name is not a number');
  });
});
