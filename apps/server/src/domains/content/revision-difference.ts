import { diffLines } from 'diff';
import type { DiffLine } from '@lmr/shared/site-content';
import {
  booksKey,
  homeKey,
  itemsOfInterestKey,
  linksKey,
  settingsKey,
  sponsorsKey,
  trainsKey,
} from '@lmr/shared/site-keys';
import { listChanges } from '@lmr/shared/list-changes';
import {
  bookWords,
  homeBannerLabels,
  homeCardWords,
  interestItemWords,
  linkWords,
  type ListWords,
  locomotiveWords,
  membershipWords,
  openingHoursWords,
  rollingStockWords,
  sponsorLogoWords,
  sponsorNameWords,
} from '@lmr/shared/list-words';
import { labelledLines, settingsLabels } from '@lmr/shared/settings-labels';
import type { StoredPage } from './site-content-service.ts';

/** The lists in each kind of document, by their place in it. */
const listsOf: Record<string, Record<string, ListWords>> = {
  [settingsKey]: { membership: membershipWords, openingHours: openingHoursWords },
  [booksKey]: { books: bookWords },
  [sponsorsKey]: { logos: sponsorLogoWords, names: sponsorNameWords },
  [linksKey]: { links: linkWords },
  [trainsKey]: { locomotives: locomotiveWords, rollingStock: rollingStockWords },
  [homeKey]: { cards: homeCardWords },
  [itemsOfInterestKey]: { items: interestItemWords },
};

/** The labels of the fields beside the lists. */
const plainLabels: Record<string, Record<string, string>> = {
  [settingsKey]: settingsLabels,
  [homeKey]: homeBannerLabels,
};

/** A document's fields beside its lists as lines an admin can compare: a page's Markdown as written, labelled fields. */
function asText(key: string, data: unknown): string {
  if (data && typeof data === 'object' && 'markdown' in data) {
    const page = data as StoredPage;
    const picture = page.picture
      ? `Picture: ${page.picture}\nPicture words: ${page.pictureAlt}\nCaption: ${page.pictureCaption ?? ''}\n`
      : '';
    return `Title: ${page.title}\nDescription: ${page.description}\n${picture}\n${page.markdown}\n`;
  }
  return labelledLines(plainLabels[key] ?? {}, data)
    .map((line) => `${line}\n`)
    .join('');
}

const listAt = (data: unknown, path: string) => {
  const list = (data as Record<string, unknown> | undefined)?.[path];
  return Array.isArray(list) ? (list as Record<string, unknown>[]) : [];
};

/**
 * What changed between two versions of a document, in the words of its editor: lines of its fields, then a
 * sentence for each item of a list added, removed or changed ("Added sponsor ‘Laxey Estate’").
 */
export function difference(key: string, before: unknown, after: unknown): DiffLine[] {
  const lines = diffLines(asText(key, before), asText(key, after)).flatMap((part) =>
    part.value
      ? part.value
          .replace(/\n$/, '')
          .split('\n')
          .map((text) => ({ change: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as DiffLine)
      : [],
  );
  const lists = Object.entries(listsOf[key] ?? {}).flatMap(([path, words]) =>
    listChanges(words, listAt(before, path), listAt(after, path)),
  );
  return [...lines, ...lists];
}
