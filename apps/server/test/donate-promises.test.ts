import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

const oldSentence =
  'You can give online with the payment link below, or by bank transfer using the details shown. Please use the reference given, so that we know your gift is for the track.';

describe('Donate promises only what is set', () => {
  const { t, html, item, publishAndRead, behindTheApp, rerunMigration } = siteOnTheWebBuild();

  it('speaks of no payment link and no bank details while neither is set', async () => {
    const page = shown(await html('/donate'));
    expect(page).not.toMatch(/payment link|details shown|reference given/);
    expect(page).not.toContain('Donate online');
    expect(page).not.toContain('Give by bank transfer');
  });

  it('shows the payment link and the bank details, with how to use each, once they are set', async () => {
    const { data, etag } = await item<SiteSettings>('settings');
    const donation = {
      ...data.donation,
      paymentUrl: 'https://pay.example.org/laxey',
      bank: {
        accountName: 'Laxey and Lonan Heritage Trust',
        sortCode: '40-11-22',
        accountNumber: '12345678',
        reference: 'TRACK',
      },
    };
    const page = shown(await publishAndRead('settings', { ...data, donation }, etag, '/donate', 'TRACK'));
    expect(page).toContain('href="https://pay.example.org/laxey"');
    expect(page).toContain('Give by bank transfer');
    expect(page).toContain('Please give the reference with your transfer, so that we know what your gift is for.');
  });

  it('loses the old promise on an installation that still has the first start’s words, and keeps an admin’s', async () => {
    const query = (sql: string, params?: unknown[]) => t.app.database.query(sql, params);
    const setWords = (markdown: string) =>
      behindTheApp(() =>
        query(
          `UPDATE site_content SET published = jsonb_set(published, '{markdown}', to_jsonb($1::text)) WHERE key = 'page:donate'`,
          [markdown],
        ),
      );
    await setWords(`## Every gift counts\n\n${oldSentence}\n\nThank you for helping to keep the trains running.\n`);
    expect(await html('/donate')).toContain('the payment link below');
    await behindTheApp(() => rerunMigration('2020_page_words_from_the_settings.sql'));
    const page = shown(await html('/donate'));
    expect(page).not.toContain('the payment link below');
    expect(page).toContain('Thank you for helping to keep the trains running.');

    await setWords('Give online with the payment link below, as we say in our own words.\n');
    await behindTheApp(() => rerunMigration('2020_page_words_from_the_settings.sql'));
    expect(await html('/donate')).toContain('as we say in our own words');
  });
});
