import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '@lmr/shared/schemas';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A client reads every refusal the same way, including the ones the framework makes before any route runs.
describe('refusals the framework makes by itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const json = { 'content-type': 'application/json' };
  it.each([
    ['an unknown API path', 404, { url: '/api/no-such-call' }],
    [
      'a body over the limit',
      413,
      { method: 'POST', url: '/api/send-email', headers: json, payload: 'x'.repeat(2 << 20) },
    ],
    ['a parameter longer than any title', 414, { url: `/api/get-event/${'x'.repeat(5_000)}` }],
    ['a malformed percent-encoding', 400, { url: '/api/get-event/%E0%A4%A' }],
    [
      'an unsupported content type',
      415,
      { method: 'POST', url: '/api/send-email', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
    ],
    ['a body that is not JSON', 400, { method: 'POST', url: '/api/send-email', headers: json, payload: '{"name": ' }],
  ] as const)('answers %s with %i in the API error format', async (_, status, request) => {
    const res = await t.app.inject(request as InjectOptions);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(errorResponse.safeParse(res.json()).success, res.body).toBe(true);
    expect(res.body).not.toMatch(/FST_|Bad Request|is not a valid/);
  });
});
