import { paymentProviderFor } from '../../lib/payments/index.js';
import type { PaymentProvider } from '../../lib/payments/provider.js';
import type { FeatureModule, ModuleDeps } from '../../modules.js';
import { artistRoutes } from './artist.routes.js';
import { createLedgerRepo } from './ledger.repo.js';
import { createPaymentsRepo } from './payments.repo.js';
import { paymentRoutes } from './payments.routes.js';
import {
  createPaymentsService,
  type Notify,
  type PaymentGate,
  type SongsForSale,
} from './payments.service.js';
import type { RatesReader } from './payments.settle.js';
import { createPayoutsService } from './payouts.service.js';
import { createStatementsService, type MusicFigures } from './statements.service.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { webhookRoutes } from './webhook.routes.js';

/** How often the demo provider's renewals are looked for. */
const RENEWAL_SWEEP_MS = 60_000;
const RENEWAL_LOCK_KEY = 7_302;

export interface PaymentsLinks {
  notify: Notify;
  /** The admin settings' rates; the defaults (80 and 85) until the admin settings exist. */
  rates?: RatesReader;
  /** Plays and songs, from the music feature once it exists. */
  music?: MusicFigures;
  /** Songs on sale, from the songs feature. */
  songs?: SongsForSale;
  /** The admin switches for payments, tips and merchandise. */
  gate?: PaymentGate;
  /** The admin switch `paymentsEnabled`, which also pauses renewals. */
  paymentsOpen?: () => Promise<boolean>;
  /** A provider chosen by the caller (tests); otherwise the environment's. */
  provider?: PaymentProvider;
}

/** Subscriptions, tips, the ledger, statements and payouts. */
export function createPaymentsModule({ db, env, jobs, log }: ModuleDeps, links: PaymentsLinks) {
  const repo = createPaymentsRepo(db);
  const ledger = createLedgerRepo(db);
  const provider = links.provider ?? paymentProviderFor(env);
  const rates = links.rates ?? (async () => ({}));
  const music = links.music ?? { totals: async () => ({ totalPlays: 0, totalSongs: 0 }) };
  const shared = { repo, ledger, provider, notify: links.notify };
  const payments = createPaymentsService({
    ...shared,
    rates,
    publicUrl: env.PUBLIC_URL,
    ...(links.songs ? { songs: links.songs } : {}),
    ...(links.gate ? { gate: links.gate } : {}),
  });
  const subscriptions = createSubscriptionsService({
    ...shared,
    rates,
    ...(links.paymentsOpen ? { paymentsOpen: links.paymentsOpen } : {}),
  });
  const payouts = createPayoutsService(shared);
  const statements = createStatementsService({ repo, ledger, music });

  if (provider.name === 'demo') {
    jobs.add({
      name: 'payments-renewals',
      every: () => RENEWAL_SWEEP_MS,
      leadership: { key: RENEWAL_LOCK_KEY, mode: 'each-run' },
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
      artistRoutes(app, { statements, payouts, ledger });
      webhookRoutes(app, { provider, payments });
    },
  };
  return { module, subscriptions, payments, priceChanged, ledger };
}
