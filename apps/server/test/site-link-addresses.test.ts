import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings, SiteSponsors } from '@lmr/shared/site-content';
import type { SiteHome, SiteLinks } from '@lmr/shared/site-lists';
import { siteItemCalls } from './support/site-items.ts';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';

type Fields = { error: { fields: Record<string, string> } };

/** Addresses that look like a page of this site, or like a web address, and lead a browser elsewhere or nowhere. */
const offTheSite = ['//2130706433', '//evil.example/Ghosttrains', 'javascript:alert(1)', 'https:evil.example'];

describe('links an admin types', () => {
  let t: AdminTestApp;
  const { saveDraft, item } = siteItemCalls(
    () => t.app,
    () => t.admin,
  );
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  /** Each item with a link in it, and where that link sits in the item's fields. */
  const places = [
    {
      key: 'home',
      field: 'cards.0.link',
      with: (d: SiteHome, link: string) => ({ ...d, cards: [{ ...d.cards[0]!, link }] }),
    },
    {
      key: 'links',
      field: 'links.0.url',
      with: (d: SiteLinks, url: string) => ({ links: [{ ...d.links[0]!, url }] }),
    },
    {
      key: 'sponsors',
      field: 'names.0.link',
      with: (d: SiteSponsors, link: string) => ({ ...d, names: [{ name: 'Snaefell Friends', link }] }),
    },
    {
      key: 'settings',
      field: 'donation.paymentUrl',
      with: (d: SiteSettings, paymentUrl: string) => ({ ...d, donation: { ...d.donation, paymentUrl } }),
    },
  ] as const;

  it.each(places)(
    'are refused in $key when they lead off the site in disguise, with 400 on the field',
    async (place) => {
      const { data, etag } = await item<never>(place.key);
      for (const link of offTheSite) {
        const res = await saveDraft(place.key, place.with(data, link), etag);
        expect(res.statusCode, link).toBe(400);
        expect(res.json<Fields>().error.fields[place.field], link).toBe(
          'Please give a page of this site (such as /Ghosttrains) or a whole web address, starting https://.',
        );
      }
    },
  );

  it.each(places)('are kept in $key as a page of this site or a whole http(s) address', async (place) => {
    for (const link of ['/Ghosttrains', 'https://mines.example.im/', 'http://old.example.im/', '']) {
      const { data, etag } = await item<never>(place.key);
      const res = await saveDraft(place.key, place.with(data, link), etag);
      expect(res.statusCode, `${link}: ${res.body}`).toBe(200);
    }
  });
});
