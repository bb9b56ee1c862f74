import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, refusalsOf } from '@lmr/shared/api-contract';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.ts';

interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  [keyword: string]: unknown;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const documentPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const clientDir = fileURLToPath(new URL('./generated-client/', import.meta.url));

describe('the API document at /api/docs', () => {
  let t: TestApp;
  let document: Document;
  const operation = (call: { path: string; method: string }) =>
    document.paths[documentPath(call.path)]![call.method.toLowerCase()]!;
  const requestSchema = (call: { path: string; method: string }, media = 'application/json') =>
    operation(call).requestBody!.content[media]!.schema;

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject('/api/docs/json')).json();
  });
  afterAll(() => t.close());

  it('describes each call with its operationId, its security, its answer and every refusal it can give', () => {
    for (const call of Object.values(api)) {
      const op = operation(call);
      expect(op.operationId, call.name).toBe(call.name);
      expect(op.security, call.name).toEqual(call.access === 'public' ? [] : [{ session: [] }]);
      const statuses = [call.answer.status, ...refusalsOf(call)].map(String).sort();
      expect(Object.keys(op.responses).sort(), call.name).toEqual(statuses);
      for (const refusal of refusalsOf(call)) {
        expect(op.responses[refusal]!.content!['application/json']!.schema.required, call.name).toEqual(['error']);
      }
    }
  });

  it("shows the document's viewer under the site's strict policy, its own inline code allowed by hash alone", async () => {
    const site = (await t.app.inject('/')).headers['content-security-policy'] as string;
    const directives = (policy: string) =>
      Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await t.app.inject(url);
      const policy = directives(res.headers['content-security-policy'] as string);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      for (const name of ['script-src', 'style-src', 'img-src']) {
        for (const source of policy[name]!)
          expect(source, `${url} ${name}`).toMatch(/^'self'$|^'sha256-[\w+/=]+'$|^data:$/);
      }
      expect(policy['form-action'], url).toEqual(directives(site)['form-action']);
    }
    const page = (await t.app.inject('/api/docs/static/index.html')).body;
    const allowed = directives(
      (await t.app.inject('/api/docs/static/index.html')).headers['content-security-policy'] as string,
    )['script-src']!;
    for (const [, code] of page.matchAll(/<script>([^<]*)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256').update(code!).digest('base64')}'`;
      expect(allowed).toContain(hash);
    }
  });

  it('gives every API route a documented answer, so a call added without one is found', () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(routes.length).toBe(Object.keys(api).length);
    for (const route of routes) {
      const op = operation({ path: route.url, method: route.method });
      const name = `${route.method} ${route.url}`;
      expect(op.operationId, name).toBeTruthy();
      const [status, answer] = Object.entries(op.responses).find(([s]) => s.startsWith('2'))!;
      if (status !== '204') expect(Object.values(answer.content ?? {})[0]?.schema, name).toBeTruthy();
    }
  });

  it('describes each multipart upload, with its limits', () => {
    const event = requestSchema(api.addEvent, 'multipart/form-data');
    expect(event.properties!.image).toMatchObject({ format: 'binary', maxLength: 10 * 1024 * 1024 });
    expect(event.properties!.image!['x-max-pixels']).toBe(40_000_000);
    expect(event.properties!.gallery).toMatchObject({ maxItems: 30, items: { format: 'binary' } });
    expect(requestSchema(api.addDocs, 'multipart/form-data').properties!.documents).toMatchObject({ maxItems: 20 });
    expect(Object.keys(requestSchema(api.uploadImage, 'multipart/form-data').properties!)).toEqual(['image']);
    const poster = requestSchema(api.addPoster, 'multipart/form-data');
    expect(poster.properties!.description).toMatchObject({ type: 'string', maxLength: 500 });
    expect(poster.required).toEqual(['poster']);
  });

  it("lists each call's query-string parameters from its contract, typed, none of them required", () => {
    const queryOf = (call: { path: string; method: string }) =>
      Object.fromEntries((operation(call).parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    expect(Object.keys(queryOf(api.auditLog)).sort()).toEqual(['before', 'from', 'q', 'to']);
    expect(queryOf(api.auditLog).q!.schema).toMatchObject({ type: 'string', maxLength: 200 });
    expect(queryOf(api.contactMessages).handled!.schema).toMatchObject({ enum: ['true', 'false'] });
    expect(queryOf(api.siteRevisionDiff).against!.schema).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
    const withQuery = Object.values(api).filter((call) => Object.keys(queryOf(call)).length > 0);
    expect(withQuery.map((call) => call.name).sort()).toEqual([
      'auditLog',
      'contactMessages',
      'giftAidClaim',
      'giftAidClaimPreview',
      'siteRevisionDiff',
    ]);
    expect(withQuery.flatMap((call) => Object.values(queryOf(call))).some((p) => p.required)).toBe(false);
  });

  it('states the rules the server enforces as schema keywords', () => {
    expect(requestSchema(api.sendContactMessage).properties!.message).toMatchObject({
      minLength: 51,
      maxLength: 10_000,
    });
    const password = requestSchema(api.setPassword).properties!.password!;
    expect(password).toMatchObject({ minLength: 8, maxLength: 128 });
    const rule = new RegExp(password.pattern as string, 'u');
    expect(['Abcdefg1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'].map((p) => rule.test(p))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // Strict validators (Java, Python, the `v` flag) refuse an unescaped `[` inside a character class.
    const email = requestSchema(api.login).properties!.email!.pattern as string;
    expect(email).not.toContain('()[');
    expect(new RegExp(email, 'u').test('ann@example.org')).toBe(true);
    expect(new RegExp(email, 'u').test('ann[1]@example.org')).toBe(false);
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
  });

  it(
    'generates a typed client that type-checks and works against the running server',
    { timeout: 120_000 },
    async () => {
      await fs.writeFile(`${clientDir}api.generated.ts`, astToString(await openapiTS(document as unknown as OpenAPI3)));
      const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
      await promisify(execFile)(process.execPath, [tsc, '-p', clientDir]);

      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      // Loaded by address: the client it uses exists only once this test has generated it.
      const { useGeneratedClient } = (await import(`${clientDir}client-usage.ts`)) as {
        useGeneratedClient: (address: string, account: typeof ADMIN) => Promise<unknown>;
      };
      expect(await useGeneratedClient(address, ADMIN)).toEqual({
        refused: { status: 400, fields: { message: expect.any(String) } },
        role: 'admin',
        email: ADMIN.email,
        statuses: ['active'],
        missing: { status: 404, code: 'not_found' },
      });
    },
  );
});
