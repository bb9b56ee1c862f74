import { describe, expect, it } from 'vitest';
import type { DiffLine, SiteRevision, SiteSettings } from '@lmr/shared/site-content';
import { siteOnTheWebBuild } from './support/site-items.ts';

describe('a revision of the settings compared in plain words', () => {
  const { t, item, saveDraft, publish } = siteOnTheWebBuild();
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ url, headers: { cookie: t.admin } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('names each changed setting by the form’s label, with no code key and no JSON', async () => {
    const { data, etag } = await item<SiteSettings>('settings');
    const changed = {
      ...data,
      phone: '01624 861706',
      donation: { ...data.donation, paymentUrl: 'https://pay.example.org/laxey' },
      membership: [...data.membership, { name: 'Life', price: 250 }],
    };
    const saved = await saveDraft('settings', changed, etag);
    expect((await publish('settings', saved.headers.etag as string)).statusCode).toBe(200);
    const [, before] = await get<SiteRevision[]>('/api/admin/site/items/settings/revisions');
    const lines = await get<DiffLine[]>(`/api/admin/site/items/settings/revisions/${before!.id}/diff`);

    const changes = lines.filter((l) => l.change !== 'same');
    expect(changes).toEqual([
      { change: 'removed', text: 'Phone: ' },
      { change: 'added', text: 'Phone: 01624 861706' },
      { change: 'removed', text: 'Online donation page: ' },
      { change: 'added', text: 'Online donation page: https://pay.example.org/laxey' },
      { change: 'added', text: 'Added membership ‘Life’' },
    ]);
    expect(lines).toContainEqual({
      change: 'same',
      text: 'Shop hours: Open daily 10.00am to 4.00pm, Easter to the end of September',
    });
    expect(lines.map((l) => l.text).join('\n')).not.toMatch(/shopHours|paymentUrl|[{}"]/);
  });
});
