import { limits } from './limits.ts';

/** A run of address characters: none of the characters that mark up HTML or need RFC 5322 quoting. */
const part = String.raw`[^\s@<>\(\)\[\]\\,;:"]+`;

/**
 * "text @ text . text", as the spec puts it: nobody's real address holds those characters, and a script
 * fragment is refused at the door. Brackets are escaped so that strict validators of the API document
 * (the `v` flag, Java, Python) read the pattern as it is meant.
 */
export const emailPattern = new RegExp(`^${part}@${part}\\.${part}$`);

/** The footer signup checks with this before any call, without loading the validation library. */
export const isValidEmail = (value: string) => emailPattern.test(value) && value.length <= limits.emailMax;
