import { madeOnFirstUse } from './made-on-first-use.ts';

const rules = madeOnFirstUse(() => new Intl.PluralRules('en-GB'));
const numbers = madeOnFirstUse(() => new Intl.NumberFormat('en-GB'));

/**
 * A count as English: "1 active subscriber", "2 active subscribers", "1,204 characters". `other` is
 * the plural form when adding an "s" is wrong ("1 person", "3 people").
 */
export function countOf(n: number, one: string, other = `${one}s`) {
  return `${numbers().format(n)} ${rules().select(n) === 'one' ? one : other}`;
}

/** A number with the thousands separated, as people read it. */
export const formatNumber = (n: number) => numbers().format(n);
