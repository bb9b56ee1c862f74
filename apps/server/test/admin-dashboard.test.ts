import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@lmr/shared/dashboard';
import type { SiteBooks, SiteSettings } from '@lmr/shared/site-content';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { siteOnTheWebBuild } from './support/site-items.ts';
import { signupsActiveAtOnce, subscribeEach } from './support/test-app.ts';

describe('the admin dashboard: what still shows demo content or is unset, and the counts an admin acts on', () => {
  const { t, ...site } = siteOnTheWebBuild();
  const dashboard = async () => {
    const res = await adminCalls(t, t.admin)('GET', '/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminDashboard>();
  };
  const publish = async (key: string, data: unknown, etag: string) => {
    const saved = await site.saveDraft(key, data, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site.publish(key, saved.headers.etag as string)).statusCode).toBe(200);
  };

  it('lists the demo poster, books and sponsors and the unset phone and bank details, each with where to fix it', async () => {
    const { toDo } = await dashboard();
    expect(toDo).toEqual(
      expect.arrayContaining([
        { text: 'The poster is the demo poster.', link: '/admin/uploadposter' },
        { text: 'The books are the demo books.', link: '/admin/site/books' },
        { text: 'The sponsors are the demo sponsors.', link: '/admin/site/sponsors' },
        { text: 'Phone number: not set.', link: '/admin/site/settings' },
        { text: 'Bank details for donations: not set.', link: '/admin/site/settings' },
      ]),
    );
    expect(toDo.map((d) => d.text)).not.toContain('Shop hours: not set.');
  });

  it('still counts the sponsors as the demo’s after an upgrade tidied them', async () => {
    await t.app.database.query(
      `INSERT INTO site_content_revisions (key, data, author, note)
       SELECT key, published, 'Site upgrade', 'Placeholders taken away' FROM site_content WHERE key = 'sponsors'`,
    );
    expect((await dashboard()).toDo.map((d) => d.text)).toContain('The sponsors are the demo sponsors.');
  });

  it('drops an entry once an admin publishes the books or sets the phone and bank details', async () => {
    const books = await site.item<SiteBooks>('books');
    await publish('books', { books: books.data.books.slice(1) }, books.etag);
    const settings = await site.item<SiteSettings>('settings');
    const bank = { ...settings.data.donation.bank, sortCode: '40-11-22', accountNumber: '12345678' };
    await publish(
      'settings',
      { ...settings.data, phone: '01624 861706', donation: { ...settings.data.donation, bank } },
      settings.etag,
    );
    const texts = (await dashboard()).toDo.map((d) => d.text);
    expect(texts).toContain('The sponsors are the demo sponsors.');
    expect(texts).not.toContain('The books are the demo books.');
    expect(texts).not.toContain('Phone number: not set.');
    expect(texts).not.toContain('Bank details for donations: not set.');
  });

  it('counts open messages, roster gaps in the next fortnight and subscribers, and names the next running days', async () => {
    const before = await dashboard();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        name: 'Ann Visitor',
        email: 'ann@example.org',
        subject: 'Parties',
        message: 'Do you take parties of twenty schoolchildren on a Saturday in June?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await signupsActiveAtOnce(t.app, t.admin);
    await subscribeEach(t.app, ['one@example.org', 'two@example.org'], '10.9.8');
    // Days the demo season does not run on: a demo day given the test's pattern would lose its own places.
    const demoDays = new Set(
      ((await t.app.inject({ url: '/api/timetable' })).json() as { date: string }[]).map((d) => d.date),
    );
    const freeDay = (from: number) =>
      dayFromToday([...Array(7).keys()].map((i) => from + i).find((n) => !demoDays.has(dayFromToday(n)))!);
    const soon = freeDay(1);
    await rosterFixture(t, t.admin, [soon, freeDay(20)], [{ name: 'Dashboard guard', places: 2 }]);

    const after = await dashboard();
    expect(after.openMessages).toBe(before.openMessages + 1);
    expect(after.subscribers).toBe(before.subscribers + 2);
    // Two places on the day within the fortnight; the day three weeks ahead is not counted.
    expect(after.rosterGaps).toBe(before.rosterGaps + 2);
    // The next three days the trains run, the test's day among them where it comes in the first three.
    const running = [...demoDays, soon].filter((d) => d >= dayFromToday(0)).sort();
    expect(after.nextRunningDays).toEqual(running.slice(0, 3));
  });
});
