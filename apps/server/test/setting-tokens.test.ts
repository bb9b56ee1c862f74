import { describe, expect, it } from 'vitest';
import type { SitePage, SiteSettings } from '@lmr/shared/site-content';
import { shown, siteOnTheWebBuild } from './support/site-items.ts';

describe('settings in page words: a token drawn from the published settings', () => {
  const { t, html, item, saveDraft, publish, publishAndRead, behindTheApp, rerunMigration } = siteOnTheWebBuild();
  const pageApi = async (name: string) =>
    (await t.app.inject({ url: `/api/site/pages/${name}` })).json<{ html: string }>().html;
  const settingsWith = async (change: Partial<SiteSettings>) => {
    const { data, etag } = await item<SiteSettings>('settings');
    const saved = await saveDraft('settings', { ...data, ...change }, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.headers.etag as string;
  };

  it('shows the Station page’s shop hours from the settings, in the first HTML and the page API, and follows a publish', async () => {
    const before = shown(await html('/Stationandgiftshop'));
    expect(before).toContain('<li>Open daily 10.00am to 4.00pm, Easter to the end of September</li>');
    expect(before).not.toContain('{{');

    const etag = await settingsWith({ shopHours: 'Open at weekends, 11.00am to 3.00pm' });
    expect(shown(await html('/Stationandgiftshop'))).not.toContain('Open at weekends');
    expect((await publish('settings', etag)).statusCode).toBe(200);
    expect(shown(await html('/Stationandgiftshop'))).toContain('<li>Open at weekends, 11.00am to 3.00pm</li>');
    expect(await pageApi('station-and-gift-shop')).toContain('<li>Open at weekends, 11.00am to 3.00pm</li>');
  });

  it('draws a value as text, never as markup, and an unset value as nothing; the preview draws them too', async () => {
    const { data: page, etag: pageEtag } = await item<SitePage>('page:trust');
    const markdown = 'Call us on {{phone}}. Hours: {{shopHours}}.';
    const etag = await settingsWith({ phone: '', shopHours: '<img src=x onerror=alert(1)>' });
    expect((await publish('settings', etag)).statusCode).toBe(200);
    const words = await publishAndRead('page:trust', { ...page, markdown }, pageEtag, '/trust', 'Call us on');
    expect(shown(words)).toContain('<p>Call us on . Hours: &lt;img src=x onerror=alert(1)&gt;.</p>');

    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site/markdown-preview',
      headers: { cookie: t.admin, origin: t.config.publicUrl },
      payload: { markdown: 'Hours: {{shopHours}}; {{unknown}}' },
    });
    expect(preview.json<{ html: string }>().html).toBe(
      '<p>Hours: &lt;img src=x onerror=alert(1)&gt;; {{unknown}}</p>\n',
    );
  });

  it('turns the first start’s hours typed by hand into the token on an installation that already ran', async () => {
    await behindTheApp(() =>
      t.app.database.query(
        `UPDATE site_content SET published = jsonb_set(published, '{markdown}', to_jsonb(replace(published ->> 'markdown',
          E'- {{shopHours}}\n', E'- Open daily, 10.00am to 4.00pm\n- From Easter to the end of September\n')))
         WHERE key = 'page:station-and-gift-shop'`,
      ),
    );
    expect(shown(await html('/Stationandgiftshop'))).toContain('<li>Open daily, 10.00am to 4.00pm</li>');
    await behindTheApp(() => rerunMigration('2020_page_words_from_the_settings.sql'));
    const page = shown(await html('/Stationandgiftshop'));
    expect(page).not.toContain('Open daily, 10.00am');
    expect(page).toContain('<li>&lt;img src=x onerror=alert(1)&gt;</li>');
  });

  it('keeps no fares in the settings: they live in the timetable’s patterns', async () => {
    await behindTheApp(() =>
      t.app.database.query(
        `UPDATE site_content SET published = published || '{"fares": "Adult £3"}'::jsonb WHERE key = 'settings'`,
      ),
    );
    await behindTheApp(() => rerunMigration('2021_fares_live_in_the_timetable.sql'));
    expect(await t.app.inject({ url: '/api/site/settings' }).then((r) => r.json())).not.toHaveProperty('fares');
  });
});
