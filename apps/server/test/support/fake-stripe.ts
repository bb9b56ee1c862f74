import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe API of our own on 127.0.0.1, for tests: Stripe cannot be reached from here. The `stripe`
 * package is pointed at it (STRIPE_API_BASE becomes its host, port and protocol options) and it answers the
 * calls the payments domain makes: checkout sessions created and read, refunds, subscriptions read, changed and
 * cancelled. Like Stripe it answers a
 * request sent again with the same Idempotency-Key with the first answer, and records what it received. It
 * "pays" or expires a session as a buyer or the clock would, and delivers the event signed as Stripe signs
 * (`stripe.webhooks.generateTestHeaderString`) with the webhook secret.
 */

type Form = { [key: string]: string | Form };

export interface ReceivedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body, its bracketed keys nested: `line_items[0][quantity]` is `form.line_items['0'].quantity`. */
  form: Form;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  subscription: string | null;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Form;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
}

/** A monthly checkout's subscription, with its one item's price as Stripe shows it. */
interface Subscription {
  id: string;
  object: 'subscription';
  status: 'active' | 'canceled';
  metadata: Form;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      price: { id: string; object: 'price'; product: string; currency: string; unit_amount: number; recurring: Form };
    }[];
  };
}

interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  status: 'pending' | 'succeeded' | 'failed';
  payment_intent: string;
  metadata: Form;
}

export type FakeEvent = Stripe.Event;

const SECRET_KEY = 'sk_test_fakestripe0123456789';
const WEBHOOK_SECRET = 'whsec_fakestripe0123456789';

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `a[b][0][c]=x` as `{ a: { b: { 0: { c: 'x' } } } }`. */
function parseForm(body: string): Form {
  const form: Form = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = form;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Form;
    node[path.at(-1)!] = value;
  }
  return form;
}

const text = (value: string | Form | undefined) => (typeof value === 'string' ? value : '');

/**
 * `port`: a fixed port (the browser tests' other processes must find it). `webhookUrl`: where its checkout page
 * delivers the completed event when a browser "pays" there, as Stripe does. `now`: Stripe's clock, which dates and
 * signs its events, for a site whose clock a test has moved (the signature's time must be within minutes of it).
 */
