import {
  CHAT_HISTORY_SIZE,
  CHAT_MESSAGE_MAX,
  type ChatErrorCode,
  type ChatMessage,
  clientChatFrameSchema,
  type ServerChatFrame,
} from '../../../shared/contracts/chat.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { station } from '../../../shared/site/station.js';
import { countOf } from '../../lib/count-of.js';
import { badRequest, forbidden } from '../../lib/http-error.js';
import { MAX_OPEN_CONNECTIONS_PER_ADDRESS } from '../../lib/per-address-cap.js';
import { type ConnectionCap, localCap } from '../../lib/shared-caps.js';
import type { UserRow } from '../../views/user.views.js';
import type { ChatBus } from './chat.bus.js';
import { carriesNul, FRAME_TYPES, NUL, NUL_REFUSAL, nameProblem, tidyName } from './chat.input.js';
import type { ChatRepo } from './chat.repo.js';
import { createRoomCount } from './chat.room-count.js';
import { toMessage } from './chat.views.js';

export const RATE_LIMIT_MESSAGES = 5;
export const RATE_LIMIT_WINDOW_MS = 10_000;
export const MAX_CONNECTIONS_PER_ADDRESS = MAX_OPEN_CONNECTIONS_PER_ADDRESS;
/** One open chat connection, as the service sees it. */
export interface ChatPeer {
  send(frame: ServerChatFrame): void;
  /** Ends the connection with a WebSocket close code. */
  close(code: number, reason: string): void;
}

interface PeerState {
  user: UserRow | null;
  username: string | null;
  sentAt: number[];
  /** Gives back this connection's slot in its address's allowance. */
  release: () => void;
}

