import { describe, expect, it } from 'vitest';
import { listChanges } from '../src/list-changes.ts';
import { bookWords, membershipWords, sponsorNameWords } from '../src/list-words.ts';

const book = (id: string, title: string, price: number, more: Record<string, unknown> = {}) => ({
  id,
  title,
  author: 'A. Author',
  price,
  available: true,
  description: 'A long description.\nOf two lines.',
  ...more,
});

describe("a list's changes in plain words", () => {
  it('says which items were added and removed, by their names, with no code key and no JSON', () => {
    const before = [{ name: 'Manx Mining Trust', link: '' }];
    const after = [
      { name: 'Manx Mining Trust', link: '' },
      { name: 'Laxey Estate', link: 'https://laxey.example' },
    ];
    expect(listChanges(sponsorNameWords, before, after)).toEqual([
      { change: 'added', text: 'Added sponsor ‘Laxey Estate’' },
    ]);
    expect(listChanges(sponsorNameWords, after, before)).toEqual([
      { change: 'removed', text: 'Removed sponsor ‘Laxey Estate’' },
    ]);
  });

  it('names each changed field by its label, with the values where they are short', () => {
    const before = [book('wheel', 'The Wheel', 12), book('mines', 'Mines of Mann', 8)];
    const after = [
      book('wheel', 'The Laxey Wheel', 14, { available: false, description: 'Rewritten.' }),
      book('mines', 'Mines of Mann', 8),
    ];
    expect(listChanges(bookWords, before, after)).toEqual([
      { change: 'changed', text: 'Changed the title of book ‘The Wheel’ from ‘The Wheel’ to ‘The Laxey Wheel’' },
      { change: 'changed', text: 'Changed the price in pounds of book ‘The Laxey Wheel’ from 12 to 14' },
      { change: 'changed', text: 'Unticked ‘on sale’ for book ‘The Laxey Wheel’' },
      { change: 'changed', text: 'Changed the description of book ‘The Laxey Wheel’' },
    ]);
  });

  it('takes an item renamed where it stands for the same one, in a list without ids', () => {
    const before = [
      { name: 'Laxey Estates', link: '' },
      { name: 'Manx Mining Trust', link: '' },
    ];
    const after = [
      { name: 'Laxey Estate', link: '' },
      { name: 'Manx Mining Trust', link: 'https://trust.example' },
    ];
    expect(listChanges(sponsorNameWords, before, after)).toEqual([
      { change: 'changed', text: 'Changed the name of sponsor ‘Laxey Estates’ from ‘Laxey Estates’ to ‘Laxey Estate’' },
      { change: 'changed', text: 'Changed the link of sponsor ‘Manx Mining Trust’ to ‘https://trust.example’' },
    ]);
  });

  it('says when the order changed, and names an item without a name by its place', () => {
    const before = [
      { name: 'Adult', price: 15 },
      { name: 'Family', price: 30 },
    ];
    const after = [
      { name: 'Family', price: 30 },
      { name: 'Adult', price: 15 },
      { name: '', price: 5 },
    ];
    expect(listChanges(membershipWords, before, after)).toEqual([
      { change: 'added', text: 'Added membership 3' },
      { change: 'changed', text: 'Changed the order of the memberships' },
    ]);
  });
});
