import { CHAT_USERNAME_MAX, type ChatErrorCode } from '../../../shared/contracts/chat.js';
import { station } from '../../../shared/site/station.js';

// What a chatter may send: the names anonymous listeners may take, and frames the room reads.

/** Names nobody may take: staff words and the station's own name, ignoring case and spacing. */
const RESERVED = [
  'admin',
  'administrator',
  'system',
  'dj',
  'moderator',
  'mod',
  'staff',
  station.name,
  station.shortName,
].map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ''));
const NAME_PATTERN = /^[\p{L}\p{N}_ .-]+$/u;

/** PostgreSQL cannot store NUL in text, and no reader wants it. */
export const NUL = '\u0000';
export const NUL_REFUSAL =
  'The chat cannot take NUL (zero-byte) characters. Remove them and send again.';
/** Frames are flat: a NUL can only hide in one of the `data` strings. */
export const carriesNul = (frame: unknown) => {
  const data = (frame as { data?: unknown } | null)?.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    Object.values(data).some((value) => typeof value === 'string' && value.includes(NUL))
  );
};
export const FRAME_TYPES = ['join', 'chat_message', 'delete_message', 'mute_user', 'slow_mode'];

/** A requested name with its spacing tidied, as the room will show it. */
export const tidyName = (requested: string) => requested.trim().replace(/\s+/g, ' ');

/**
 * Why an anonymous listener may not chat under `name` (already tidied), or null when the
 * name's shape is fine; whether a registered member owns it is asked of the database after.
 */
export function nameProblem(name: string): { code: ChatErrorCode; reason: string } | null {
  if (!name) return { code: 'INVALID_NAME', reason: 'Choose a name to join the chat.' };
  if (name.length > CHAT_USERNAME_MAX || !NAME_PATTERN.test(name)) {
    return {
      code: 'INVALID_NAME',
      reason: `Names are up to ${CHAT_USERNAME_MAX} letters, numbers, spaces, dots, dashes or underscores.`,
    };
  }
  if (RESERVED.includes(name.toLowerCase().replace(/[^a-z0-9]/g, ''))) {
    return {
      code: 'RESERVED_NAME',
      reason: `“${name}” is reserved for the station. Choose another name.`,
    };
  }
  return null;
}
