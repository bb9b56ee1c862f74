import { limits } from './limits.ts';

/** "text @ text . text", as the spec puts it. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The footer signup checks with this before any call, without loading the validation library. */
export const isValidEmail = (value: string) => emailPattern.test(value) && value.length <= limits.emailMax;
