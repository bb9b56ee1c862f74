import { describe, expect, it } from 'vitest';
import { sitePageDocument, siteSettingsDocument } from '@lmr/shared/site-content';
import { siteTrainsDocument } from '@lmr/shared/site-lists';
import { dutyRoleRequest, hoursRequest } from '@lmr/shared/roster';
import { patternRequest } from '@lmr/shared/timetable';
import { limitsAt, maxLengthOf, rangeOf } from './schema-limits.ts';

describe('the limits a form reads from its schema', () => {
  it('finds a text’s most characters and a number’s range at a field’s name, inside objects, lists and defaults', () => {
    expect(limitsAt(siteSettingsDocument, 'address.locality')).toEqual({ maxLength: 100 });
    expect(limitsAt(siteSettingsDocument, 'geo.lat')).toEqual({ min: -90, max: 90 });
    expect(limitsAt(siteSettingsDocument, 'membership.3.price')).toEqual({ min: 0, max: 10_000_000 });
    expect(limitsAt(siteTrainsDocument, 'locomotives.0.gallery.2.caption')).toEqual({ maxLength: 500 });
    expect(limitsAt(sitePageDocument, 'pictureAlt')).toEqual({ maxLength: 300 });
  });

  it('gives none where the schema sets none, or has no such field', () => {
    expect(limitsAt(siteSettingsDocument, 'email')).toEqual({});
    expect(limitsAt(siteSettingsDocument, 'no.such.field')).toEqual({});
  });
});

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
