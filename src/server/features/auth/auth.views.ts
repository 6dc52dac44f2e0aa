/** The signed-in member as sign-in, sign-up and "who am I" answer: roles, no e-mail. */
export { toAccountUser } from '../../views/user.views.js';

import type { SignedInSession } from '../../../shared/contracts/auth.js';
import { addressPrefix, describeDevice } from '../../lib/device-names.js';

interface SessionRow {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** A session as the member sees it: device and network named, never the token or whole address. */
export function toSignedInSession(row: SessionRow, currentSessionId: number): SignedInSession {
  return {
    id: row.id,
    device: describeDevice(row.userAgent),
    place: addressPrefix(row.ip),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
