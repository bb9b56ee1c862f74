import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@lmr/shared/api-contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const webDist = path.resolve(import.meta.dirname, '../../web/dist/client');

describe('the server skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real web build (npm test builds it first): pages are rendered by the server from it.
    expect(fs.existsSync(path.join(webDist, 'pages/template.html')), 'run npm run build first').toBe(true);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it('answers /healthz with 200 while the database is reachable', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers a password form posted before its script ran with 303 to the same screen, the password in no URL', async () => {
    for (const screen of ['/login', '/register', '/reset-password', '/set-password']) {
      const res = await t.app.inject({
        method: 'POST',
        url: screen,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.co&password=Secret-Passw0rd',
      });
      expect(res.statusCode, screen).toBe(303);
      expect(res.headers.location).toBe(screen);
    }
  });

  it('serves a screen with 200 and an unknown path with the 404 page and status 404', async () => {
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Laxey Mines Railway');
    expect(home.body).toContain(`href="${t.config.publicUrl}/"`);
    const admin = await t.app.inject('/admin/events');
    expect(admin.statusCode).toBe(200);
    // A visitor's first HTML of an admin screen never holds the screen itself.
    expect(admin.body).not.toContain('History Events');
    const missing = await t.app.inject('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('404 Not Found');
  });

  it('sends a path that differs from a screen’s only in letter case to the screen, and nothing else', async () => {
    for (const [asked, real] of [
      ['/ghosttrains', '/Ghosttrains'],
      ['/GHOSTTRAINS/', '/Ghosttrains'],
      ['/rideonrailway?from=poster', '/RideOnRailway?from=poster'],
      ['/History/1877-engines-built', '/history/1877-engines-built'],
      ['/Admin/Events/Add', '/admin/events/add'],
    ]) {
      const res = await t.app.inject(asked!);
      expect(res.statusCode, asked).toBe(301);
      expect(res.headers.location, asked).toBe(real);
    }
    for (const missing of ['/ghosttrain', '//ghosttrains', '/API/get-all-events']) {
      expect((await t.app.inject(missing)).statusCode, missing).toBe(404);
    }
  });

  it('answers an unchanged page with 304 and compresses pages', async () => {
    const first = await t.app.inject('/');
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('answers unknown API paths with a JSON 404, never a page', async () => {
    const res = await t.app.inject('/api/no-such-call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows each page's inline stylesheet and script loader by their hashes alone, never any other inline code", async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const url of ['/', '/history', '/login', '/admin/events', '/no-such-page']) {
      const res = await t.app.inject(url);
      const policy = String(res.headers['content-security-policy']);
      const sources = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)![1]!.split(' ');
      const inline = [...res.body.matchAll(/<style>([^<]*)<\/style>/g)].map(([, css]) => css!);
      expect(inline, url).toHaveLength(1);
      expect(inline[0], url).toContain('.home-banner');
      expect(sources('style-src'), url).toEqual(["'self'", sha256(inline[0]!)]);
      const loaders = [...res.body.matchAll(/<script type="module">([^<]*)<\/script>/g)].map(([, js]) => js!);
      expect(loaders, url).toHaveLength(1);
      expect(loaders[0], url).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
      expect(sources('script-src').slice(0, 2), url).toEqual(["'self'", sha256(loaders[0]!)]);
      expect(sources('script-src'), url).not.toContain("'unsafe-inline'");
    }
  });

  it('sends pages that fetch no script of their own before the first paint: the loader starts it after', async () => {
    for (const url of ['/', '/history', '/admin/events']) {
      const { body } = await t.app.inject(url);
      expect(body, url).not.toMatch(/<script[^>]* src=/);
      expect(body, url).not.toContain('modulepreload"');
      const loader = /<script type="module">([^<]*)<\/script>/.exec(body)![1]!;
      expect(loader, url).toContain('requestAnimationFrame(() => setTimeout(start))');
    }
  });

  it("lets the social network's script and frames in on Home only, the page with the feed", async () => {
    const policy = async (url: string) => String((await t.app.inject(url)).headers['content-security-policy']);
    expect(await policy('/')).toContain('https://connect.facebook.net');
    expect(await policy('/')).toContain('frame-src https://www.facebook.com');
    for (const url of ['/about', '/history', '/login', '/admin/events', '/no-such-page', '/api/get-all-events']) {
      expect(await policy(url), url).not.toContain('facebook');
    }
  });

  it('lists every call of the API contract in the OpenAPI description', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    for (const call of Object.values(api)) {
      expect(paths).toContain(call.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    }
  });

  it('answers bad input with 400 and the field messages of the spec', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Email must be valid.', password: 'Password is Required.' });
  });

  it('answers a body that is not JSON with 400 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts|stack|SyntaxError/);
  });
});

describe('configuration', () => {
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('has working defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.storage.driver).toBe('local');
  });
});
