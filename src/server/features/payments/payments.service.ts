import { randomBytes } from 'node:crypto';
import type { PayCheckoutRequest, StartTipRequest } from '../../../shared/contracts/payments.js';
import type { Actor } from '../../../shared/domain/policies.js';
import { artistSharePercent } from '../../../shared/domain/revenue.js';
import {
  CHECKOUT_LIFETIME_MINUTES,
  type LedgerKind,
  type PaymentPurpose,
  TIP_MAX_CENTS,
  TIP_MIN_CENTS,
  UNCONFIRMED_RECEIVING_LIMIT_CENTS,
} from '../../../shared/payments.constants.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { demoCardOutcome, expiryInFuture } from '../../lib/payments/demo-provider.js';
import type { PaymentEvent, PaymentProvider } from '../../lib/payments/provider.js';
import type { LedgerRepo } from './ledger.repo.js';
import { type Notify, noticeMoney } from './payments.notify.js';
import { type BookedRefund, bookRefund } from './payments.refunds.js';
import type { CheckoutRow, PaymentsRepo } from './payments.repo.js';
import {
  addMonth,
  paymentKey,
  type RatesReader,
  type Settled,
  settlePayment,
  UNWANTED_TEXT,
  type UnwantedReason,
  unwantedPayment,
} from './payments.settle.js';
import type { RefundsRepo } from './refunds.repo.js';
import type { RefundsService } from './refunds.service.js';

/** What the songs feature tells payments about a song on sale. */
export interface SongsForSale {
  forSale(songId: number): Promise<{
    id: number;
    title: string;
    priceCents: number;
    isPremium: boolean;
    artist: { id: number; username: string; displayName: string };
  } | null>;
}

export interface PaymentsServiceDeps {
  repo: PaymentsRepo;
  ledger: LedgerRepo;
  refunds: RefundsRepo;
  /** Sends the refunds of payments that bought nothing, and stops what full refunds ended. */
  refunding: RefundsService;
  provider: PaymentProvider;
  notify: Notify;
  /** The admin settings' rates in force (defaults until the admin settings exist). */
  rates: RatesReader;
  publicUrl: string;
  songs?: SongsForSale;
  /** The admin switches: refuses a kind of payment while it is switched off. */
  gate?: PaymentGate;
  now?: () => Date;
}

/** Throws when the admin settings switch this kind of payment off. */
export type PaymentGate = (kind: LedgerKind) => Promise<void>;

