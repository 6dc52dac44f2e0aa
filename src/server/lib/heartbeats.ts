/**
 * Two different things are kept fresh between instances, each with its own beat, and each is
 * taken as gone after three beats missed:
 *
 * - Member presence (the presence feature): which signed-in members have the site open, for
 *   friends' online status and "listening now". Every instance rewrites one Redis entry per
 *   member it holds on each beat, so that beat is the slower one.
 * - The chat room count (the chat feature): how many chat connections, anonymous ones included,
 *   the room has. Each instance announces one number on the chat bus, cheap enough to send more
 *   often, and everyone in the room sees the count move.
 *
 * They are kept apart because they count different things: a member with two tabs is one member
 * present but two connections in the room, and a visitor who is not signed in is in the room
 * without being present.
 */

/** An instance refreshes its members' presence this often… */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/** …and a member no instance has refreshed for this long is offline (its instance went away). */
export const PRESENCE_STALE_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** Each instance tells the others its number of chat connections this often, and on change… */
export const ROOM_COUNT_EVERY_MS = 10_000;
/** …and an instance silent this long has gone (crashed or cut off): its chatters no longer count. */
export const ROOM_COUNT_STALE_MS = 3 * ROOM_COUNT_EVERY_MS;
