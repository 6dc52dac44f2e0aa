import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Json = Record<string, unknown>;
type StripeObject = Json & { id: string; object: string };

/** An event as Stripe would post it to the webhook. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Json };
}

export interface FakeStripe {
  url: string;
  /** Every API request, in order, with its decoded parameters. */
  requests: { method: string; path: string; params: Json }[];
  /** An object as Stripe holds it now (a session, subscription, charge…). */
  get(id: string): StripeObject;
  /**
   * The fan pays on the session's page: the payment, its charge and fee, and for a subscription
   * the subscription and its first paid invoice. `metadataSnapshot: false` leaves the subscription's
   * metadata off its invoices, as on invoices older than Stripe's snapshots.
   */
  completeCheckout(sessionId: string, options?: { metadataSnapshot?: boolean }): FakeStripeEvent[];
  /** The next month is paid: a new invoice, or the open one after a failed renewal. */
  renewSubscription(subscriptionId: string): FakeStripeEvent[];
  /** The next month's invoice is declined; the subscription goes past due. */
  failRenewal(subscriptionId: string): FakeStripeEvent[];
  /** Stripe ends the subscription (at the period's end after a cancel, or after the last retry). */
  endSubscription(subscriptionId: string): FakeStripeEvent[];
  /** The events caused by API calls (refunds, updates) since last asked. */
  takeEvents(): FakeStripeEvent[];
  close(): Promise<void>;
}

/** Stripe's standard card pricing, 2.9% + 30¢, rounded to the cent. */
export const stripeFee = (amountCents: number) => Math.round((amountCents * 29) / 1000) + 30;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

function nextMonth(start: number): number {
  const from = new Date(start * 1000);
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + 1);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects; indexed keys become arrays. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    }
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const);
    const indexed = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
    return indexed
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

const COLLECTIONS: Record<string, string> = {
  'checkout/sessions': 'checkout.session',
  payment_intents: 'payment_intent',
  charges: 'charge',
  balance_transactions: 'balance_transaction',
  subscriptions: 'subscription',
  invoices: 'invoice',
  invoice_payments: 'invoice_payment',
  refunds: 'refund',
};

