import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import { siteOnTheWebBuild } from './support/site-items.ts';

/** What the Donate page shows of its target panel, without the data it hands to the browser's script. */
const targetPanel = (page: string) => /<section[^>]*aria-labelledby="target".*?<\/section>/s.exec(page)?.[0] ?? '';

describe('what the appeal is for, a setting shown under the Donate page’s target', () => {
  const { t, item, html, publishAndRead, behindTheApp, rerunMigration } = siteOnTheWebBuild();

  it('starts from content/ and shows what an admin publishes, in the first HTML; left empty, nothing', async () => {
    expect(targetPanel(await html('/donate'))).toContain('<p>for the renewal of the track</p>');
    const settings = await item<SiteSettings>('settings');
    const donation = { ...settings.data.donation, purpose: 'towards a new roof for the engine shed' };
    const page = await publishAndRead('settings', { ...settings.data, donation }, settings.etag, '/donate', 'new roof');
    expect(targetPanel(page)).toContain('<p>towards a new roof for the engine shed</p>');
    expect(page).not.toContain('renewal of the track');

    const now = await item<SiteSettings>('settings');
    const empty = await publishAndRead(
      'settings',
      { ...now.data, donation: { ...donation, purpose: '' } },
      now.etag,
      '/donate',
      'the renewal',
    );
    expect(targetPanel(empty)).toContain('£55,000');
    expect(targetPanel(empty)).not.toContain('new roof');
    expect(targetPanel(empty)).not.toMatch(/<p><\/p>/);
  });

  it('keeps the words visitors saw on a site that already ran, in its revisions too', async () => {
    const query = (sql: string, params: unknown[] = []) => t.app.database.query(sql, params);
    await behindTheApp(async () => {
      // As the settings were before migration 1852: no purpose, live or in a revision.
      await query(`UPDATE site_content SET published = published #- '{donation,purpose}' WHERE key = 'settings'`);
      await query(
        `INSERT INTO site_content_revisions (key, data, author, note)
         SELECT key, published, 'Administrator', '' FROM site_content WHERE key = 'settings'`,
      );
      await rerunMigration('1852_appeal_purpose.sql');
    });
    expect((await item<SiteSettings>('settings')).data.donation.purpose).toBe('for the renewal of the track');
    const { rows } = await query(
      `SELECT data -> 'donation' ->> 'purpose' AS purpose FROM site_content_revisions WHERE key = 'settings'`,
    );
    expect(rows.map((r) => (r as { purpose: string }).purpose)).not.toContain(null);
    expect(targetPanel(await html('/donate'))).toContain('<p>for the renewal of the track</p>');
  });
});
