import { limits } from './limits.ts';

/**
 * "text @ text . text", as the spec puts it, where text holds none of the characters that mark up HTML or
 * need RFC 5322 quoting: nobody's real address has them, and a script fragment is refused at the door.
 * The domain is dot-separated labels, none empty, so each dot has one place in the match: the pattern
 * runs in linear time (the lint rule regexp/no-super-linear-backtracking holds every pattern to that).
 */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]+$/;

/**
 * The same pattern as the API document states it, with its brackets escaped so that strict validators
 * (Java, Python, the `v` flag) read it as meant.
 */
export const emailPatternSource = emailPattern.source.replaceAll('()[\\]', '\\(\\)\\[\\]');

/** The footer signup checks with this before any call, without loading the validation library: length first. */
export const isValidEmail = (value: string) => value.length <= limits.emailMax && emailPattern.test(value);

/** How a person is the same across domains (issue 29): one address, whatever its case or the spaces typed around it. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
