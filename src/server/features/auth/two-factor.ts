import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../shared/contracts/auth.js';
import { can } from '../../../shared/domain/policies.js';
import { station } from '../../../shared/site/station.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { UserRow } from '../../views/user.views.js';
import type { AuthRepo } from './auth.repo.js';

/** Codes change every 30 s; one step either side is accepted for clocks that drift. */
export const TOTP_PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes avoid letters and digits that read alike (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What a sign-in offers as its second factor. */
export interface SecondFactor {
  code?: string | undefined;
  recoveryCode?: string | undefined;
}

/** How a second factor fared: accepted, wrong, or a code already used in its window. */
export type SecondFactorOutcome = 'accepted' | 'wrong' | 'replayed';

const WRONG_CODE = 'That code is not right. Check the time on your phone and try the newest code.';
const REPLAYED_CODE = 'That code has already been used. Wait for the next one and enter it.';

const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it was used already.';

/**
 * The error a refused second factor answers with, at the field it was given in: 401 at sign-in,
 * 400 for a signed-in member's change (their session stands; only the code was wrong).
 */
export function secondFactorRefusal(
  outcome: Exclude<SecondFactorOutcome, 'accepted'>,
  offered: SecondFactor = {},
  status: 400 | 401 = 401,
) {
  if (!offered.code && offered.recoveryCode) {
    return new HttpError(status, 'INVALID_CODE', WRONG_RECOVERY_CODE, [
      { field: 'recoveryCode', reason: 'is not right, or was used already' },
    ]);
  }
  if (!offered.code) {
    return new HttpError(status, 'CODE_REQUIRED', 'Enter the code from your authenticator app.', [
      { field: 'code', reason: 'is required' },
    ]);
  }
  return outcome === 'replayed'
    ? new HttpError(status, 'CODE_ALREADY_USED', REPLAYED_CODE, [
        { field: 'code', reason: 'has already been used' },
      ])
    : new HttpError(status, 'INVALID_CODE', WRONG_CODE, [
        { field: 'code', reason: 'is not right' },
      ]);
}

/** Ten fresh recovery codes as shown ("k3m9q-x7d2p"). */
function newRecoveryCodes(): string[] {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  const half = () => Array.from({ length: 5 }, pick).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code's stored form: hyphen and case do not matter. */
const recoveryCodeHash = (code: string) => hashToken(code.replace(/-/g, '').toLowerCase());

/** The QR code as one SVG path: a horizontal run of dark modules per rectangle. */
function qrPath(uri: string): { size: number; path: string } {
  const { modules } = QRCode.create(uri, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size, path: parts.join('') };
}

/** Why two-factor sign-in may not be turned off for this member, or null when it may. */
function requiredFor(user: UserRow): string | null {
  return can(user, 'twoFactor.turnOff') ? null : 'Administrators must keep two-factor sign-in on.';
}

export interface TwoFactorDeps {
  repo: AuthRepo;
  now?: () => Date;
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set-up confirmed by a first
 * code, ten single-use recovery codes, and each code accepted once (ADR 0029).
 */
export function createTwoFactor({ repo, now = () => new Date() }: TwoFactorDeps) {
  /** Checks a code against `secret` without using it up: the step it belongs to, or null. */
  function stepOf(secret: string, code: string, at: Date): number | null {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(at.getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOLERANCE_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Checks a code and uses it up: a code, once accepted, is refused until it expires. */
  async function spendCode(user: UserRow, code: string): Promise<SecondFactorOutcome> {
    if (!user.twoFactorSecret) return 'wrong';
    const step = stepOf(user.twoFactorSecret, code, now());
    if (step === null) return 'wrong';
    return (await repo.acceptTwoFactorStep(user.id, step)) ? 'accepted' : 'replayed';
  }

  async function checkSecondFactor(user: UserRow, offered: SecondFactor) {
    if (offered.code) return spendCode(user, offered.code);
    if (offered.recoveryCode) {
      const used = await repo.spendRecoveryCode(
        user.id,
        recoveryCodeHash(offered.recoveryCode),
        now(),
      );
      return used ? 'accepted' : 'wrong';
    }
    return 'wrong';
  }

  /** Refuses unless `offered` is accepted; a member without two-factor sign-in is refused too. */
  async function requireSecondFactor(user: UserRow, offered: SecondFactor) {
    if (!user.twoFactorEnabled) {
      throw new HttpError(409, 'TWO_FACTOR_OFF', 'Two-factor sign-in is not on.');
    }
    const outcome = await checkSecondFactor(user, offered);
    if (outcome !== 'accepted') throw secondFactorRefusal(outcome, offered, 400);
  }

  async function issueRecoveryCodes(userId: number) {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(userId, codes.map(recoveryCodeHash));
    return codes;
  }

  return {
    checkSecondFactor,

    async status(user: UserRow): Promise<TwoFactorStatus> {
      return {
        enabled: user.twoFactorEnabled,
        recoveryCodesLeft: user.twoFactorEnabled ? await repo.unusedRecoveryCodes(user.id) : 0,
        requiredFor: user.twoFactorEnabled ? requiredFor(user) : null,
      };
    },

    /** Offers a new secret after the password is given again; nothing changes until `enable`. */
    async setUp(user: UserRow, password: string): Promise<TwoFactorSetup> {
      if (user.twoFactorEnabled) {
        throw new HttpError(409, 'TWO_FACTOR_ON', 'Two-factor sign-in is already on.');
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new HttpError(400, 'WRONG_PASSWORD', 'That password is not right.', [
          { field: 'password', reason: 'is not right' },
        ]);
      }
      const secret = generateSecret();
      await repo.setPendingTwoFactorSecret(user.id, secret);
      const uri = generateURI({
        issuer: station.name,
        label: user.username,
        secret,
        period: TOTP_PERIOD_SECONDS,
      });
      return { secret, uri, qr: qrPath(uri) };
    },

    /**
     * Turns two-factor sign-in on with a first code from the app; answers the recovery codes,
     * shown this once. Every other session ends: from now on each one began with a code.
     */
    async enable(user: UserRow, sessionId: number, code: string): Promise<string[]> {
      if (user.twoFactorEnabled) {
        throw new HttpError(409, 'TWO_FACTOR_ON', 'Two-factor sign-in is already on.');
      }
      const secret = user.twoFactorPendingSecret;
      if (!secret) {
        throw new HttpError(
          409,
          'TWO_FACTOR_NOT_SET_UP',
          'Start the set-up again: scan a new QR code.',
        );
      }
      const step = stepOf(secret, code, now());
      if (step === null) throw secondFactorRefusal('wrong', { code }, 400);
      const codes = newRecoveryCodes();
      await repo.enableTwoFactor(user.id, {
        secret,
        step,
        recoveryCodeHashes: codes.map(recoveryCodeHash),
        keepSessionId: sessionId,
      });
      return codes;
    },

    /** Turns it off with a current code or a recovery code; administrators must keep it. */
    async disable(user: UserRow, offered: SecondFactor) {
      const required = requiredFor(user);
      if (required) throw new HttpError(409, 'TWO_FACTOR_KEPT', required);
      await requireSecondFactor(user, offered);
      await repo.disableTwoFactor(user.id);
    },

    /** New recovery codes for a current code; the old ones stop working. */
    async renewRecoveryCodes(user: UserRow, code: string): Promise<string[]> {
      await requireSecondFactor(user, { code });
      return issueRecoveryCodes(user.id);
    },
  };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