/** The chat room: who is here, who may say what, and what everyone hears. */
export function createChatService(deps: {
  repo: ChatRepo;
  bus: ChatBus;
  /** The cap on chat connections per address (shared by the instances with Redis). */
  perAddress?: ConnectionCap;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const { bus } = deps;
  const roomCount = createRoomCount({ bus, now });
  const peers = new Map<ChatPeer, PeerState>();
  const perAddress = deps.perAddress ?? localCap(MAX_CONNECTIONS_PER_ADDRESS);
  const names = new Set<string>();
  /** Lower-cased name → when the mute ends (epoch ms). */
  const mutes = new Map<string, number>();
  let slowModeSeconds = 0;

  const isModerator = (state: PeerState) => can(state.user, 'chat.moderate');

  function leave(peer: ChatPeer) {
    const state = peers.get(peer);
    if (!state) return;
    peers.delete(peer);
    state.release();
    roomCount.remove(peer);
    if (state.username) names.delete(state.username.toLowerCase());
  }

  /** The account is gone or suspended: this connection ends, and says nothing more. */
  function shutOut(peer: ChatPeer) {
    leave(peer);
    peer.close(1008, 'account suspended');
  }

  /**
   * The chatter's account as it is now, read again from the database before a right is used:
   * roles change while a socket stays open, and the roles-changed event may still be on its
   * way from another instance. Null for anonymous chatters and for accounts shut out here.
   */
  async function current(peer: ChatPeer, state: PeerState): Promise<UserRow | null> {
    if (!state.user) return null;
    const fresh = await deps.repo.findUser(state.user.id);
    if (!fresh || fresh.suspendedAt) {
      shutOut(peer);
      return null;
    }
    state.user = fresh;
    return fresh;
  }

  const sendLocal = (frame: ServerChatFrame) => {
    for (const peer of peers.keys()) peer.send(frame);
  };
  /** Everyone in the room, on every instance, hears it (through the bus). */
  const broadcast = (frame: ServerChatFrame) => bus.publish({ kind: 'frame', frame });
  bus.subscribe((event) => {
    switch (event.kind) {
      case 'frame':
        return sendLocal(event.frame);
      case 'mute':
        mutes.set(event.name, event.until);
        return;
      case 'slow_mode':
        // One event both sets the value and tells the room, so every instance's chatters hear
        // the value that instance now enforces, whatever other commands cross it on the bus.
        slowModeSeconds = event.seconds;
        return sendLocal({ type: 'slow_mode', data: { seconds: event.seconds } });
      case 'room_count':
        // The room count listens for these itself.
        return;
    }
  });
  const refuse = (peer: ChatPeer, code: ChatErrorCode, reason: string) =>
    peer.send({ type: 'error', data: { code, reason } });

  async function join(peer: ChatPeer, state: PeerState, requested: string) {
    if (state.username) return refuse(peer, 'ALREADY_JOINED', 'You have already joined the chat.');
    // A signed-in listener always chats under their own account name.
    const name = state.user ? state.user.username : tidyName(requested);
    if (!state.user) {
      const problem = nameProblem(name);
      if (problem) return refuse(peer, problem.code, problem.reason);
      if (await deps.repo.isRegisteredName(name)) {
        return refuse(
          peer,
          'NAME_TAKEN',
          `“${name}” belongs to a registered listener. Sign in or choose another name.`,
        );
      }
    }
    if (names.has(name.toLowerCase())) {
      return refuse(peer, 'NAME_TAKEN', `Someone in the chat is already called “${name}”.`);
    }
    names.add(name.toLowerCase());
    state.username = name;
    peer.send({ type: 'join_confirmed', data: { username: name } });
  }

  async function say(peer: ChatPeer, state: PeerState, text: string) {
    if (!state.username)
      return refuse(peer, 'NOT_JOINED', 'Join the chat before sending messages.');
    const message = text.trim();
    if (!message) return refuse(peer, 'EMPTY', 'Type a message first.');
    if (message.length > CHAT_MESSAGE_MAX) {
      return refuse(peer, 'TOO_LONG', `Messages are at most ${CHAT_MESSAGE_MAX} characters.`);
    }
    const at = now();
    const mutedUntil = mutes.get(state.username.toLowerCase()) ?? 0;
    if (mutedUntil > at) {
      const minutes = Math.ceil((mutedUntil - at) / 60_000);
      return refuse(
        peer,
        'MUTED',
        `A moderator muted you. You can chat again in ${countOf(minutes, 'minute')}.`,
      );
    }
    const last = state.sentAt[state.sentAt.length - 1];
    if (
      slowModeSeconds > 0 &&
      !isModerator(state) &&
      last !== undefined &&
      at - last < slowModeSeconds * 1000
    ) {
      return refuse(
        peer,
        'SLOW_MODE',
        `Slow mode is on: one message every ${slowModeSeconds} seconds.`,
      );
    }
    state.sentAt = state.sentAt.filter((t) => at - t < RATE_LIMIT_WINDOW_MS);
    if (state.sentAt.length >= RATE_LIMIT_MESSAGES) {
      return refuse(peer, 'RATE_LIMITED', 'You are sending messages too fast. Wait a few seconds.');
    }
    state.sentAt.push(at);
    // Only a DJ's message pays for the read: a demoted DJ must not speak as one, while a
    // promotion may wait for the roles-changed event.
    if (can(state.user, 'chat.postAsDj') && !(await current(peer, state))) return;
    const row = await deps.repo.insert({
      type: can(state.user, 'chat.postAsDj') ? 'dj' : 'user',
      username: state.username,
      userId: state.user?.id ?? null,
      message,
    });
    broadcast({ type: 'new_message', data: toMessage(row) });
  }

  async function stationSays(message: string): Promise<ChatMessage> {
    const row = await deps.repo.insert({ type: 'system', username: station.name, message });
    const sent = toMessage(row);
    broadcast({ type: 'new_message', data: sent });
    return sent;
  }

  return {
    /**
     * A new connection: refused past the per-address cap, else sent the history and the online
     * count; everyone else hears the new count in the next coalesced round.
     */
    async connect(peer: ChatPeer, meta: { address: string; user: UserRow | null }) {
      const release = await perAddress.acquire(meta.address);
      if (!release) {
        refuse(peer, 'TOO_MANY_CONNECTIONS', 'Too many chat connections from your address.');
        peer.close(1008, 'too many connections');
        return;
      }
      peers.set(peer, { user: meta.user, username: null, sentAt: [], release });
      roomCount.add(peer);
      const history = await deps.repo.recent(CHAT_HISTORY_SIZE);
      if (!peers.has(peer)) return;
      peer.send({ type: 'message_history', data: history.map(toMessage) });
      if (slowModeSeconds > 0) peer.send({ type: 'slow_mode', data: { seconds: slowModeSeconds } });
      roomCount.greet(peer);
    },

    async receive(peer: ChatPeer, raw: string) {
      const state = peers.get(peer);
      if (!state) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // JSON allows no raw control characters inside strings; say which one it was.
        const reason = raw.includes(NUL) ? NUL_REFUSAL : 'That message could not be read.';
        return refuse(peer, 'MALFORMED', reason);
      }
      const type = String((parsed as { type?: unknown } | null)?.type);
      if (!FRAME_TYPES.includes(type)) {
        return refuse(peer, 'UNKNOWN_TYPE', 'The chat does not know that kind of message.');
      }
      if (carriesNul(parsed)) return refuse(peer, 'MALFORMED', NUL_REFUSAL);
      const frame = clientChatFrameSchema.safeParse(parsed);
      if (!frame.success) return refuse(peer, 'MALFORMED', 'That message is missing its data.');
      const command = frame.data;
      switch (command.type) {
        case 'join':
          return join(peer, state, command.data.username);
        case 'chat_message':
          return say(peer, state, command.data.message);
        case 'delete_message': {
          const moderator = await current(peer, state);
          if (!moderator || !can(moderator, 'chat.moderate'))
            return refuse(peer, 'FORBIDDEN', 'Only DJs and admins can delete messages.');
          if (!(await deps.repo.deleteAsModerator(command.data.id, moderator))) {
            return refuse(peer, 'NOT_FOUND', 'That message is already gone.');
          }
          return broadcast({ type: 'message_deleted', data: { id: command.data.id } });
        }
        case 'mute_user': {
          const moderator = await current(peer, state);
          if (!moderator || !can(moderator, 'chat.moderate'))
            return refuse(peer, 'FORBIDDEN', 'Only DJs and admins can mute chatters.');
          const until = now() + command.data.minutes * 60_000;
          await deps.repo.logMute(moderator, command.data.username, new Date(until));
          bus.publish({ kind: 'mute', name: command.data.username.toLowerCase(), until });
          return broadcast({
            type: 'user_muted',
            data: { username: command.data.username, until: new Date(until).toISOString() },
          });
        }
        case 'slow_mode': {
          if (!can(await current(peer, state), 'chat.setSlowMode'))
            return refuse(peer, 'FORBIDDEN', 'Only admins can change slow mode.');
          // Not read back from `slowModeSeconds`: through Redis the command reaches this
          // instance too, but only after this handler has returned.
          return bus.publish({ kind: 'slow_mode', seconds: command.data.seconds });
        }
      }
    },

    disconnect: leave,

    /**
     * The member's roles changed: their open connections here take the account as it is now,
     * so the slow-mode exemption and the next message follow the new roles at once.
     */
    async rolesChanged(userId: number) {
      const theirs = [...peers].filter(([, state]) => state.user?.id === userId);
      if (theirs.length === 0) return;
      const fresh = await deps.repo.findUser(userId);
      for (const [peer, state] of theirs) {
        if (!peers.has(peer)) continue;
        if (!fresh || fresh.suspendedAt) shutOut(peer);
        else state.user = fresh;
      }
    },

    /** Moderation after a report: the message goes from the room and its history. */
    async removeMessage(id: number) {
      if (await deps.repo.softDelete(id)) broadcast({ type: 'message_deleted', data: { id } });
    },

    /** A station announcement, shown to everyone as a system message. */
    async announce(actor: Actor, message: string): Promise<ChatMessage> {
      if (!can(actor, 'chat.announce')) {
        throw forbidden('Only administrators can post announcements.');
      }
      if (message.includes(NUL)) {
        const reason = 'must not contain NUL (zero-byte) characters';
        throw badRequest(`Invalid body: message ${reason}`, [{ field: 'message', reason }]);
      }
      return stationSays(message);
    },

    /** The station itself speaks in the room (an event starting), as a system message. */
    stationSays,

    onlineCount: roomCount.total,
    /** The room count's heartbeat, for the job runner. */
    roomCountHeartbeat: roomCount.heartbeat,
    stop: roomCount.stop,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