/** How long after a song was on air a tip may still name it. */
const HEARD_ON_AIR_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Checkouts and what providers report: where money comes in and gets booked. */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repo, ledger, provider, notify } = deps;
  const now = deps.now ?? (() => new Date());
  const settleDeps = {
    repo,
    ledger,
    refunds: deps.refunds,
    provider: provider.name,
    rates: deps.rates,
  };
  const gate = deps.gate ?? (async () => undefined);

  /** Tells the people concerned, once the booking has committed. */
  async function announce(settled: Settled) {
    if (settled.kind !== 'booked') return;
    if (settled.unwanted) {
      const creator = (await ledger.people([settled.creatorId])).get(settled.creatorId);
      const why = UNWANTED_TEXT[settled.unwanted.reason]({
        purpose: settled.purpose,
        creator: creator?.displayName ?? 'This creator',
      });
      await deps.refunding.refundUnwanted(settled.unwanted.request, settled.fanId, why);
      return;
    }
    const fan = await ledger.people([settled.fanId]);
    const name = fan.get(settled.fanId)?.displayName ?? 'A fan';
    if (settled.purpose === 'tip') {
      const said = settled.message ? `: “${settled.message}”` : '.';
      const heard = settled.heardOnAir ? ` for ${settled.heardOnAir}, heard on air` : '';
      await notify(settled.creatorId, {
        title: `New tip: ${noticeMoney(settled.amountCents)}`,
        body: `${name} tipped you ${noticeMoney(settled.amountCents)}${heard}${said}`,
        link: '/artist-dashboard',
      });
    } else if (settled.purpose === 'subscription' && settled.newSubscription) {
      await notify(settled.creatorId, {
        title: 'New subscriber',
        body: `${name} subscribed to you for ${noticeMoney(settled.amountCents)}/month.`,
        link: '/artist-dashboard',
      });
    }
  }

  async function refusalFor(reason: UnwantedReason, checkout: CheckoutRow) {
    const creator = (await ledger.people([checkout.creatorId])).get(checkout.creatorId);
    const purpose = checkout.purpose as LedgerKind;
    const why = UNWANTED_TEXT[reason]({ purpose, creator: creator?.displayName ?? 'This creator' });
    const code = REFUSAL_CODES[reason][purpose === 'subscription' ? 'subscription' : 'other'];
    return new HttpError(409, code, `${why} Nothing was charged.`);
  }

  async function creatorToPay(actor: Actor, username: string) {
    const creator = await repo.creatorByUsername(username);
    // A suspended creator's page is hidden, and nobody may pay them.
    if (!creator || creator.suspendedAt !== null) throw notFound('That creator does not exist.');
    if (creator.id === actor.id) {
      throw new HttpError(400, 'SELF_PAYMENT', 'You cannot pay yourself.');
    }
    return creator;
  }

  /**
   * Money beyond a small sum waits for the creator's confirmed address (ADR 0029): until then
   * fans are told the artist cannot take more yet, and nothing is charged.
   */
  async function withinReceivingLimit(creator: { id: number; displayName: string }, cents: number) {
    const state = await repo.receivingState(creator.id);
    if (state.confirmed || state.receivedCents + cents <= UNCONFIRMED_RECEIVING_LIMIT_CENTS) return;
    throw new HttpError(
      409,
      'CREATOR_UNCONFIRMED',
      `${creator.displayName} cannot receive more until they confirm their e-mail address. Try again later, or follow them to hear when they do.`,
    );
  }

  async function openCheckout(
    actor: Actor,
    creator: { id: number; username: string; displayName: string },
    purpose: PaymentPurpose,
    amountCents: number,
    message: string,
    description: string,
    extra: { songId?: number; heardOnAir?: string } = {},
  ) {
    await withinReceivingLimit(creator, amountCents);
    const id = randomBytes(18).toString('base64url');
    const returnPath = `/creator/${encodeURIComponent(creator.username)}`;
    await repo.insertCheckout({
      id,
      fanId: actor.id,
      creatorId: creator.id,
      purpose,
      amountCents,
      message,
      heardOnAir: extra.heardOnAir ?? null,
      provider: provider.name,
      returnPath,
      songId: extra.songId ?? null,
      expiresAt: new Date(now().getTime() + CHECKOUT_LIFETIME_MINUTES * 60_000),
    });
    const opened = await provider.openCheckout({
      checkoutId: id,
      purpose,
      amountCents,
      description,
      fanId: actor.id,
      fanEmail: (await repo.emailOf(actor.id)) ?? '',
      creatorId: creator.id,
      successUrl: `${deps.publicUrl}${returnPath}?paid=${purpose}`,
      cancelUrl: `${deps.publicUrl}${returnPath}`,
    });
    if (opened.providerRef) await repo.setCheckoutProviderRef(id, opened.providerRef);
    return { checkoutId: id, url: opened.url };
  }

  /**
   * "Artist - Title" of a play the fan names for a tip: the station played it within the last
   * day, credited to the creator being tipped. Anything else is refused, so a tip never claims a
   * song the station did not play for that artist.
   */
  async function heardOnAirFor(creatorId: number, playId: number) {
    const play = await repo.play(playId);
    const since = now().getTime() - HEARD_ON_AIR_WINDOW_MS;
    if (!play || play.creatorId !== creatorId || play.startedAt.getTime() < since) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        'That play is not one of this artist’s songs on air.',
        [
          {
            field: 'heardOnAirPlayId',
            reason: 'is not a play of this artist’s song on air in the last 24 hours',
          },
        ],
      );
    }
    return `${play.artist} - ${play.title}`;
  }

  /** Books a provider's event once; a redelivery finds it claimed and does nothing. */
  async function handleEvent(event: PaymentEvent): Promise<'handled' | 'duplicate' | 'ignored'> {
    if (event.type === 'ignored') return 'ignored';
    let settled: Settled | null = null;
    let refunded: BookedRefund | null = null;
    const outcome = await repo.transaction(async (tx) => {
      if (!(await repo.claimEvent(tx, provider.name, event.eventId, event.type))) {
        return 'duplicate' as const;
      }
      switch (event.type) {
        case 'payment.succeeded': {
          const checkout = await repo.lockCheckout(tx, event.checkoutId);
          if (!checkout) return 'ignored' as const;
          // The creator's lock is taken by the booking, before any row a refund also changes.
          settled = await settlePayment(settleDeps, tx, {
            payment: event,
            checkout: checkout.status === 'paid' ? null : checkout,
          });
          return 'handled' as const;
        }
        case 'subscription.paid': {
          const checkout =
            event.checkoutId !== null ? await repo.lockCheckout(tx, event.checkoutId) : null;
          // Who pays whom, read first without a lock: the creator's lock comes before the
          // subscription's row, in the order refunds take them too.
          const known = await repo.subscriptionByRef(tx, provider.name, event.subscriptionRef, {
            lock: false,
          });
          const fanId = known?.fanId ?? checkout?.fanId;
          const creatorId = known?.creatorId ?? checkout?.creatorId;
          if (fanId === undefined || creatorId === undefined) return 'ignored' as const;
          await ledger.lockCreator(tx, creatorId);
          const existing = known
            ? await repo.subscriptionByRef(tx, provider.name, event.subscriptionRef)
            : null;
          settled = await settlePayment(settleDeps, tx, {
            payment: event,
            checkout: checkout && checkout.status !== 'paid' ? checkout : null,
            subscription: {
              existing,
              fanId,
              creatorId,
              providerRef: event.subscriptionRef,
              periodStart: event.periodStart,
              periodEnd: event.periodEnd,
            },
          });
          return 'handled' as const;
        }
        case 'subscription.payment_failed': {
          const existing = await repo.subscriptionByRef(tx, provider.name, event.subscriptionRef);
          if (!existing || existing.status === 'ended') return 'ignored' as const;
          await repo.updateSubscription(tx, existing.id, {
            status: 'past_due',
            failedAttempts: existing.failedAttempts + 1,
          });
          return 'handled' as const;
        }
        case 'subscription.ended': {
          const existing = await repo.subscriptionByRef(tx, provider.name, event.subscriptionRef);
          if (!existing || existing.status === 'ended') return 'ignored' as const;
          await repo.updateSubscription(tx, existing.id, {
            status: 'ended',
            endedAt: now(),
            nextAttemptAt: null,
          });
          return 'handled' as const;
        }
        case 'payment.refunded': {
          const original = await ledger.findByKey(tx, paymentKey(provider.name, event.paymentRef));
          if (!original) return 'ignored' as const;
          refunded = await bookRefund(settleDeps, tx, original, event.refundedTotalCents);
          return refunded === null ? ('ignored' as const) : ('handled' as const);
        }
      }
    });
    if (settled) await announce(settled);
    await deps.refunding.afterBooking(refunded);
    return outcome;
  }

  return {
    handleEvent,

    config() {
      return {
        provider: provider.name,
        testMode: provider.testMode,
        tipMinCents: TIP_MIN_CENTS,
        tipMaxCents: TIP_MAX_CENTS,
      };
    },

    async rates() {
      const rates = await deps.rates();
      return {
        artistStreamingRate: artistSharePercent('streaming', rates),
        artistMerchandiseRate: artistSharePercent('merchandise', rates),
        artistTipRate: artistSharePercent('tip', rates),
      };
    },

    async startSubscription(actor: Actor, username: string) {
      await gate('subscription');
      const creator = await creatorToPay(actor, username);
      if (creator.priceCents <= 0) {
        throw new HttpError(
          400,
          'NOT_FOR_SALE',
          `${creator.displayName} has no subscription price: follow them for free instead.`,
        );
      }
      const latest = await repo.latestSubscription(actor.id, creator.id);
      if (latest && (latest.status === 'active' || latest.status === 'past_due')) {
        throw new HttpError(
          409,
          'ALREADY_SUBSCRIBED',
          `You already subscribe to ${creator.displayName}.`,
        );
      }
      return openCheckout(
        actor,
        creator,
        'subscription',
        creator.priceCents,
        '',
        `Monthly subscription to ${creator.displayName}`,
      );
    },

    async startTip(actor: Actor, username: string, tip: StartTipRequest) {
      await gate('tip');
      const creator = await creatorToPay(actor, username);
      const heardOnAir =
        tip.heardOnAirPlayId === undefined
          ? undefined
          : await heardOnAirFor(creator.id, tip.heardOnAirPlayId);
      return openCheckout(
        actor,
        creator,
        'tip',
        tip.amountCents,
        tip.message ?? '',
        heardOnAir
          ? `Tip for ${creator.displayName}, for ${heardOnAir} heard on air`
          : `Tip for ${creator.displayName}`,
        { heardOnAir },
      );
    },

    /** One premium song, bought once: its buyer hears it in full, 80% to the artist. */
    async startSongPurchase(actor: Actor, songId: number) {
      await gate('song_purchase');
      const song = await deps.songs?.forSale(songId);
      if (!song) throw notFound('That song does not exist.');
      if (song.artist.id === actor.id) {
        throw new HttpError(400, 'SELF_PAYMENT', 'You cannot pay yourself.');
      }
      const artist = await repo.creatorById(song.artist.id);
      if (!artist || artist.suspendedAt !== null) throw notFound('That song does not exist.');
      if (!song.isPremium || song.priceCents <= 0) {
        throw new HttpError(400, 'NOT_FOR_SALE', 'This song is not for sale: it is free to hear.');
      }
      if (await repo.ownsSong(repo.db, actor.id, songId)) {
        throw new HttpError(409, 'ALREADY_BOUGHT', 'You have bought this song already.');
      }
      return openCheckout(
        actor,
        song.artist,
        'song_purchase',
        song.priceCents,
        // The statement and receipt show what was bought where a tip shows its message.
        `“${song.title}” by ${song.artist.displayName}`,
        `“${song.title}” by ${song.artist.displayName}`,
        { songId: song.id },
      );
    },

    async checkout(actor: Actor, id: string) {
      const checkout = await repo.checkout(id);
      if (!checkout || checkout.fanId !== actor.id) throw notFound('That checkout does not exist.');
      const creator = (await ledger.people([checkout.creatorId])).get(checkout.creatorId);
      if (!creator) throw notFound('That checkout does not exist.');
      return { checkout: withExpiry(checkout, now()), creator };
    },

    /** The demo checkout's card form: the test cards behave as published; nothing else moves. */
    async payDemo(actor: Actor, id: string, card: PayCheckoutRequest) {
      if (provider.name !== 'demo') throw notFound('Payments are taken on the provider’s page.');
      const at = now();
      if (!expiryInFuture(card.expiry, at)) {
        throw new HttpError(400, 'BAD_REQUEST', 'That card has expired.', [
          { field: 'expiry', reason: 'is in the past' },
        ]);
      }
      const opened = await repo.checkout(id);
      // A checkout opened before its kind of payment was switched off is not paid either.
      if (opened && opened.fanId === actor.id && opened.status === 'open') {
        await gate(opened.purpose as LedgerKind);
      }
      const outcome = demoCardOutcome(card.cardNumber);
      if (outcome.kind === 'invalid') {
        throw new HttpError(400, 'BAD_REQUEST', `The card number ${outcome.reason}.`, [
          { field: 'cardNumber', reason: outcome.reason },
        ]);
      }
      let settled: Settled | null = null;
      const result = await repo.transaction(async (tx) => {
        const checkout = await repo.lockCheckout(tx, id);
        if (!checkout || checkout.fanId !== actor.id) {
          throw notFound('That checkout does not exist.');
        }
        if (checkout.status === 'paid' && checkout.transactionId !== null) {
          return { receiptId: checkout.transactionId, returnPath: checkout.returnPath };
        }
        if (withExpiry(checkout, at).status !== 'open') {
          throw new HttpError(409, 'CHECKOUT_CLOSED', 'This checkout has expired: start again.');
        }
        if (outcome.kind === 'declined') {
          throw new HttpError(
            402,
            'CARD_DECLINED',
            'Your card was declined. Nothing was charged; try another card.',
          );
        }
        // Checked where the money is booked, under the creator's lock, not only when the checkout
        // opened: a fan with two checkouts open for one thing pays for it once. Nothing has been
        // charged yet, so the card is simply not charged.
        await ledger.lockCreator(tx, checkout.creatorId);
        const subscribing = checkout.purpose === 'subscription';
        const unwanted = await unwantedPayment(settleDeps, tx, {
          purpose: checkout.purpose as LedgerKind,
          fanId: checkout.fanId,
          creatorId: checkout.creatorId,
          songId: checkout.songId,
          subscription: subscribing ? { existing: null, periodStart: at } : undefined,
        });
        if (unwanted) return { refused: unwanted, checkout };
        const payment = {
          paymentRef: `checkout_${checkout.id}`,
          amountCents: checkout.amountCents,
          feeCents: 0,
        };
        if (subscribing) {
          const periodStart = at;
          settled = await settlePayment(settleDeps, tx, {
            payment,
            checkout,
            subscription: {
              existing: null,
              fanId: checkout.fanId,
              creatorId: checkout.creatorId,
              providerRef: null,
              periodStart,
              periodEnd: addMonth(periodStart),
              cardFailsLater: outcome.failsLater,
              cardLast4: outcome.last4,
            },
          });
        } else {
          settled = await settlePayment(settleDeps, tx, { payment, checkout });
        }
        return { receiptId: settled.transactionId, returnPath: checkout.returnPath };
      });
      // Refused outside the transaction: the refusal reads names, and an embedded database has
      // one connection, which the transaction held.
      if ('refused' in result && result.refused) {
        throw await refusalFor(result.refused, result.checkout);
      }
      if (settled) await announce(settled);
      return { status: 'paid' as const, ...result };
    },
  };
}

/** The answer to a demo checkout that would pay for nothing: nothing is charged. */
const REFUSAL_CODES = {
  duplicate: { subscription: 'ALREADY_SUBSCRIBED', other: 'ALREADY_BOUGHT' },
  suspended: { subscription: 'CREATOR_SUSPENDED', other: 'CREATOR_SUSPENDED' },
  ended: { subscription: 'SUBSCRIPTION_ENDED', other: 'SUBSCRIPTION_ENDED' },
} as const;

/** A checkout past its lifetime reads as expired, whatever its row says. */
function withExpiry(checkout: CheckoutRow, at: Date): CheckoutRow {
  if (checkout.status === 'open' && checkout.expiresAt.getTime() <= at.getTime()) {
    return { ...checkout, status: 'expired' };
  }
  return checkout;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
