import { limits } from './limits.ts';

/**
 * "text @ text . text", as the spec puts it, where text holds none of the characters that mark up HTML or
 * need RFC 5322 quoting: nobody's real address has them, and a script fragment is refused at the door.
 */
export const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The footer signup checks with this before any call, without loading the validation library. */
export const isValidEmail = (value: string) => emailPattern.test(value) && value.length <= limits.emailMax;
