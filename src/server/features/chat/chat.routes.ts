import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  announcementRequestSchema,
  chatMessageSchema,
  moderationLogPageSchema,
  moderationLogQuerySchema,
  type ServerChatFrame,
} from '../../../shared/contracts/chat.js';
import type { MemberConnections } from '../../lib/member-events.js';
import { declareRoutes } from '../../lib/route-declarations.js';
import { isSameSite } from '../../lib/same-site.js';
import { SESSION_COOKIE } from '../../plugins/auth.js';
import type { UserRow } from '../../views/user.views.js';
import type { ChatPeer, ChatService } from './chat.service.js';
import type { ModerationLogService } from './moderation-log.service.js';

export const MAX_FRAME_BYTES = 64 * 1024;
/** How often the job runner pings every socket; one that missed the last ping is dropped. */
export const KEEPALIVE_EVERY_MS = 30_000;

export interface ChatRouteDeps {
  chat: ChatService;
  moderationLog: ModerationLogService;
  publicUrl: string;
  authenticate(token: string): Promise<{ user: UserRow } | null>;
  /** Marks a signed-in chatter present while their socket is open. */
  holdPresence(userId: number): () => void;
  /** Signed-in chatters' sockets, closed on every instance when the member is suspended. */
  connections: MemberConnections;
}

/** The chat socket at /chat-ws: same-site pages only, frames up to 64 KB, dead peers dropped. */
export async function chatRoutes(app: FastifyInstance, deps: ChatRouteDeps) {
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  const ownOrigin = new URL(deps.publicUrl).origin;
  const alive = new WeakMap<WebSocket, boolean>();
  // A broadcast hands the same frame to every peer: it is serialized and UTF-8 encoded once,
  // not once per socket (at 5,000 chatters that was a large part of each message's cost).
  const frames = new WeakMap<ServerChatFrame, Buffer>();
  const encoded = (frame: ServerChatFrame) => {
    let bytes = frames.get(frame);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(frame));
      frames.set(frame, bytes);
    }
    return bytes;
  };
  const sockets = new Set<WebSocket>();

  app.addHook('onClose', async () => {
    for (const socket of sockets) socket.close(1001, 'server shutting down');
  });

  const route = declareRoutes(app, { tags: ['chat'], errors: [400, 401, 403] });
  route('POST /api/admin/chat/announcements', {
    access: 'admin',
    summary: 'Post a station announcement into the live chat',
    body: announcementRequestSchema,
    ok: chatMessageSchema,
    status: 201,
    handle: (request) => deps.chat.announce(request.user, request.body.message),
  });

  route('GET /api/station/moderation-log', {
    access: 'dj',
    summary: 'The chat’s deletions and mutes, newest first, a page at a time (DJs and admins)',
    querystring: moderationLogQuerySchema,
    ok: moderationLogPageSchema,
    personal: true,
    handle: (request) => deps.moderationLog.page(request.user, request.query.before),
  });

  app.get(
    '/chat-ws',
    {
      websocket: true,
      config: { access: 'public' },
      schema: { hide: true },
      preValidation: async (request, reply) => {
        // A page on another site (or a sandboxed one, `Origin: null`) must not ride on a
        // listener's session cookie.
        if (!isSameSite(request.headers.origin, request, ownOrigin)) {
          await reply.code(403).send({
            error: {
              status: 403,
              code: 'FOREIGN_ORIGIN',
              message: 'The chat only accepts this site’s pages.',
            },
          });
        }
      },
    },
    async (socket, request) => {
      sockets.add(socket);
      alive.set(socket, true);
      socket.on('pong', () => alive.set(socket, true));
      let leave: () => void = () => undefined;
      let untrack: () => void = () => undefined;
      const peer: ChatPeer = {
        send: (frame) => {
          if (socket.readyState === socket.OPEN) socket.send(encoded(frame), { binary: false });
        },
        // Presence ends with the close frame, not when the other side gets round to answering.
        close: (code, reason) => {
          socket.close(code, reason);
          leave();
          untrack();
        },
      };
      // Messages may arrive while the session and history load; they wait their turn.
      const token = request.cookies?.[SESSION_COOKIE];
      let queue: Promise<unknown> = (async () => {
        const session = token ? await deps.authenticate(token).catch(() => null) : null;
        if (session && socket.readyState === socket.OPEN) {
          leave = deps.holdPresence(session.user.id);
          untrack = deps.connections.track(session.user.id, () => {
            // Out of the room at once: nothing said while the socket closes reaches anyone.
            deps.chat.disconnect(peer);
            peer.close(1008, 'account suspended');
          });
        }
        if (socket.readyState !== socket.OPEN) return;
        await deps.chat.connect(peer, { address: request.ip, user: session?.user ?? null });
      })().catch((err: unknown) => request.log.warn({ err }, 'chat connection failed'));
      socket.on('message', (data, isBinary) => {
        const text = isBinary ? '' : data.toString();
        queue = queue
          .then(() => deps.chat.receive(peer, text))
          .catch((err: unknown) => request.log.warn({ err }, 'chat message failed'));
      });
      socket.on('close', () => {
        sockets.delete(socket);
        queue = queue.then(() => {
          leave();
          untrack();
          return deps.chat.disconnect(peer);
        });
      });
    },
  );

  return {
    /** Drops sockets that did not answer the last ping, and pings the rest. */
    keepAlive() {
      for (const socket of sockets) {
        if (alive.get(socket) === false) {
          socket.terminate();
          continue;
        }
        alive.set(socket, false);
        socket.ping();
      }
    },
  };
}
