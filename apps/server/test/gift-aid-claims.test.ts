import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appeal, DonationList, GiveAnswer } from '@lmr/shared/donations';
import type { SupporterPage } from '@lmr/shared/supporters';
import type { ClaimFigures, GiftAidClaim } from '@lmr/shared/gift-aid-claims';
import type { GiftAidDeclaration } from '@lmr/shared/tax-relief';
import { giftAidClaimWords } from '@lmr/shared/gift-aid-claim-words';
import { earliestDateLabel, overClaimedLabel } from '../src/domains/tax-relief/claim-schedule.ts';
import { readOdsRows } from './support/ods-reader.ts';
import { type PaymentsApp, startGiftAidApp } from './support/payments-app.ts';
import { dayFromToday } from './support/roster.ts';

/**
 * Gift Aid claims made (decision 162): a claim marks the gifts it lists, so that no later claim lists them again,
 * under two admins at once too; a gift refunded in part is claimed at what is left, and one refunded after it was
 * claimed is given back on the next claim. Files read back with the independent reader (ods-reader.ts).
 */
describe('Gift Aid claims: each gift claimed once, at what the donor finally gave', () => {
  let app: PaymentsApp;
  const from = dayFromToday(-20);
  const today = dayFromToday(0);
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) => app.admin(method, url, payload);
  const claims = '/api/admin/tax-relief/gift-aid-claims';

  const declare = async (email: string, lastName: string, way = 'writing', madeOn = dayFromToday(-30)) => {
    const answer = await admin('POST', '/api/admin/tax-relief/gift-aid-declarations', {
      title: 'Mr',
      firstName: 'Tom',
      lastName,
      house: '7',
      postcode: 'im4 7nl',
      email,
      scope: 'all-gifts',
      way,
      madeOn,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json<GiftAidDeclaration>();
  };
  const cancel = async (declaration: GiftAidDeclaration) => {
    const answer = await admin('POST', `/api/admin/tax-relief/gift-aid-declarations/${declaration.id}/cancel`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<GiftAidDeclaration>();
  };
  const giveOnline = async (email: string, amountPence: number) => {
    const given = await app.t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: { amountPence, way: 'online', name: 'A Donor', email },
      headers: { origin: app.t.config.publicUrl },
    });
    const answer = given.json<GiveAnswer>();
    if (answer.way !== 'online') throw new Error('expected the payment page');
    expect((await app.stripe.deliver(app.stripe.pay(answer.url.split('/').at(-1)!), app.webhookUrl)).status).toBe(200);
  };
  const recordGift = async (email: string, receivedOn: string, amountPence: number) => {
    const answer = await admin('POST', '/api/admin/donations', {
      amountPence,
      way: 'cash',
      name: 'T',
      email,
      receivedOn,
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };
  const preview = async () => {
    const answer = await admin('GET', `${claims}/preview?from=${from}&to=${today}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ClaimFigures>();
  };
  const make = (figures: ClaimFigures) => admin('POST', claims, figures);
  const fileOf = async (claim: GiftAidClaim) => {
    const answer = await admin('GET', `${claims}/${claim.id}/file`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.oasis.opendocument.spreadsheet');
    return answer.rawPayload;
  };
  const giftRows = (rows: (string | number)[][]) => rows.slice(rows.findIndex((r) => r[0] === 'Title') + 1);
  const overClaimed = (rows: (string | number)[][]) => rows.find((r) => r[0] === overClaimedLabel)?.[1];
  const hmrc = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;
  /** Makes the claim that gives back what was over-claimed, in its file's row; given back once, the next has none. */
  const giveBack = async (figures: ClaimFigures, pounds: number) => {
    const adjusting = (await make(figures)).json<GiftAidClaim>();
    expect(overClaimed(await readOdsRows(await fileOf(adjusting)))).toBe(pounds);
    expect(await preview()).toMatchObject({ gifts: 0, adjustmentPence: 0 });
  };

  beforeAll(async () => {
    app = await startGiftAidApp();
  });
  afterAll(() => app?.close());

  it('a claim marks its gifts: an overlapping claim lists none of them, its file downloads again the same, and withdrawn its gifts are free', async () => {
    await declare('tom@example.org', 'Kinvig');
    await recordGift('tom@example.org', dayFromToday(-5), 2000);
    await recordGift('tom@example.org', dayFromToday(-3), 1500);
    const figures = await preview();
    expect(figures).toEqual({ from, to: today, gifts: 2, totalPence: 3500, adjustmentPence: 0 });

    // Asked first by what it covers; a claim for figures no longer true makes nothing.
    expect(giftAidClaimWords.askMake(figures)).toContain('Make a claim for 2 gifts, £35.00, from');
    const stale = await make({ ...figures, gifts: 3, totalPence: 4500 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(giftAidClaimWords.changed);
    const made = await make(figures);
    expect(made.statusCode, made.body).toBe(201);
    const claim = made.json<GiftAidClaim>();
    expect(claim).toMatchObject({ gifts: 2, totalPence: 3500, state: 'made' });

    const file = await fileOf(claim);
    const rows = await readOdsRows(file);
    expect(rows[0]!.slice(0, 2)).toEqual([earliestDateLabel, hmrc(dayFromToday(-5))]);
    expect(giftRows(rows)).toEqual([
      ['Mr', 'Tom', 'Kinvig', '7', 'IM4 7NL', '', '', hmrc(dayFromToday(-5)), 20],
      ['Mr', 'Tom', 'Kinvig', '7', 'IM4 7NL', '', '', hmrc(dayFromToday(-3)), 15],
    ]);

    // Downloaded again, or for overlapping days, no gift is listed twice.
    const again = await preview();
    expect(again).toMatchObject({ gifts: 0, totalPence: 0 });
    const previewFile = await admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${dayFromToday(-4)}&to=${today}`);
    expect(giftRows(await readOdsRows(previewFile.rawPayload))).toEqual([]);
    const nothing = await make(again);
    expect(nothing.json().error.message).toBe(giftAidClaimWords.nothingToClaim);
    expect((await fileOf(claim)).equals(file)).toBe(true);

    const withdrawn = await admin('POST', `${claims}/${claim.id}/withdraw`);
    expect(withdrawn.json<GiftAidClaim>().state).toBe('withdrawn');
    expect((await admin('POST', `${claims}/${claim.id}/withdraw`)).statusCode).toBe(409);
    expect(await preview()).toMatchObject({ gifts: 2, totalPence: 3500 });

    const second = (await make(await preview())).json<GiftAidClaim>();
    expect((await admin('POST', `${claims}/${second.id}/submitted`)).json<GiftAidClaim>().state).toBe('submitted');
    const refused = await admin('POST', `${claims}/${second.id}/withdraw`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(giftAidClaimWords.notOpen);
    const listed = (await admin('GET', claims)).json<{ claims: GiftAidClaim[] }>().claims;
    expect(listed.map((c) => [c.number, c.state])).toEqual([
      [second.number, 'submitted'],
      [claim.number, 'withdrawn'],
    ]);
  });

  it('two admins making the same claim at once make it once', async () => {
    await declare('una@example.org', 'Cregeen');
    await recordGift('una@example.org', dayFromToday(-2), 1000);
    const figures = await preview();
    expect(figures).toMatchObject({ gifts: 1, totalPence: 1000 });
    const answers = await Promise.all([make(figures), make(figures)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    // The second waited for the first, then found its gift claimed: its figures no longer true, nothing made.
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toBe(giftAidClaimWords.changed);
    const { rows } = await app.t.app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gift_aid_claim_lines l JOIN donations d ON d.id = l.gift_id
        WHERE d.email = 'una@example.org'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a gift refunded in part is claimed at what is left; refunded again after the claim, the next claim gives it back', async () => {
    await declare('vic@example.org', 'Quilliam');
    await giveOnline('vic@example.org', 1000);
    const { rows } = await app.t.app.database.query<{ id: string }>(
      `SELECT p.id FROM payments p JOIN donations d ON d.id::text = p.reference WHERE d.email = 'vic@example.org'`,
    );
    const refund = (amountPence: number) =>
      admin('POST', `/api/admin/payments/${rows[0]!.id}/refunds`, { amountPence, idempotencyKey: randomUUID() });
    expect((await refund(300)).statusCode).toBe(201);

    const figures = await preview();
    expect(figures).toMatchObject({ gifts: 1, totalPence: 700, adjustmentPence: 0 });
    const claim = (await make(figures)).json<GiftAidClaim>();
    expect(giftRows(await readOdsRows(await fileOf(claim))).map((r) => r.at(-1))).toEqual([7]);

    expect((await refund(200)).statusCode).toBe(201);
    const next = await preview();
    expect(next).toMatchObject({ gifts: 0, totalPence: 0, adjustmentPence: 200 });
    expect(giftAidClaimWords.askMake(next)).toContain('less £2.00 over-claimed before');
    await giveBack(next, 2);
  });

  it('a phone declaration cancelled within its 30 days after its gift was claimed: the next claim gives the gift back', async () => {
    const declaration = await declare('wyn@example.org', 'Corlett', 'phone', dayFromToday(-10));
    await recordGift('wyn@example.org', dayFromToday(-5), 1200);
    const figures = await preview();
    expect(figures).toMatchObject({ gifts: 1, totalPence: 1200, adjustmentPence: 0 });
    expect((await make(figures)).statusCode).toBe(201);

    // HMRC treats it as never made: the gift it covered was never declared, so its claim is given back once.
    expect((await cancel(declaration)).void).toBe(true);
    const next = await preview();
    expect(next).toEqual({ from, to: today, gifts: 0, totalPence: 0, adjustmentPence: 1200 });
    await giveBack(next, 12);
  });

  it('a phone declaration cancelled after its 30 days keeps its claimed gifts claimed and covers no gift after', async () => {
    const declaration = await declare('xan@example.org', 'Faragher', 'phone', dayFromToday(-40));
    await recordGift('xan@example.org', dayFromToday(-5), 800);
    expect((await make(await preview())).statusCode).toBe(201);

    expect((await cancel(declaration)).void).toBe(false);
    await giveOnline('xan@example.org', 500);
    expect(await preview()).toEqual({ from, to: today, gifts: 0, totalPence: 0, adjustmentPence: 0 });
  });

  it('one charge of a monthly gift refunded in part, then whole: the appeal, the admins’ list, the supporter’s record and the claim follow that month only', async () => {
    await declare('yan@example.org', 'Crellin');
    const given = await app.t.app.inject({
      method: 'POST',
      url: '/api/donations',
      payload: { amountPence: 800, way: 'online', monthly: true, name: 'Yan Crellin', email: 'yan@example.org' },
      headers: { origin: app.t.config.publicUrl },
    });
    const answer = given.json<GiveAnswer>();
    if (answer.way !== 'online') throw new Error('expected the payment page');
    const sessionId = answer.url.split('/').at(-1)!;
    expect((await app.stripe.deliver(app.stripe.pay(sessionId), app.webhookUrl)).status).toBe(200);
    const subscription = app.stripe.session(sessionId).subscription!;
    for (const month of [1, 2])
      expect((await app.stripe.deliver(app.stripe.invoicePaid(subscription), app.webhookUrl)).status, `${month}`).toBe(
        200,
      );
    const raised = async () =>
      (await app.t.app.inject({ method: 'GET', url: '/api/donations/appeal' })).json<Appeal>().raisedPence;
    const before = await raised();
    expect(await preview()).toMatchObject({ gifts: 2, totalPence: 1600 });

    // Each month paid is a payment of its own, refunded as a one-off gift is.
    const { rows } = await app.t.app.database.query<{ id: string; reference: string }>(
      `SELECT p.id, p.reference FROM payments p JOIN donations d ON d.id::text = p.reference
        WHERE p.purpose = 'donation' AND d.email = 'yan@example.org' ORDER BY d.created_at`,
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [{ id: string; reference: string }, { id: string; reference: string }];
    const [found] = (await admin('POST', '/api/admin/supporters/search', { q: 'yan@example.org' })).json<{
      supporters: { id: string }[];
    }>().supporters;
    /** How the first month reads on the admins' list and on the supporter's record. */
    type Shown = { state: string; refundedPence: number; summary: string };
    /** Refunds the first month by this much: the appeal, the claim, the admins' list and the record follow it. */
    const refundFirst = async (amountPence: number, after: { raised: number; claimed: object; shown: Shown }) => {
      const refunded = await admin('POST', `/api/admin/payments/${first.id}/refunds`, {
        amountPence,
        idempotencyKey: randomUUID(),
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
      expect(await raised()).toBe(after.raised);
      expect(await preview()).toMatchObject(after.claimed);
      const listed = (await admin('GET', '/api/admin/donations')).json<DonationList>().donations;
      expect(listed.filter((d) => d.email === 'yan@example.org').map((d) => [d.id, d.state, d.refundedPence])).toEqual(
        expect.arrayContaining([
          [first.reference, after.shown.state, after.shown.refundedPence],
          [second.reference, 'received', 0],
        ]),
      );
      const record = (await admin('GET', `/api/admin/supporters/${found!.id}`)).json<SupporterPage>();
      const gifts = record.timeline.filter((e) => e.kind === 'donation').map((e) => e.summary);
      expect(gifts.sort()).toEqual(['Gift of £8.00 (online, received)', after.shown.summary]);
    };

    await refundFirst(300, {
      raised: before - 300,
      claimed: { gifts: 2, totalPence: 1300 },
      shown: { state: 'received', refundedPence: 300, summary: 'Gift of £8.00 (online, received, £3.00 refunded)' },
    });
    await refundFirst(500, {
      raised: before - 800,
      claimed: { gifts: 1, totalPence: 800 },
      shown: { state: 'refunded', refundedPence: 800, summary: 'Gift of £8.00 (online, refunded)' },
    });
  });
});
