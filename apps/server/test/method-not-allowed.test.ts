import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('a wrong method on an API path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 405 with the methods the path takes, in the API error format', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/files/5f0c3a52-58f7-4d0b-9a63-1f0c8e1d2a11' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.json()).toEqual({ error: { code: 'method_not_allowed', message: 'That method is not allowed here.' } });
    const get = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect([get.statusCode, get.headers.allow]).toEqual([405, 'POST']);
  });

  it('still answers 404 for a path that does not exist', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
  });
});
