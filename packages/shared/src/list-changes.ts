import type { ListWords } from './list-words.ts';

/** One change to a list, as a sentence an admin reads. */
export interface ListChange {
  change: 'added' | 'removed' | 'changed';
  text: string;
}

type Item = Record<string, unknown>;

/** A value as words: a list's values after one another, yes or no for a tick box. */
export const valueWords = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value && typeof value === 'object') return Object.values(value).map(valueWords).join(', ');
  return String(value ?? '');
};

/** A value short enough to quote in a sentence: not a story, not a gallery. */
const quotable = (value: unknown) => {
  const words = valueWords(value);
  return (
    words.length <= 120 && !words.includes('\n') && !(Array.isArray(value) && value.some((v) => typeof v === 'object'))
  );
};

/** A value in a sentence: a number as it is, words in quotes. */
const quoted = (value: unknown) => (typeof value === 'number' ? String(value) : `‘${valueWords(value)}’`);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An item as a sentence names it: "book ‘The Wheel’", or by its place when it has no name yet: "book 3". */
const itemName = (words: ListWords, item: Item, place: number) => {
  const name = valueWords(item[words.name]);
  return name ? `${words.noun} ‘${name}’` : `${words.noun} ${place + 1}`;
};

/**
 * The items in both versions: the place each had before, by its place now. An item is the same one by its id; in
 * a list without ids, by its name, or else by its place (an item renamed where it stands).
 */
function sameItems(words: ListWords, before: readonly Item[], after: readonly Item[]) {
  const identity = (item: Item) => valueWords(item[words.id ?? words.name]);
  const unmatched = new Set(before.keys());
  const wasAt = new Map<number, number>();
  const keep = (nowAt: number, at: number | undefined) => {
    if (at !== undefined && unmatched.delete(at)) wasAt.set(nowAt, at);
  };
  after.forEach((now, nowAt) =>
    keep(
      nowAt,
      [...unmatched].find((at) => identity(before[at]!) === identity(now)),
    ),
  );
  if (!words.id) after.forEach((_, nowAt) => wasAt.has(nowAt) || keep(nowAt, unmatched.has(nowAt) ? nowAt : undefined));
  return wasAt;
}

/** What changed in one item, a sentence for each field. */
function fieldChanges(words: ListWords, was: Item, wasName: string, now: Item, nowName: string): ListChange[] {
  return Object.entries(words.fields)
    .filter(([field]) => !same(was[field], now[field]))
    .map(([field, label]) => {
      if (typeof now[field] === 'boolean')
        return { change: 'changed', text: `${now[field] ? 'Ticked' : 'Unticked'} ‘${label}’ for ${nowName}` };
      const from = valueWords(was[field]) ? ` from ${quoted(was[field])}` : '';
      const to = valueWords(now[field]) ? quoted(now[field]) : 'nothing';
      const fromTo = quotable(was[field]) && quotable(now[field]) ? `${from} to ${to}` : '';
      // A renamed item is named as it was: the sentence goes on to say what it is called now.
      return {
        change: 'changed',
        text: `Changed the ${label} of ${field === words.name ? wasName : nowName}${fromTo}`,
      };
    });
}

/**
 * What changed from one version of a list to the next, in sentences: "Added sponsor ‘Laxey Estate’", "Removed book
 * ‘The Wheel’", "Changed the price in pounds of book ‘The Wheel’ from 12 to 14", "Unticked ‘on sale’ for book ‘The
 * Wheel’", "Changed the order of the books".
 */
export function listChanges(words: ListWords, before: readonly Item[], after: readonly Item[]): ListChange[] {
  const wasAt = sameItems(words, before, after);
  const kept = new Set(wasAt.values());
  const removed = before.flatMap((was, at) =>
    kept.has(at) ? [] : [{ change: 'removed' as const, text: `Removed ${itemName(words, was, at)}` }],
  );
  const added = after.flatMap((now, nowAt) =>
    wasAt.has(nowAt) ? [] : [{ change: 'added' as const, text: `Added ${itemName(words, now, nowAt)}` }],
  );
  const changed = after.flatMap((now, nowAt) => {
    const at = wasAt.get(nowAt);
    if (at === undefined) return [];
    return fieldChanges(words, before[at]!, itemName(words, before[at]!, at), now, itemName(words, now, nowAt));
  });
  const places = [...wasAt.entries()].sort(([a], [b]) => a - b).map(([, at]) => at);
  const reordered = places.some((at, i) => i > 0 && at < places[i - 1]!);
  const order: ListChange[] = reordered
    ? [{ change: 'changed', text: `Changed the order of the ${words.plural}` }]
    : [];
  return [...removed, ...added, ...changed, ...order];
}
