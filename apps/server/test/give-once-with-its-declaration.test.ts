import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationWords } from '@lmr/shared/donation-words';
import { giftAidWords } from '@lmr/shared/tax-relief-words';
import { migrate } from '../src/db/migrate.ts';
import type { GiveAnswer } from '@lmr/shared/donations';
import { dayFromToday } from './support/roster.ts';
import { readOdsRows } from './support/ods-reader.ts';
import { type PaymentsApp, startGiftAidApp } from './support/payments-app.ts';

/**
 * Donate's gift and the Gift Aid declaration made with it (decision 163): a "this gift" declaration covers the one
 * gift that carried its id, not every gift by its e-mail that hour; and Give sent twice with one key opens one
 * Checkout. Against the fake Stripe, whose signed webhooks reach the listening server.
 */
describe('Donate: Give pressed twice, and the declaration a gift carries', () => {
  let app: PaymentsApp;
  let visitorNumber = 0;
  const visitor = (url: string, payload: object) =>
    app.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.0.7.${++visitorNumber % 250}`,
      headers: { origin: app.t.config.publicUrl },
    });
  const sessionsFor = (email: string) =>
    app.stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.form.customer_email === email,
    );
  const giveOnline = async (gift: object) => {
    const answer = await visitor('/api/donations', { way: 'online', name: 'Gwen Quirk', ...gift });
    expect(answer.statusCode, answer.body).toBe(201);
    const given = answer.json<GiveAnswer>();
    if (given.way !== 'online') throw new Error('expected the payment page');
    return given.url;
  };
  const pay = async (url: string) =>
    expect((await app.stripe.deliver(app.stripe.pay(url.split('/').at(-1)!), app.webhookUrl)).status).toBe(200);

  beforeAll(async () => {
    app = await startGiftAidApp();
  });
  afterAll(() => app?.close());

  it('a declaration for this gift covers the gift that carried it, not another by the same e-mail that hour', async () => {
    const email = 'gwen@example.org';
    const declared = await visitor('/api/tax-relief/gift-aid-declarations', {
      firstName: 'Gwen',
      lastName: 'Quirk',
      house: '3',
      postcode: 'IM4 7NL',
      email,
      scope: 'this-gift',
    });
    expect(declared.statusCode).toBe(201);
    const { id } = declared.json<{ id: string }>();
    const withDeclaration = await giveOnline({ amountPence: 1500, email, declarationId: id });
    const without = await giveOnline({ amountPence: 700, email });
    await pay(withDeclaration);
    await pay(without);

    const today = dayFromToday(0);
    const claim = await app.admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${today}&to=${today}`);
    const rows = await readOdsRows(claim.rawPayload);
    const lines = rows.slice(rows.findIndex((r) => r[0] === 'Title') + 1);
    expect(lines.map((r) => [r[2], r.at(-1)])).toEqual([['Quirk', 15]]);

    // The declaration has gone with its gift: another gift cannot carry it too.
    const again = await visitor('/api/donations', {
      way: 'online',
      name: 'Gwen Quirk',
      amountPence: 900,
      email,
      declarationId: id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(donationWords.declarationNotTied);
  });

  it('Give sent twice at once with one key makes one gift and opens one Checkout, the same address for both', async () => {
    const email = 'twice@example.org';
    const gift = { amountPence: 2000, email, giveKey: randomUUID() };
    const [first, second] = await Promise.all([giveOnline(gift), giveOnline(gift)]);
    expect(second).toBe(first);
    expect(new Set(sessionsFor(email).map((r) => r.idempotencyKey)).size).toBe(1);
    const { rows } = await app.t.app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM donations WHERE email = '${email}'`,
    );
    expect(rows[0]!.n).toBe(1);

    // The key with another amount is refused, not taken for the first gift's page.
    const changed = await visitor('/api/donations', { way: 'online', name: 'Gwen Quirk', ...gift, amountPence: 2500 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(donationWords.giveKeyUsed);
  });

  it('a declaration for this gift made after paying covers that gift; one naming another donor’s gift is refused', async () => {
    const email = 'ivy@example.org';
    const url = await giveOnline({ amountPence: 1100, email, name: 'Ivy Kewley' });
    await pay(url);
    // Back on Donate, the page learns the gift it paid for from the payment's check.
    const checked = await visitor('/api/payments/check', { sessionId: url.split('/').at(-1) });
    const { purpose, reference: giftId } = checked.json<{ purpose: string; reference: string }>();
    expect(purpose).toBe('donation');
    const declaration = (who: string, lastName: string) => ({
      firstName: who,
      lastName,
      house: '9',
      postcode: 'IM4 7NL',
      email: `${who.toLowerCase()}@example.org`,
      scope: 'this-gift',
      giftId,
    });

    const stranger = await visitor('/api/tax-relief/gift-aid-declarations', declaration('Mal', 'Teare'));
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().error.message).toBe(giftAidWords.notYourGift);
    const allGifts = await visitor('/api/tax-relief/gift-aid-declarations', {
      ...declaration('Ivy', 'Kewley'),
      scope: 'all-gifts',
    });
    expect(allGifts.statusCode).toBe(400);
    expect(allGifts.json().error.fields.scope).toBe(giftAidWords.giftIdThisGift);
    const declared = await visitor('/api/tax-relief/gift-aid-declarations', declaration('Ivy', 'Kewley'));
    expect(declared.statusCode, declared.body).toBe(201);
    const twice = await visitor('/api/tax-relief/gift-aid-declarations', declaration('Ivy', 'Kewley'));
    expect(twice.json().error.message).toBe(giftAidWords.giftDeclared);
    const { rows: made } = await app.t.app.database.query<{ email: string }>(
      `SELECT email FROM gift_aid_declarations WHERE last_name IN ('Teare', 'Kewley')`,
    );
    expect(made).toEqual([{ email }]);

    const today = dayFromToday(0);
    const claim = await app.admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${today}&to=${today}`);
    const rows = await readOdsRows(claim.rawPayload);
    expect(rows.filter((r) => r[2] === 'Kewley').map((r) => r.at(-1))).toEqual([11]);
  });

  it('on upgrade, a declaration made before is tied to the one gift the old rule matched first, the nearest', async () => {
    const query = (sql: string, params?: unknown[]) => app.t.app.database.query(sql, params);
    const gift = (reference: string, minutes: number) =>
      query(
        `INSERT INTO donations (reference, amount_pence, way, state, name, email, created_at, received_at)
         VALUES ($1, 500, 'online', 'received', 'Hal Cain', 'hal@example.org', now() - make_interval(mins => $2), now())`,
        [reference, minutes],
      );
    await gift('LMR-EARLIER1', 50);
    await gift('LMR-NEARER01', 20);
    await query(`INSERT INTO gift_aid_declarations (first_name, last_name, house, postcode, email, scope, way, made_at)
      VALUES ('Hal', 'Cain', '1', 'IM4 7NL', 'hal@example.org', 'this-gift', 'online', now() - interval '25 minutes')`);
    await query('ALTER TABLE gift_aid_declarations DROP COLUMN donation_id, DROP COLUMN booking_order_id');
    const again = ['2290_gift_aid_declaration_tied_to_its_gift.sql'];
    await query('DELETE FROM schema_migrations WHERE name = ANY($1)', [again]);
    expect(await migrate(app.t.app.database, { only: new Set(again) })).toEqual(again);
    const { rows } = await query(
      `SELECT g.reference FROM gift_aid_declarations d JOIN donations g ON g.id = d.donation_id
        WHERE d.email = 'hal@example.org'`,
    );
    expect(rows).toEqual([{ reference: 'LMR-NEARER01' }]);
  });
});
