import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { passkeys } from '../src/db/schema/index.ts';
import { capturedLog } from './support/captured-log.ts';
import { passkeyRegistration } from './support/software-passkey.ts';
import { ADMIN, createTestApp, loginCookie, registeredCookie, type TestApp } from './support/test-app.ts';

/** What the database's own error text would put in a log: the statement, its values, the server's detail. */
const databaseText = /Failed query|params:|insert into|duplicate key|already exists|Key \(|invalid byte sequence/i;

describe('database errors a request causes', () => {
  let t: TestApp;
  const log = capturedLog();
  beforeAll(async () => {
    t = await createTestApp({ logger: log.logger });
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** Registers a passkey with the given credential id for the signed-in account; the answer to the last step. */
  async function addPasskey(cookie: string, credentialId: Uint8Array) {
    const options = await post('/api/second-factor/passkeys/options', cookie, {});
    expect(options.statusCode, options.body).toBe(200);
    const response = passkeyRegistration(options.json(), t.config.publicUrl, credentialId);
    return post('/api/second-factor/passkeys', cookie, { name: 'Laptop', response });
  }

  it('refuses a passkey whose credential id is already registered with 409 and a clear message, logging no database text', async () => {
    const credentialId = new Uint8Array(Buffer.from('a-credential-id-already-in-use'));
    const admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    expect((await addPasskey(admin, credentialId)).statusCode).toBe(200);
    const volunteer = await registeredCookie(t.app, admin, {
      name: 'Vic',
      email: 'vic@example.org',
      password: 'Volunteer-Passw0rd-7',
      role: 'volunteer',
    });
    const linesBefore = log.lines.length;

    const duplicate = await addPasskey(volunteer, credentialId);
    expect(duplicate.statusCode, duplicate.body).toBe(409);
    expect(duplicate.json().error).toEqual({ code: 'passkey_taken', message: secondFactorMessages.passkeyTaken });
    const status = await t.app.inject({ url: '/api/second-factor', headers: { cookie: volunteer } });
    expect(status.json().passkeys).toEqual([]);
    const logged = log.lines.slice(linesBefore).join('');
    expect(logged).not.toMatch(databaseText);
    expect(logged).not.toContain(Buffer.from(credentialId).toString('base64url'));
  });

  it('logs a value the database cannot hold by its SQLSTATE only, never the statement or the value', async () => {
    const linesBefore = log.lines.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        name: 'Nul',
        email: 'nul@example.org',
        subject: 'A question',
        message: `private-words-\u0000-here, and enough of them to pass the form's shortest message.`,
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    const logged = log.lines.slice(linesBefore).join('');
    expect(logged).toContain('request refused: unstorable input');
    expect(logged).toContain('"code":"22');
    expect(logged).not.toMatch(databaseText);
    expect(logged).not.toContain('private-words');
    expect(logged).not.toContain('nul@example.org');
  });

  it('logs any database error by its SQLSTATE and the constraint, never its statement, values or detail', async () => {
    const row = { id: 'another-credential', userId: '00000000-0000-4000-8000-000000000000', name: 'x', publicKey: 'y' };
    const fromDrizzle = await t.app.database.db
      .insert(passkeys)
      .values(row)
      .catch((err: unknown) => err);
    const fromDriver = await t.app.database
      .query('SELECT $1::uuid', ['not-a-uuid-but-private'])
      .catch((err: unknown) => err);
    const linesBefore = log.lines.length;
    t.app.log.error({ err: fromDrizzle }, 'request failed');
    t.app.log.error({ err: fromDriver }, 'request failed');
    const [drizzleLine, driverLine] = log.lines.slice(linesBefore).map((l) => JSON.parse(l) as { err: object });
    expect(drizzleLine!.err).toMatchObject({ code: '23503', constraint: 'passkeys_user_id_fkey' });
    expect(driverLine!.err).toMatchObject({ code: '22P02' });
    const logged = log.lines.slice(linesBefore).join('');
    expect(logged).toContain('"stack":');
    expect(logged).not.toMatch(/Failed query|params:|insert into|not present|private/i);
  });
});