/**
 * A stand-in for Stripe's API on loopback: the few endpoints the Stripe provider calls, with the
 * shapes the SDK expects, state in memory, and driver methods that do what Stripe would do when a
 * fan pays, a month passes or a card declines. It never sends webhooks itself: tests sign and
 * deliver the events it returns, so they choose the order, the repeats and the forgeries.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const objects = new Map<string, StripeObject>();
  const requests: FakeStripe['requests'] = [];
  const queued: FakeStripeEvent[] = [];
  const withoutSnapshot = new Set<string>();
  /** Answers already given, by method and idempotency key. */
  const answered = new Map<string, { status: number; text: string }>();

  const put = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const find = (id: string, kind: string): StripeObject => {
    const object = objects.get(id);
    if (!object || object.object !== kind) throw missing(kind, id);
    return object;
  };
  const event = (type: string, object: StripeObject): FakeStripeEvent => ({
    id: newId('evt'),
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: seconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: structuredClone(object) },
  });

  /** Replaces ids along each path with the objects they name, as `expand[]` does. */
  function expand(value: unknown, path: string[]): unknown {
    const [head, ...rest] = path;
    if (head === undefined || !value || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => expand(item, path));
    const copy = { ...(value as Json) };
    let field = copy[head];
    if (typeof field === 'string' && objects.has(field))
      field = structuredClone(objects.get(field));
    copy[head] = expand(field, rest);
    return copy;
  }
  const expanded = (object: unknown, params: Json) =>
    ((params.expand as string[] | undefined) ?? []).reduce(
      (value, path) => expand(value, path.split('.')),
      structuredClone(object),
    );

  /** A card payment that succeeds: PaymentIntent, charge, and the balance transaction with the fee. */
  function pay(amount: number, metadata: Json, customer: string | null) {
    const intentId = newId('pi');
    const chargeId = newId('ch');
    const fee = stripeFee(amount);
    const transaction = put({
      id: newId('txn'),
      object: 'balance_transaction',
      amount,
      currency: 'usd',
      fee,
      fee_details: [{ amount: fee, currency: 'usd', type: 'stripe_fee' }],
      net: amount - fee,
      source: chargeId,
      status: 'pending',
      type: 'charge',
    });
    const charge = put({
      id: chargeId,
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      balance_transaction: transaction.id,
      captured: true,
      currency: 'usd',
      customer,
      metadata,
      paid: true,
      payment_intent: intentId,
      refunded: false,
      status: 'succeeded',
    });
    const intent = put({
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: amount,
      currency: 'usd',
      customer,
      latest_charge: chargeId,
      metadata,
      status: 'succeeded',
    });
    return { intent, charge };
  }

  function priceOf(subscription: StripeObject) {
    const item = (subscription.items as { data: Json[] }).data[0] as Json;
    return { item, amount: Number((item.price as Json).unit_amount) };
  }

  /** The invoice for one period of a subscription, paid or declined. */
  function invoice(subscription: StripeObject, start: number, reason: string, paid: boolean) {
    const { item, amount } = priceOf(subscription);
    const end = nextMonth(start);
    const customer = subscription.customer as string;
    const id = newId('in');
    const snapshot = withoutSnapshot.has(subscription.id)
      ? null
      : { ...(subscription.metadata as Json) };
    const row = put({
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      currency: 'usd',
      customer,
      lines: {
        object: 'list',
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            invoice: id,
            period: { start, end },
            parent: {
              type: 'subscription_item_details',
              subscription_item_details: {
                subscription: subscription.id,
                subscription_item: item.id,
                proration: false,
              },
            },
          },
        ],
      },
      next_payment_attempt: seconds() + 3 * 86_400,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: snapshot },
      },
      // Stripe's quirk: an invoice's own period is when its items were gathered, not the month.
      period_end: start,
      period_start: start,
      status: 'open',
    });
    item.current_period_start = start;
    item.current_period_end = end;
    subscription.latest_invoice = id;
    if (paid) settle(row);
    return row;
  }

  function settle(row: StripeObject) {
    const amount = row.amount_due as number;
    const { intent } = pay(amount, {}, row.customer as string);
    put({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      currency: 'usd',
      invoice: row.id,
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'paid',
    });
    Object.assign(row, {
      amount_paid: amount,
      amount_remaining: 0,
      next_payment_attempt: null,
      status: 'paid',
    });
  }

  function checkoutSession(params: Json): StripeObject {
    const line = (params.line_items as Json[] | undefined)?.[0];
    const price = line?.price_data as Json | undefined;
    if (!price?.unit_amount || !params.success_url || !params.mode) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'mode, success_url and line_items[0][price_data] are required',
      });
    }
    const id = newId('cs_test');
    return put({
      ...params,
      id,
      object: 'checkout.session',
      amount_total: Number(price.unit_amount) * Number(line?.quantity ?? 1),
      currency: 'usd',
      customer: null,
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      client_reference_id: params.client_reference_id ?? null,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      url: `${url}/c/pay/${id}`,
    });
  }

  function refund(params: Json): StripeObject {
    const charge = find(String(params.charge), 'charge');
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left <= 0) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${charge.id} has already been refunded.`,
      });
    }
    if (!(amount > 0 && amount <= left)) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        param: 'amount',
      });
    }
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const row = put({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: 'usd',
      payment_intent: charge.payment_intent,
      status: 'succeeded',
    });
    queued.push(event('charge.refunded', charge), event('refund.created', row));
    return row;
  }

  function route(method: string, path: string, params: Json): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return checkoutSession(params);
    if (method === 'POST' && path === '/v1/refunds') return refund(params);
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const data = [...objects.values()].filter(
        (row) =>
          row.object === 'invoice_payment' &&
          (params.invoice === undefined || row.invoice === params.invoice) &&
          (params.status === undefined || row.status === params.status),
      );
      return expanded(
        { object: 'list', data, has_more: false, url: '/v1/invoice_payments' },
        params,
      );
    }
    const update = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && update?.[1]) {
      // Cancelled now, not at the period's end: no further invoices.
      const subscription = find(decodeURIComponent(update[1]), 'subscription');
      if (subscription.status === 'canceled') {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: `The subscription ${subscription.id} is already canceled.`,
        });
      }
      Object.assign(subscription, {
        status: 'canceled',
        canceled_at: seconds(),
        ended_at: seconds(),
      });
      queued.push(event('customer.subscription.deleted', subscription));
      return structuredClone(subscription);
    }
    if (method === 'POST' && update?.[1]) {
      const subscription = find(decodeURIComponent(update[1]), 'subscription');
      if (subscription.status === 'canceled') {
        throw new StripeApiError(400, {
          type: 'invalid_request_error',
          message: 'A canceled subscription can only update its cancellation_details and metadata.',
        });
      }
      const items = params.items as Json[] | undefined;
      if (items?.[0]) {
        // A new price for the item, from the next invoice on (proration_behavior none).
        const { item } = priceOf(subscription);
        const data = items[0].price_data as Json | undefined;
        if (items[0].id !== item.id || !data?.unit_amount || !data.product) {
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message: 'items[0] must name the subscription item and a price_data with product',
          });
        }
        item.price = {
          ...(item.price as Json),
          id: newId('price'),
          product: data.product,
          unit_amount: Number(data.unit_amount),
        };
        queued.push(event('customer.subscription.updated', subscription));
      }
      if (params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        queued.push(event('customer.subscription.updated', subscription));
      }
      return expanded(subscription, params);
    }
    const retrieve = /^\/v1\/(.+)\/([^/]+)$/.exec(path);
    const kind = retrieve?.[1] ? COLLECTIONS[retrieve[1]] : undefined;
    if (method === 'GET' && retrieve?.[2] && kind) {
      return expanded(find(decodeURIComponent(retrieve[2]), kind), params);
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function bodyOf(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  const server: Server = createServer(async (request, response) => {
    const address = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const params = parseStripeForm(
      method === 'GET' ? address.search.slice(1) : await bodyOf(request),
    );
    requests.push({ method, path: address.pathname, params });
    // Stripe answers a repeated idempotency key with the first answer, doing nothing again.
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? answered.get(`${method} ${key}`) : undefined;
    if (replay) {
      response.writeHead(replay.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
        'idempotent-replayed': 'true',
      });
      response.end(replay.text);
      return;
    }
    let status = 200;
    let body: unknown;
    try {
      if (!/^Bearer sk_test_\S+$/.test(request.headers.authorization ?? '')) {
        throw new StripeApiError(401, {
          type: 'invalid_request_error',
          message: 'Invalid API Key provided.',
        });
      }
      body = route(method, address.pathname, params);
    } catch (error) {
      const known = error instanceof StripeApiError;
      status = known ? error.status : 500;
      body = { error: known ? error.body : { type: 'api_error', message: String(error) } };
    }
    const text = JSON.stringify(body);
    if (typeof key === 'string' && method !== 'GET')
      answered.set(`${method} ${key}`, { status, text });
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function subscriptionAt(id: string) {
    const subscription = find(id, 'subscription');
    if (subscription.status === 'canceled') throw new Error(`subscription ${id} has ended`);
    return subscription;
  }

  return {
    url,
    requests,
    get: (id) => {
      const object = objects.get(id);
      if (!object) throw new Error(`the fake holds no ${id}`);
      return structuredClone(object);
    },

    completeCheckout(sessionId, options = {}) {
      const session = find(sessionId, 'checkout.session');
      if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
      const amount = session.amount_total as number;
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      if (session.mode === 'payment') {
        const metadata =
          ((session.payment_intent_data as Json | undefined)?.metadata as Json) ?? {};
        const { intent, charge } = pay(amount, metadata, null);
        session.payment_intent = intent.id;
        return [
          event('payment_intent.succeeded', intent),
          event('charge.succeeded', charge),
          event('checkout.session.completed', session),
        ];
      }
      const customer = put({
        id: newId('cus'),
        object: 'customer',
        email: session.customer_email ?? null,
      });
      const price = (session.line_items as Json[])[0]?.price_data as Json;
      const subscription = put({
        id: newId('sub'),
        object: 'subscription',
        cancel_at_period_end: false,
        canceled_at: null,
        customer: customer.id,
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: {
                id: newId('price'),
                object: 'price',
                currency: 'usd',
                product: newId('prod'),
                recurring: { interval: 'month', interval_count: 1 },
                unit_amount: Number(price.unit_amount),
              },
              quantity: 1,
            },
          ],
        },
        latest_invoice: null,
        metadata: ((session.subscription_data as Json | undefined)?.metadata as Json) ?? {},
        status: 'active',
      });
      if (options.metadataSnapshot === false) withoutSnapshot.add(subscription.id);
      const first = invoice(subscription, seconds(), 'subscription_create', true);
      Object.assign(session, {
        customer: customer.id,
        subscription: subscription.id,
        invoice: first.id,
      });
      return [
        event('customer.subscription.created', subscription),
        event('invoice.paid', first),
        event('invoice.payment_succeeded', first),
        event('checkout.session.completed', session),
      ];
    },

    renewSubscription(subscriptionId) {
      const subscription = subscriptionAt(subscriptionId);
      const open = objects.get(subscription.latest_invoice as string);
      let row: StripeObject;
      if (open?.status === 'open') {
        settle(open);
        row = open;
      } else {
        if (subscription.cancel_at_period_end)
          throw new Error(`${subscriptionId} ends at period end`);
        const { item } = priceOf(subscription);
        row = invoice(subscription, item.current_period_end as number, 'subscription_cycle', true);
      }
      subscription.status = 'active';
      return [event('invoice.paid', row), event('invoice.payment_succeeded', row)];
    },

    failRenewal(subscriptionId) {
      const subscription = subscriptionAt(subscriptionId);
      const { item } = priceOf(subscription);
      const row = invoice(
        subscription,
        item.current_period_end as number,
        'subscription_cycle',
        false,
      );
      subscription.status = 'past_due';
      return [
        event('invoice.payment_failed', row),
        event('customer.subscription.updated', subscription),
      ];
    },

    endSubscription(subscriptionId) {
      const subscription = subscriptionAt(subscriptionId);
      const { item } = priceOf(subscription);
      Object.assign(subscription, {
        status: 'canceled',
        canceled_at: seconds(),
        ended_at: item.current_period_end,
      });
      return [event('customer.subscription.deleted', subscription)];
    },

    takeEvents: () => queued.splice(0),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
