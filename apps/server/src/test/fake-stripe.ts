import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the parts of Stripe's HTTP API Brigade uses (DESIGN.md §4.5: mock only what is
 * outside the system, with a server speaking its protocol). It speaks what stripe-node 23 sends
 * (form-encoded bodies with bracketed keys, `expand[]`, Idempotency-Key) and answers in the shapes of the
 * API version that SDK pins (an invoice's client secret is `confirmation_secret`, a subscription's
 * period end lives on its items):
 *
 *   GET  /v1/prices/:id                    the plan
 *   POST /v1/customers                     a customer (idempotent by key)
 *   POST /v1/subscriptions                 an incomplete subscription with an open invoice and a payment intent
 *   GET  /v1/subscriptions/:id             (expand latest_invoice.confirmation_secret)
 *   POST /v1/subscriptions/:id             cancel_at_period_end
 *   POST /v1/payment_intents/:id/confirm   what the Stripe.js stand-in calls from the browser (CORS)
 *   GET  /v3                               the Stripe.js stand-in (stripe-js-stand-in.js)
 *
 * A confirmed payment makes the subscription active and, when a webhook target is set, delivers
 * `invoice.paid` and `customer.subscription.updated` signed as Stripe signs them.
 */

/** Card numbers the stand-in declines, with Stripe's message. */
export const DECLINED_CARD = '4000000000000002';
export const DECLINED_MESSAGE = 'Your card was declined.';

const DAY_S = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export type FakePrice = { id: string; unit_amount: number; currency: string; interval: string };

export type FakeStripeOptions = {
  secretKey?: string;
  publishableKey?: string;
  prices?: FakePrice[];
};

export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
};

type Sub = {
  id: string;
  customer: string;
  status: string;
  price: FakePrice;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  invoiceId: string;
  metadata: Record<string, unknown>;
};
type Intent = { id: string; client_secret: string; status: string; subscriptionId: string; amount: number };

