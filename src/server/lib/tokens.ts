import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random session token, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** Sessions are looked up by this hash, so a leaked table holds no usable tokens. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
