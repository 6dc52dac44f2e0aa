import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account before carries a signed note saying so, and its attempts on that
 * account skip the throttles meant for strangers. One cookie holds the notes for the last few
 * accounts used in this browser: entries `<userId>.<issued>.<nonce>.<signature>` joined by `~`,
 * newest first, where `issued` is the issue time in base-36 seconds, `nonce` 16 random bytes and
 * `signature` HMAC-SHA256 over the rest, all base64url.
 */
export const DEVICE_COOKIE = 'device';
/** Sent with sign-in requests only. */
export const DEVICE_COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts remembered per browser; older entries drop off. */
export const MAX_DEVICE_ENTRIES = 5;
/** Where the signing key lives in `app_meta`: 32 random bytes, base64url, made on first use. */
export const DEVICE_KEY_NAME = 'device_cookie_key';

const KEY_BYTES = 32;
/** Far more than MAX_DEVICE_ENTRIES entries take; anything longer is not ours. */
const MAX_COOKIE_CHARS = 1024;
/** Clocks of several instances may disagree a little about when an entry was issued. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const ENTRY = /^([1-9]\d{0,14})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceEntry {
  userId: number;
  /** Names this device's own failure budget. */
  nonce: string;
  /** The entry as it appears in the cookie, to carry it over unchanged. */
  text: string;
}

export interface DeviceCookiesDeps {
  /** Answers the stored key, storing the candidate first when there is none yet. */
  storedKey(candidate: string): Promise<string>;
}

export function createDeviceCookies({ storedKey }: DeviceCookiesDeps) {
  let key: Promise<Buffer> | undefined;

  function signingKey(): Promise<Buffer> {
    key ??= storedKey(randomBytes(KEY_BYTES).toString('base64url')).then(
      (value) => {
        const bytes = Buffer.from(value, 'base64url');
        if (bytes.length !== KEY_BYTES)
          throw new Error(`${DEVICE_KEY_NAME} is not ${KEY_BYTES} bytes`);
        return bytes;
      },
      (error: unknown) => {
        // A database hiccup must not stick: the next sign-in tries again.
        key = undefined;
        throw error;
      },
    );
    return key;
  }

  const sign = (secret: Buffer, payload: string) =>
    createHmac('sha256', secret).update(`device:${payload}`).digest();

  return {
    /** The well-signed, unexpired entries of a cookie value; anything else is ignored. */
    async read(value: string | undefined, at: Date): Promise<DeviceEntry[]> {
      if (!value || value.length > MAX_COOKIE_CHARS) return [];
      const candidates = value
        .split('~')
        .slice(0, MAX_DEVICE_ENTRIES)
        .map((text) => ({ text, match: ENTRY.exec(text) }));
      if (!candidates.some((c) => c.match)) return [];
      const secret = await signingKey();
      const entries: DeviceEntry[] = [];
      for (const { text, match } of candidates) {
        if (!match) continue;
        const [, id = '', issued = '', nonce = '', signature = ''] = match;
        const issuedMs = Number.parseInt(issued, 36) * 1000;
        const age = at.getTime() - issuedMs;
        if (age > DEVICE_COOKIE_LIFETIME_MS || age < -CLOCK_SKEW_MS) continue;
        const expected = sign(secret, `${id}.${issued}.${nonce}`);
        const given = Buffer.from(signature, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) continue;
        entries.push({ userId: Number(id), nonce, text });
      }
      return entries;
    },

    /**
     * A fresh entry for the account that just signed in, ahead of the other accounts' entries
     * this browser already had.
     */
    async issue(userId: number, kept: DeviceEntry[], at: Date): Promise<string> {
      const secret = await signingKey();
      const issued = Math.floor(at.getTime() / 1000).toString(36);
      const nonce = randomBytes(16).toString('base64url');
      const payload = `${userId}.${issued}.${nonce}`;
      const fresh = `${payload}.${sign(secret, payload).toString('base64url')}`;
      const others = kept.filter((entry) => entry.userId !== userId).map((entry) => entry.text);
      return [fresh, ...others].slice(0, MAX_DEVICE_ENTRIES).join('~');
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean) {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: Math.floor(DEVICE_COOKIE_LIFETIME_MS / 1000),
  });
}