export type FakeStripe = {
  /** http://127.0.0.1:port */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Where Brigade should load Stripe.js from (STRIPE_JS_URL). */
  jsUrl: string;
  requests: RecordedRequest[];
  customers: Map<string, { id: string; email?: string; metadata: Record<string, unknown> }>;
  subscriptions: Map<string, Sub>;
  /** Deliver webhooks here after a confirmed payment (and from `deliver`). */
  setWebhookTarget(url: string, secret: string): void;
  /** The subscription as the API shows it (what a webhook event carries). */
  subscriptionObject(id: string): Stripe.Subscription;
  /** A signed event: the raw body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    object: unknown,
    options?: { id?: string; created?: number; secret?: string },
  ): { payload: string; signature: string; id: string };
  /** Marks a payment intent paid, as a successful card confirmation does (without webhooks). */
  pay(subscriptionId: string): void;
  close(): Promise<void>;
};

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake';
  const publishableKey = options.publishableKey ?? 'pk_test_fake';
  const prices = new Map(
    (options.prices ?? [{ id: 'price_monthly', unit_amount: 1200, currency: 'usd', interval: 'month' }]).map(
      (p) => [p.id, p],
    ),
  );
  const signer = new Stripe(secretKey);
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; email?: string; metadata: Record<string, unknown> }>();
  const subscriptions = new Map<string, Sub>();
  const intents = new Map<string, Intent>();
  /** Idempotency-Key → the first answer, replayed for a retry with the same key (as Stripe does for 24 h). */
  const replays = new Map<string, { status: number; body: unknown }>();
  let webhook: { url: string; secret: string } | undefined;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}${randomBytes(3).toString('hex')}`;
  const standIn = readFileSync(new URL('./stripe-js-stand-in.js', import.meta.url), 'utf8');

  const priceObject = (p: FakePrice) => ({
    id: p.id,
    object: 'price',
    active: true,
    currency: p.currency,
    unit_amount: p.unit_amount,
    type: 'recurring',
    recurring: { interval: p.interval, interval_count: 1 },
  });

  const invoiceObject = (sub: Sub) => {
    const intent = [...intents.values()].find((i) => i.subscriptionId === sub.id);
    return {
      id: sub.invoiceId,
      object: 'invoice',
      customer: sub.customer,
      status: intent?.status === 'succeeded' ? 'paid' : 'open',
      amount_due: sub.price.unit_amount,
      currency: sub.price.currency,
      confirmation_secret: intent ? { client_secret: intent.client_secret, type: 'payment_intent' } : null,
    };
  };

  const subscriptionObject = (sub: Sub, expand: string[] = []): Stripe.Subscription =>
    ({
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      created: sub.current_period_start,
      start_date: sub.current_period_start,
      metadata: sub.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id.slice(4)}`,
            object: 'subscription_item',
            price: priceObject(sub.price),
            quantity: 1,
            current_period_start: sub.current_period_start,
            current_period_end: sub.current_period_end,
          },
        ],
        has_more: false,
      },
      latest_invoice: expand.some((e) => e.startsWith('latest_invoice')) ? invoiceObject(sub) : sub.invoiceId,
    }) as unknown as Stripe.Subscription;

  const signedEvent: FakeStripe['signedEvent'] = (type, object, opts = {}) => {
    const id = opts.id ?? nextId('evt');
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: opts.created ?? nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const secret = opts.secret ?? webhook?.secret ?? 'whsec_fake';
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }), id };
  };

  const deliver = async (type: string, object: unknown) => {
    if (!webhook) return;
    const event = signedEvent(type, object);
    const res = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
      body: event.payload,
    });
    if (!res.ok) throw new Error(`webhook ${type} answered ${res.status}: ${await res.text()}`);
  };

  const pay = (subscriptionId: string) => {
    const sub = subscriptions.get(subscriptionId);
    const intent = [...intents.values()].find((i) => i.subscriptionId === subscriptionId);
    if (!sub || !intent) throw new Error(`no payment for ${subscriptionId}`);
    intent.status = 'succeeded';
    sub.status = 'active';
  };

  type Answer = { status: number; body: unknown; after?: () => Promise<void> };
  type Handler = (
    params: Record<string, unknown>,
    match: RegExpExecArray,
    req: IncomingMessage,
  ) =>
    | Promise<{ status: number; body: unknown; after?: () => Promise<void> }>
    | { status: number; body: unknown };

  const missing = (what: string, id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
        param: 'id',
      },
    },
  });

  const routes: [string, RegExp, Handler, 'secret' | 'publishable'][] = [
    [
      'GET',
      /^\/v1\/prices\/([^/]+)$/,
      (_p, m) => {
        const price = prices.get(m[1]);
        return price ? { status: 200, body: priceObject(price) } : missing('price', m[1]);
      },
      'secret',
    ],
    [
      'POST',
      /^\/v1\/customers$/,
      (p) => {
        const customer = {
          id: nextId('cus'),
          email: p.email as string | undefined,
          metadata: (p.metadata as Record<string, unknown>) ?? {},
        };
        customers.set(customer.id, customer);
        return { status: 200, body: { ...customer, object: 'customer', name: p.name ?? null } };
      },
      'secret',
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (p) => {
        const customer = p.customer as string;
        if (!customers.has(customer)) return missing('customer', customer);
        const items = (p.items as Record<string, unknown>[] | undefined) ?? [];
        const priceId = items[0]?.price as string;
        const price = prices.get(priceId);
        if (!price) return missing('price', priceId);
        const start = nowSeconds();
        const sub: Sub = {
          id: nextId('sub'),
          customer,
          status: 'incomplete',
          price,
          cancel_at_period_end: false,
          current_period_start: start,
          current_period_end: start + 30 * DAY_S,
          invoiceId: nextId('in'),
          metadata: (p.metadata as Record<string, unknown>) ?? {},
        };
        subscriptions.set(sub.id, sub);
        const intentId = nextId('pi');
        intents.set(intentId, {
          id: intentId,
          client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
          status: 'requires_payment_method',
          subscriptionId: sub.id,
          amount: price.unit_amount,
        });
        return { status: 200, body: subscriptionObject(sub, (p.expand as string[]) ?? []) };
      },
      'secret',
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (p, m) => {
        const sub = subscriptions.get(m[1]);
        return sub
          ? { status: 200, body: subscriptionObject(sub, (p.expand as string[]) ?? []) }
          : missing('subscription', m[1]);
      },
      'secret',
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (p, m) => {
        const sub = subscriptions.get(m[1]);
        if (!sub) return missing('subscription', m[1]);
        if (p.cancel_at_period_end !== undefined)
          sub.cancel_at_period_end = p.cancel_at_period_end === 'true';
        const body = subscriptionObject(sub, (p.expand as string[]) ?? []);
        return {
          status: 200,
          body,
          after: () => deliver('customer.subscription.updated', subscriptionObject(sub)),
        };
      },
      'secret',
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (p, m) => {
        const intent = intents.get(m[1]);
        if (!intent || intent.client_secret !== p.client_secret) return missing('payment_intent', m[1]);
        const card = (
          (p.payment_method as Record<string, Record<string, string>>)?.card?.number ?? ''
        ).replace(/\s/g, '');
        if (card === DECLINED_CARD || card.length < 12) {
          return {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: card.length < 12 ? 'incorrect_number' : 'card_declined',
                message: card.length < 12 ? 'Your card number is incomplete.' : DECLINED_MESSAGE,
              },
            },
          };
        }
        pay(intent.subscriptionId);
        const sub = subscriptions.get(intent.subscriptionId) as Sub;
        return {
          status: 200,
          body: { id: intent.id, object: 'payment_intent', status: intent.status, amount: intent.amount },
          after: async () => {
            await deliver('invoice.paid', invoiceObject(sub));
            await deliver('customer.subscription.updated', subscriptionObject(sub));
          },
        };
      },
      'publishable',
    ],
  ];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The browser calls the confirm endpoint from Brigade's origin.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (req.method === 'OPTIONS') return send(res, 204, undefined);
    if (req.method === 'GET' && url.pathname === '/v3') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return res.end(standIn);
    }
    const body = await readBody(req);
    const params = parseForm(req.method === 'GET' ? url.searchParams.toString() : body);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, params });

    for (const [method, pattern, handle, keyKind] of routes) {
      const match = pattern.exec(url.pathname);
      if (!match || method !== req.method) continue;
      const key =
        keyKind === 'secret'
          ? /^Bearer (.+)$/.exec(header(req, 'authorization') ?? '')?.[1]
          : (params.key as string | undefined);
      if (key !== (keyKind === 'secret' ? secretKey : publishableKey)) {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : undefined;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) {
        res.setHeader('idempotent-replayed', 'true');
        return send(res, replay.status, replay.body);
      }
      const answer: Answer = await handle(params, match, req);
      if (replayKey) replays.set(replayKey, { status: answer.status, body: answer.body });
      send(res, answer.status, answer.body);
      if (answer.after)
        await answer.after().catch((err: unknown) => console.error('fake stripe webhook:', err));
      return;
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    secretKey,
    publishableKey,
    jsUrl: `${url}/v3`,
    requests,
    customers,
    subscriptions,
    setWebhookTarget(target, secret) {
      webhook = { url: target, secret };
    },
    subscriptionObject(id) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      return subscriptionObject(sub);
    },
    signedEvent,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Stripe's form encoding back into objects: `items[0][price]=p` → { items: [{ price: 'p' }] },
 * `expand[0]=a` or `expand[]=a` → { expand: ['a'] }.
 */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split('[').map((p) => p.replace(/\]$/, ''));
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]);
      const container = node as Record<string, unknown>;
      const key = Array.isArray(node) && part === '' ? String(node.length) : part;
      if (last) {
        container[key] = value;
      } else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}
