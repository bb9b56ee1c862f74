import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePage } from '@lmr/shared/site-content';
import { median } from '../../../bench/support/measure.ts';
import { costlyMarkdown, plainPage } from './support/markdown-patterns.ts';
import { siteItemCalls } from './support/site-items.ts';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';

/** As long as a page may be. */
const SIZE = 100_000;
/**
 * How many times a plain page's cost a page of any pattern may take. A renderer whose cost grows with
 * the square of the length took thousands of times as long at this size; a linear one, measured,
 * at most sixteen times (npm run bench -- markdown). The bound is wide because the machine is shared.
 */
const RATIO = 60;

describe('Markdown whose cost grew faster than its length', () => {
  let t: AdminTestApp;
  const calls = siteItemCalls(
    () => t.app,
    () => t.admin,
  );

  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  const preview = (markdown: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/site/markdown-preview',
      headers: { cookie: t.admin },
      payload: { markdown },
    });
  const timed = async (url: string) => {
    const started = performance.now();
    const res = await t.app.inject({ url });
    return { res, ms: performance.now() - started };
  };
  const publishPage = async (name: string, markdown: string) => {
    const { data, etag } = await calls.item<SitePage>(`page:${name}`);
    const saved = await calls.saveDraft(`page:${name}`, { ...data, markdown }, etag);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await calls.publish(`page:${name}`, saved.headers.etag as string)).statusCode).toBe(200);
  };

  it('draws a page of each known-bad pattern within a bound of a plain page of its size, and /healthz answers meanwhile', async () => {
    // A drawing's cost is this thread's CPU time: the drawing runs on it, and other processes sharing the machine
    // add wall-clock time to a single drawing (65 times a plain page's at load 16) but not CPU time to this thread.
    const draw = async (markdown: string) => {
      const cpuBefore = process.threadCpuUsage();
      const started = performance.now();
      const drawn = preview(markdown).then((res) => {
        const cpu = process.threadCpuUsage(cpuBefore);
        return { status: res.statusCode, cpuMs: (cpu.user + cpu.system) / 1000, ms: performance.now() - started };
      });
      const health = await timed('/healthz');
      return { ...(await drawn), health: health.res.statusCode, healthMs: health.ms };
    };
    const plain = plainPage(SIZE);
    await draw(plain);
    const plains = [await draw(plain), await draw(plain), await draw(plain)];
    const plainCpuMs = median(plains.map((p) => p.cpuMs));
    const plainMs = median(plains.map((p) => p.ms));
    const failed: string[] = [];
    for (const [name, pattern] of Object.entries(costlyMarkdown)) {
      const { status, cpuMs, health, healthMs } = await draw(pattern(SIZE));
      if (status !== 200 || health !== 200 || cpuMs > RATIO * plainCpuMs || healthMs > RATIO * plainMs)
        failed.push(
          `${name}: ${status} in ${(cpuMs / plainCpuMs).toFixed(0)}x the CPU, /healthz ${health} in ${(healthMs / plainMs).toFixed(0)}x`,
        );
    }
    expect(failed, `a plain page of ${SIZE} characters took ${plainCpuMs.toFixed(0)} ms of CPU`).toEqual([]);
  }, 120_000);

  it('draws 5,000 nested quotes on the page and in the preview, never a 500', async () => {
    const quotes = `${'>'.repeat(5_000)} The deepest quote.`;
    expect((await preview(quotes)).statusCode).toBe(200);
    await publishPage('ghost-trains', quotes);
    const page = await t.app.inject({ url: '/api/site/pages/ghost-trains' });
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.json<{ html: string }>().html).toContain('<blockquote>');
  });

  it('draws a page once per version: asking for it again costs a small part of the first drawing', async () => {
    await publishPage('laxey-village', costlyMarkdown['*[a repeated']!(SIZE));
    const first = await timed('/api/site/pages/laxey-village');
    expect(first.res.statusCode).toBe(200);
    const again: number[] = [];
    for (let i = 0; i < 5; i++) again.push((await timed('/api/site/pages/laxey-village')).ms);
    expect(median(again), `first ${first.ms.toFixed(0)} ms`).toBeLessThan(first.ms / 4);
    expect((await timed('/api/site/pages/laxey-village')).res.json<{ html: string }>().html).toBe(
      first.res.json<{ html: string }>().html,
    );
  });

  it('draws a page again after a publish, on the very next request', async () => {
    const html = async () =>
      (await t.app.inject({ url: '/api/site/pages/snaefell-wheel' })).json<{ html: string }>().html;
    await publishPage('snaefell-wheel', 'The trail starts at the *station*.');
    expect(await html()).toContain('<em>station</em>');
    expect(await html()).toContain('<em>station</em>');
    await publishPage('snaefell-wheel', 'The trail starts at the **washing floors**.');
    expect(await html()).toContain('<strong>washing floors</strong>');
  });
});