export async function startFakeStripe(options: { port?: number; webhookUrl?: string; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const requests: ReceivedRequest[] = [];
  const sessions = new Map<string, Session>();
  /** Each payment intent's amount and what was refunded of it. */
  const intents = new Map<string, { amount: number; refunded: number }>();
  const refunds: { paymentIntent: string; amount: number }[] = [];
  /** Each refund as Stripe shows it, by its id: made through the API or in the dashboard. */
  const refundObjects = new Map<string, StripeRefund>();
  /** The payment intent that paid each invoice paid for something, as Stripe's invoice payments list it. */
  const invoicePayments = new Map<string, string>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const subscriptions = new Map<string, Subscription>();
  /** What each subscription checkout asked its subscription to carry, and its line's `recurring` (month or year). */
  const subscriptionData = new Map<string, Form>();
  /** Subscriptions anchored later (`billing_cycle_anchor`, no proration) whose free first invoice is still to come. */
  const freeFirstInvoice = new Set<string>();
  const anchoredLater = (data: Form | undefined) => Boolean(text(data?.billing_cycle_anchor));
  const stripe = new Stripe(SECRET_KEY);

  function createSession(form: Form): [number, unknown] {
    const lines = Object.values((form.line_items ?? {}) as Form) as Form[];
    const amountTotal = lines.reduce(
      (sum, line) => sum + Number(text((line.price_data as Form).unit_amount)) * Number(text(line.quantity)),
      0,
    );
    const id = newId('cs_test');
    const session: Session = {
      id,
      object: 'checkout.session',
      mode: text(form.mode) === 'subscription' ? 'subscription' : 'payment',
      subscription: null,
      url: `${base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      // Anchored later with no proration, nothing is charged at the checkout.
      amount_total: anchoredLater(form.subscription_data as Form | undefined) ? 0 : amountTotal,
      currency: 'gbp',
      client_reference_id: text(form.client_reference_id) || null,
      customer_email: text(form.customer_email) || null,
      metadata: (form.metadata ?? {}) as Form,
      payment_intent: null,
      expires_at: Number(text(form.expires_at)),
      success_url: text(form.success_url),
      cancel_url: text(form.cancel_url),
    };
    sessions.set(id, session);
    if (session.mode === 'subscription')
      subscriptionData.set(id, {
        ...(form.subscription_data as Form),
        recurring: (lines[0]!.price_data as Form).recurring!,
        unitAmount: String(amountTotal),
      });
    return [200, session];
  }

  function createRefund(form: Form): [number, unknown] {
    const intent = intents.get(text(form.payment_intent));
    const amount = Number(text(form.amount));
    if (!intent) return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
    if (intent.refunded + amount > intent.amount)
      return [
        400,
        { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount' } },
      ];
    return [200, addRefund(text(form.payment_intent), amount, 'succeeded', (form.metadata ?? {}) as Form)];
  }

  function addRefund(paymentIntent: string, amount: number, status: StripeRefund['status'], metadata: Form = {}) {
    intents.get(paymentIntent)!.refunded += amount;
    refunds.push({ paymentIntent, amount });
    const refund: StripeRefund = {
      id: newId('re'),
      object: 'refund',
      amount,
      status,
      payment_intent: paymentIntent,
      metadata,
    };
    refundObjects.set(refund.id, refund);
    return refund;
  }

  /** GET reads a subscription, POST changes its item's price (`items[0][price_data]`), DELETE cancels it. */
  function subscriptionCall(method: string, id: string, form: Form): [number, unknown] {
    const subscription = subscriptions.get(id);
    if (!subscription) return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
    if (method === 'DELETE') {
      if (subscription.status === 'canceled')
        return [400, { error: { type: 'invalid_request_error', message: 'This subscription is already canceled' } }];
      subscription.status = 'canceled';
    }
    if (method === 'POST') {
      const item = ((form.items ?? {}) as Form)['0'] as Form | undefined;
      const known = subscription.items.data.find((i) => i.id === text(item?.id));
      const price = item?.price_data as Form | undefined;
      if (!known || !price || text(price.product) !== known.price.product)
        return [400, { error: { type: 'invalid_request_error', message: 'Invalid items[0]' } }];
      known.price = { ...known.price, id: newId('price'), unit_amount: Number(text(price.unit_amount)) };
    }
    return [200, subscription];
  }

  /** GET /v1/invoice_payments?invoice=…: how an invoice was paid. */
  function listInvoicePayments(form: Form): [number, unknown] {
    const invoice = text(form.invoice);
    const intent = invoicePayments.get(invoice);
    const data = intent
      ? [
          {
            object: 'invoice_payment',
            invoice,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: intent },
          },
        ]
      : [];
    return [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data }];
  }

  function answer(method: string, path: string, form: Form): [number, unknown] {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && path === '/v1/invoice_payments') return listInvoicePayments(form);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (subscription) return subscriptionCall(method, subscription[1]!, form);
    const session = method === 'GET' ? sessions.get(path.replace('/v1/checkout/sessions/', '')) : undefined;
    if (session) return [200, session];
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server = http.createServer((req, res) => {
    const checkout = /^\/pay\/([\w-]+)$/.exec(req.url ?? '');
    if (checkout) {
      void checkoutPage(req.method ?? 'GET', checkout[1]!, res);
      return;
    }
    // For a test in another process: Stripe delivering a paid session's event once more.
    const resend = /^\/resend\/([\w-]+)$/.exec(req.url ?? '');
    if (resend && req.method === 'POST') {
      void deliverAgain(resend[1]!, res);
      return;
    }
    // For a test in another process: the refunds made of a paid checkout session's payment, in pence.
    const refunded = /^\/refunds\/([\w-]+)$/.exec(req.url ?? '');
    if (refunded && req.method === 'GET') {
      const paymentIntent = sessions.get(refunded[1]!)?.payment_intent;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(refunds.filter((r) => r.paymentIntent === paymentIntent).map((r) => r.amount)));
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const path = url.pathname;
      // A list's filters come in the query, as the SDK sends them.
      const form = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey, form });
      let reply: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        reply = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else if (idempotencyKey && answered.has(idempotencyKey)) {
        reply = answered.get(idempotencyKey)!;
      } else {
        const [status, json] = answer(req.method ?? '', path, form);
        reply = { status, body: json };
        if (idempotencyKey && req.method === 'POST') answered.set(idempotencyKey, reply);
      }
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sessionNamed = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`the fake Stripe has no checkout session ${id}`);
    return session;
  };
  const eventFor = (type: string, session: Session | Subscription | object) =>
    ({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(session) },
    }) as unknown as FakeEvent;

  function startSubscription(session: Session) {
    const id = newId('sub');
    subscriptions.set(id, {
      id,
      object: 'subscription',
      status: 'active',
      metadata: (subscriptionData.get(session.id)?.metadata ?? {}) as Form,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            quantity: 1,
            price: {
              id: newId('price'),
              object: 'price',
              product: newId('prod'),
              currency: 'gbp',
              unit_amount: Number(subscriptionData.get(session.id)!.unitAmount),
              recurring: subscriptionData.get(session.id)!.recurring as Form,
            },
          },
        ],
      },
    });
    return id;
  }

  /** Each session's completed event, as delivered, to be delivered again. */
  const completed = new Map<string, FakeEvent>();

  /**
   * The checkout page the browser is sent to: a button that "pays" (GET), then (POST) the session completes,
   * its signed event goes to `webhookUrl`, and the browser is sent to the success address, as Stripe does.
   */
  async function checkoutPage(method: string, id: string, res: http.ServerResponse) {
    const session = sessions.get(id);
    if (!session || session.status !== 'open') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No such open checkout');
      return;
    }
    if (method === 'GET') {
      const amount = `£${(session.amount_total / 100).toFixed(2)}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><main><h1>Pay ${amount}</h1>` +
          `<form method="post"><button>Pay ${amount}</button></form></main></html>`,
      );
      return;
    }
    const event = fake.pay(id);
    completed.set(id, event);
    if (options.webhookUrl) await fake.deliver(event, options.webhookUrl);
    // A monthly checkout's first month is its first invoice, paid with it.
    if (options.webhookUrl && session.subscription)
      await fake.deliver(fake.invoicePaid(session.subscription), options.webhookUrl);
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) }).end();
  }

  async function deliverAgain(id: string, res: http.ServerResponse) {
    const event = completed.get(id);
    if (!event || !options.webhookUrl) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('No paid checkout to deliver again');
      return;
    }
    const delivered = await fake.deliver(event, options.webhookUrl);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(delivered));
  }

  const fake = {
    /** What the server's configuration needs to use this fake. */
    env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: base },
    secrets: [SECRET_KEY, WEBHOOK_SECRET],
    requests,
    session: sessionNamed,
    /**
     * The buyer pays on the checkout page: the session completes, and its completed event is returned. A monthly
     * checkout starts its subscription instead of a payment intent; its months are paid by `invoicePaid`.
     */
    pay(sessionId: string) {
      const session = sessionNamed(sessionId);
      session.status = 'complete';
      session.payment_status = 'paid';
      if (session.mode === 'subscription') {
        session.subscription = startSubscription(session);
        if (anchoredLater(subscriptionData.get(session.id))) {
          session.payment_status = 'no_payment_required';
          freeFirstInvoice.add(session.subscription);
        }
      } else {
        session.payment_intent = newId('pi');
        intents.set(session.payment_intent, { amount: session.amount_total, refunded: 0 });
      }
      return eventFor('checkout.session.completed', session);
    },
    subscription: (id: string) => subscriptions.get(id),
    /**
     * A month of a subscription paid at its price now: the `invoice.paid` event, the invoice naming its subscription.
     * A subscription anchored later has a first invoice for nothing (the days up to the anchor). A charge is a
     * payment intent, refundable as a checkout's is.
     */
    invoicePaid(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = subscription.items.data[0]!;
      const free = freeFirstInvoice.delete(subscriptionId);
      const id = newId('in');
      const amount = free ? 0 : item.price.unit_amount * item.quantity;
      if (amount > 0) {
        const intent = newId('pi');
        intents.set(intent, { amount, refunded: 0 });
        invoicePayments.set(id, intent);
      }
      return eventFor('invoice.paid', {
        id,
        object: 'invoice',
        status: 'paid',
        currency: 'gbp',
        amount_paid: amount,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscription.id, metadata: structuredClone(subscription.metadata) },
        },
      });
    },
    /** The subscription ends (cancelled, or its payments failed): its `customer.subscription.deleted` event. */
    subscriptionDeleted(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'canceled';
      return eventFor('customer.subscription.deleted', subscription);
    },
    /**
     * The session's time runs out: an open one expires, and its expired event is returned. Asked of a session
     * already paid, the event is the one a late, out-of-order delivery would carry.
     */
    expire(sessionId: string) {
      const session = sessionNamed(sessionId);
      if (session.status === 'open') session.status = 'expired';
      return eventFor('checkout.session.expired', { ...session, status: 'expired' });
    },
    /**
     * A treasurer refunds part or all of a paid checkout's payment in Stripe's dashboard: its `refund.created`
     * event. A card refund may be `pending` first, and settled later by `settleRefund`.
     */
    refundInDashboard(sessionId: string, amount: number, status: 'pending' | 'succeeded' = 'succeeded') {
      const refund = addRefund(sessionNamed(sessionId).payment_intent!, amount, status);
      return eventFor('refund.created', refund);
    },
    /** A pending refund succeeds (`refund.updated`) or fails (`refund.failed`): the money goes back to the payment. */
    settleRefund(refundId: string, status: 'succeeded' | 'failed') {
      const refund = refundObjects.get(refundId)!;
      refund.status = status;
      if (status === 'failed') intents.get(refund.payment_intent)!.refunded -= refund.amount;
      return eventFor(status === 'failed' ? 'refund.failed' : 'refund.updated', refund);
    },
    /** Posts the event to a webhook address, signed as Stripe signs it (with another secret for a forgery). */
    async deliver(event: FakeEvent, url: string, secret = WEBHOOK_SECRET) {
      const payload = JSON.stringify(event);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(now() / 1000),
      });
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
