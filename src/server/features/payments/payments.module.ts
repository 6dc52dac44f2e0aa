import type { Db } from '../../db/client.js';
import { LOCK_KEYS } from '../../lib/lock-keys.js';
import { paymentProviderFor } from '../../lib/payments/index.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { artistRoutes } from './artist.routes.js';
import { createLedgerRepo } from './ledger.repo.js';
import type { Notify } from './payments.notify.js';
import { createPaymentsRepo, type PaymentsRepo } from './payments.repo.js';
import { paymentRoutes } from './payments.routes.js';
import { createPaymentsService, type PaymentGate, type SongsForSale } from './payments.service.js';
import type { RatesReader } from './payments.settle.js';
import { createPayoutsService } from './payouts.service.js';
import { createRefundsRepo } from './refunds.repo.js';
import { createRefundsService } from './refunds.service.js';
import { createStatementsService, type MusicFigures } from './statements.service.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { webhookRoutes } from './webhook.routes.js';

/** How often the demo provider's renewals are looked for. */
const RENEWAL_SWEEP_MS = 60_000;
/** How often refunds the provider was not told of (a crash, a network failure) are sent again. */
const REFUND_SWEEP_MS = 60_000;

/** The admin settings as payments read them. */
export interface PaymentSwitches {
  /** The revenue shares in force (read through the booking's transaction). */
  rates: RatesReader;
  /** Refuses payments, tips or merchandise while switched off. */
  requirePaymentSwitch: PaymentGate;
  /** The switch `paymentsEnabled`, which also pauses renewals. */
  paymentsOpen: () => Promise<boolean>;
}

export interface PaymentsLinks {
  notify: Notify;
  /** The admin switches; without them (tests) everything is on at the default rates. */
  switches?: PaymentSwitches;
  /** The songs feature's catalogue: songs on sale, and an artist's plays and songs. */
  catalog?: SongsForSale & MusicFigures;
  /** A provider chosen by the caller (tests); otherwise the environment's. */
  provider?: PaymentProvider;
}

/** What the payment services are made of; tests make them directly from the same parts. */
export interface PaymentsParts {
  provider: PaymentProvider;
  notify: Notify;
  rates?: RatesReader;
  publicUrl: string;
  songs?: SongsForSale;
  gate?: PaymentGate;
  paymentsOpen?: () => Promise<boolean>;
  log?: ModuleDeps['log'];
  /** Another repository (tests that stop a booking half-way). */
  repo?: PaymentsRepo;
}

/** The payment services over one database, wired to each other. */
export function createPaymentsServices(db: Db, parts: PaymentsParts) {
  const repo = parts.repo ?? createPaymentsRepo(db);
  const ledger = createLedgerRepo(db);
  const refunds = createRefundsRepo(db);
  const rates = parts.rates ?? (async () => ({}));
  const shared = { repo, ledger, refunds, provider: parts.provider, notify: parts.notify };
  const refunding = createRefundsService({ ...shared, ...(parts.log ? { log: parts.log } : {}) });
  const payments = createPaymentsService({
    ...shared,
    refunding,
    rates,
    publicUrl: parts.publicUrl,
    ...(parts.songs ? { songs: parts.songs } : {}),
    ...(parts.gate ? { gate: parts.gate } : {}),
  });
  const subscriptions = createSubscriptionsService({
    ...shared,
    rates,
    ...(parts.paymentsOpen ? { paymentsOpen: parts.paymentsOpen } : {}),
  });
  const payouts = createPayoutsService(shared);
  return { repo, ledger, refunds, refunding, payments, subscriptions, payouts };
}

/** Subscriptions, tips, the ledger, statements and payouts. */
export function createPaymentsModule({ db, env, jobs, log }: ModuleDeps, links: PaymentsLinks) {
  const provider = links.provider ?? paymentProviderFor(env);
  const { switches, catalog } = links;
  const music = catalog ?? { totals: async () => ({ totalPlays: 0, totalSongs: 0 }) };
  const { repo, ledger, refunding, payments, subscriptions, payouts } = createPaymentsServices(db, {
    provider,
    notify: links.notify,
    publicUrl: env.PUBLIC_URL,
    log,
    ...(catalog ? { songs: catalog } : {}),
    ...(switches
      ? {
          rates: switches.rates,
          gate: switches.requirePaymentSwitch,
          paymentsOpen: switches.paymentsOpen,
        }
      : {}),
  });
  const statements = createStatementsService({ repo, ledger, music });

  jobs.add({
    name: 'payments-refunds',
    every: () => REFUND_SWEEP_MS,
    leadership: { key: LOCK_KEYS.paymentRefunds, mode: 'each-run' },
    run: async () => {
      await refunding.sendPending();
    },
  });

  if (provider.name === 'demo') {
    jobs.add({
      name: 'payments-renewals',
      every: () => RENEWAL_SWEEP_MS,
      leadership: { key: LOCK_KEYS.paymentRenewals, mode: 'each-run' },
      run: async () => {
        await subscriptions.renewDue();
      },
    });
  }

  /** A creator changed their price: tell the provider, without holding up the creator's request. */
  const priceChanged = async (creatorId: number, priceCents: number) => {
    void jobs.track(
      subscriptions.priceChanged(creatorId, priceCents).catch((error: unknown) => {
        log.warn({ err: error, creatorId }, 'a price change did not reach the payment provider');
      }),
    );
  };

  const module: FeatureModule = {
    name: 'payments',
    register: (app) => {
      paymentRoutes(app, { payments, subscriptions, statements });
      artistRoutes(app, { statements, payouts, refunds: refunding });
      webhookRoutes(app, { provider, payments });
    },
  };
  return { module, priceChanged };
}
