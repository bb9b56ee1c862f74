import { describe, expect, it } from 'vitest';
import { emailPattern, isValidEmail } from '../src/email.ts';
import { loginRequest, resetPasswordRequest } from '../src/accounts.ts';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  (result.error?.issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('validation against hostile input', () => {
  // Before the pattern was made linear, each of these took minutes of CPU (quadratic backtracking).
  it('runs the e-mail pattern in linear time on long runs of dots and repeated a@', () => {
    // A rejecting last character (a space) makes a backtracking pattern try every split of the dots.
    for (const evil of ['a@' + '.'.repeat(100_000) + ' ', 'a@b' + '.b'.repeat(50_000) + ' ', 'a@'.repeat(100_000)]) {
      expect(emailPattern.test(evil)).toBe(false);
      expect(isValidEmail(evil)).toBe(false);
    }
  });

  it('still accepts ordinary addresses and refuses empty labels', () => {
    expect(emailPattern.test('volunteer@laxey.example.co.uk')).toBe(true);
    expect(emailPattern.test('a.b+c@x.im')).toBe(true);
    expect(emailPattern.test('a@b..c')).toBe(false);
    expect(emailPattern.test('a@b.')).toBe(false);
  });

  it('reports one failure per field: a missing or over-long e-mail is not also "invalid"', () => {
    expect(issuesOf(loginRequest.safeParse({ email: '   ', password: 'x' }), 'email')).toEqual(['Email is required.']);
    expect(issuesOf(loginRequest.safeParse({ email: `a@${'.'.repeat(1_000_000)}`, password: 'x' }), 'email')).toEqual([
      'Email must be valid.',
    ]);
    expect(
      issuesOf(resetPasswordRequest.safeParse({ email: 'a@b.co', oldPassword: 'x', newPassword: '' }), 'newPassword'),
    ).toEqual(['Password is Required.']);
    expect(
      issuesOf(
        resetPasswordRequest.safeParse({ email: 'a@b.co', oldPassword: 'x', newPassword: 'password' }),
        'newPassword',
      ),
    ).toEqual([
      'Password must be 8 to 128 characters long and contain at least one lowercase letter, one uppercase letter and one number.',
    ]);
  });
});
