import { describe, expect, it } from 'vitest';
import { apiPath } from '../src/route-declaration.ts';
import { contactRequest } from '../src/contact.ts';
import { registerRequest, resetPasswordRequest } from '../src/accounts.ts';
import { countOf } from '../src/plural.ts';
import { matchSiteRoute } from '../src/site-routes.ts';
import { passwordRuleParts } from '../src/validation.ts';

/** The first message of each field, as the server reports them. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the password rule', () => {
  const attempt = (newPassword: string) =>
    fieldErrors(resetPasswordRequest.safeParse({ email: 'a@b.co', oldPassword: 'x', newPassword })).newPassword;

  it('accepts 8 to 128 characters with a lowercase letter, an uppercase letter and a digit', () => {
    expect(attempt('Tunnel1854')).toBeUndefined();
    expect(attempt(`Aa1${'x'.repeat(125)}`)).toBeUndefined();
  });

  it('refuses short, long, simple and common passwords with a message that matches the rule', () => {
    const rule =
      'Password must be 8 to 128 characters long and contain at least one lowercase letter, one uppercase letter and one number.';
    expect(attempt('Ab1')).toBe(rule);
    expect(attempt(`Aa1${'x'.repeat(126)}`)).toBe(rule);
    expect(attempt('alllowercase1')).toBe(rule);
    expect(attempt('Password123')).toBe('This password is too common. Please choose another.');
    expect(attempt('')).toBe('Password is Required.');
  });
});

describe('form rules of the spec', () => {
  it('gives the contact form its messages', () => {
    const errors = fieldErrors(contactRequest.safeParse({ name: '', email: 'nope', subject: '', message: 'short' }));
    expect(errors).toEqual({
      name: 'You must enter a name',
      email: 'Email must be valid.',
      subject: 'Subject is required.',
      message: 'Message is required and needs to be over 50 characters',
    });
  });

  it('needs a message of more than 50 characters', () => {
    const base = { name: 'Ann', email: 'ann@example.org', subject: 'Hi' };
    expect(contactRequest.safeParse({ ...base, message: 'x'.repeat(50) }).success).toBe(false);
    expect(contactRequest.safeParse({ ...base, message: 'x'.repeat(51) }).success).toBe(true);
  });

  it('registers volunteers by default and stores e-mail addresses in lower case', () => {
    const parsed = registerRequest.parse({ name: ' Ann ', email: 'Ann@Example.ORG' });
    expect(parsed).toEqual({ name: 'Ann', email: 'ann@example.org', role: 'volunteer' });
  });
});

describe('paths', () => {
  it('encodes titles with spaces, slashes, quotes and non-ASCII letters', () => {
    expect(apiPath('/api/get-event/:title', { title: `The "Ant" & Bee / 1877 – Laxey ñ` })).toBe(
      '/api/get-event/The%20%22Ant%22%20%26%20Bee%20%2F%201877%20%E2%80%93%20Laxey%20%C3%B1',
    );
  });

  it('tells screens from unknown paths', () => {
    expect(matchSiteRoute('/')?.name).toBe('home');
    expect(matchSiteRoute('/admin/events/add')?.name).toBe('addEvent');
    expect(matchSiteRoute('/admin/events/The Ant')?.name).toBe('eventDetail');
    expect(matchSiteRoute('/unsubscribe/abc')?.name).toBe('unsubscribe');
    expect(matchSiteRoute('/RideOnRailway')?.name).toBe('rideOnRailway');
    expect(matchSiteRoute('/rideonrailway')).toBeUndefined();
    expect(matchSiteRoute('/admin/events/a/b')).toBeUndefined();
    expect(matchSiteRoute('/nope')).toBeUndefined();
  });
});

describe('refusals that name the limit and the value', () => {
  it('says how long a text may be and how long it is', () => {
    const errors = fieldErrors(
      contactRequest.safeParse({
        name: 'Ann',
        email: 'ann@example.org',
        subject: 'x'.repeat(234),
        message: 'y'.repeat(60),
      }),
    );
    expect(errors.subject).toBe('At most 200 characters (this has 234)');
    const long = fieldErrors(
      contactRequest.safeParse({ name: 'Ann', email: 'ann@example.org', subject: 'Hi', message: 'y'.repeat(12_345) }),
    );
    expect(long.message).toBe('At most 10,000 characters (this has 12,345)');
  });

  it('counts in English with Intl.PluralRules', () => {
    expect(countOf(1, 'active subscriber')).toBe('1 active subscriber');
    expect(countOf(2, 'active subscriber')).toBe('2 active subscribers');
    expect(countOf(0, 'message')).toBe('0 messages');
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(1204, 'person', 'people')).toBe('1,204 people');
  });

  it('splits the password rule into parts that are met one by one', () => {
    const met = (p: string) => passwordRuleParts.filter((part) => part.met(p)).map((part) => part.label);
    expect(met('')).toEqual([]);
    expect(met('tunnel')).toEqual(['a lowercase letter']);
    expect(met('Tunnel1854')).toEqual(['8 to 128 characters', 'a lowercase letter', 'an uppercase letter', 'a number']);
  });
});
