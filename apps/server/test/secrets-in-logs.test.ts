import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog } from './support/captured-log.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe('the request log', () => {
  let t: TestApp;
  const log = capturedLog();
  const lines = log.lines;
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger });
  });
  afterAll(() => t.close());

  it('keeps unsubscribe and confirmation tokens out of logged paths and query strings', async () => {
    const token = 'Zk3_q-Tq1mVbq9yXr0yHc2n8sQm5d4aWlP7eJuIoF1E';
    await t.app.inject({
      method: 'POST',
      url: `/api/one-click-unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    await t.app.inject(`/newsletter/confirm/${token}`);
    await t.app.inject(`/unsubscribe/${token}?token=${token}`);
    const account = '0b7c6f0e-0a43-4a53-9d43-0c8b1b6d2f11';
    await t.app.inject(`/api/files/${account}`);
    const log = lines.join('');
    expect(log).toContain('/api/one-click-unsubscribe/[redacted]');
    expect(log).not.toContain(token);
    // Ids stay readable: they are what a volunteer debugging the site looks for.
    expect(log).toContain(account);
  });
});
