import { setTimeout as delay } from 'node:timers/promises';
import { ChatSocket, chatMessage } from './chat-socket.js';
import { type Answer, type CallOptions, call, multipartBody } from './crash-client.js';

/*
 * Streams of writes of every kind sent at once to a server in another process, each recording
 * what the server acknowledged; for tests that kill the server in the middle of them.
 */

/**
 * The streams of writes: paced so that each is still going when the kill comes, and bounded so
 * that each would stop by itself (after about 20 s) if it never came.
 */
const CHAT_SOCKETS = 8;
const CHAT_MESSAGES_EACH = 10;
/** The chat allows 5 messages in 10 s to one connection: one every 2 s keeps under it. */
const CHAT_PACE_MS = 2_050;
const REQUEST_LOOPS = 3;
const REQUESTS_EACH = 200;
const REQUEST_PACE_MS = 100;
const TIP_LOOPS = 3;
const TIPS_EACH = 150;
const TIP_PACE_MS = 100;
/** Tips are limited to 30 a minute from one address: each loop moves on after this many. */
const TIPS_PER_ADDRESS = 20;
const UPLOAD_LOOPS = 2;
const UPLOADS_EACH = 12;

export interface WriteTarget {
  origin: string;
  creator: { username: string; token: string };
  fan: { token: string };
  /** The song each upload sends. */
  mp3: Buffer;
}

/** What the server acknowledged, by kind: the ids it answered with. */
export interface Acknowledged {
  chat: number[];
  requests: number[];
  songs: number[];
  receipts: number[];
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const acked = (answer: Answer, status: number) => answer.status === status;

/**
 * Starts chat messages (the room hearing each back is its acknowledgement), anonymous song
 * requests (201), paid demo tips (the payment's 200) and one-request song uploads (201); `done`
 * settles once every stream has stopped, by its bound or at the first failure to reach the server.
 */
export function startWriteStreams(target: WriteTarget): {
  acknowledged: Acknowledged;
  done: Promise<void>;
} {
  const { origin, creator, fan, mp3 } = target;
  const api = (path: string, options?: CallOptions) => call(origin, path, options);
  const acknowledged: Acknowledged = { chat: [], requests: [], songs: [], receipts: [] };

  /** Runs `write` up to `times` times in a row, stopping at the first failure to reach the server. */
  async function stream(times: number, write: (n: number) => Promise<void>) {
    for (let n = 0; n < times; n++) {
      try {
        await write(n);
      } catch {
        return; // The server is gone: whatever was in flight is unacknowledged.
      }
    }
  }

  function chatStream(index: number) {
    return stream(1, async () => {
      await delay(index * 250);
      const socket = new ChatSocket(`${origin.replace('http', 'ws')}/chat-ws`, {
        headers: { origin },
        waitMs: 5_000,
      });
      // The kill resets the connection: the socket closing is what the stream looks at.
      socket.socket.on('error', () => {});
      try {
        await socket.join(`Crash${index}`);
        for (let n = 0; n < CHAT_MESSAGES_EACH && !socket.closed; n++) {
          if (n > 0) await delay(CHAT_PACE_MS);
          const text = `crash ${index}.${n}`;
          socket.send(chatMessage(text));
          // The room hearing the message back is the chat's acknowledgement.
          const heard = await socket.next('new_message', (frame) => frame.data.message === text);
          acknowledged.chat.push(heard.data.id);
        }
      } finally {
        socket.close();
      }
    });
  }

  function requestStream(loop: number) {
    return stream(REQUESTS_EACH, async (n) => {
      if (n > 0) await delay(REQUEST_PACE_MS);
      // Each request from an address of its own: one listener, one request per cooldown.
      const from = `127.${10 + loop}.${Math.floor(n / 250)}.${1 + (n % 250)}`;
      const answer = await api('/api/requests', {
        body: { artist: `Crash Artist ${loop}`, track: `Track ${loop}.${n}`, name: 'Crash' },
        from,
      });
      if (acked(answer, 201)) acknowledged.requests.push(answer.json<{ id: number }>().id);
    });
  }

  function tipStream(loop: number) {
    return stream(TIPS_EACH, async (n) => {
      if (n > 0) await delay(TIP_PACE_MS);
      const from = `127.20.${loop}.${1 + Math.floor(n / TIPS_PER_ADDRESS)}`;
      const started = await api(`/api/creators/${creator.username}/tips`, {
        headers: bearer(fan.token),
        body: { amountCents: 100 + loop * 100 + n, message: `tip ${loop}.${n}` },
        from,
      });
      if (!acked(started, 201)) return;
      const { checkoutId } = started.json<{ checkoutId: string }>();
      const paid = await api(`/api/checkouts/${checkoutId}/pay`, {
        headers: bearer(fan.token),
        body: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', name: 'Fan' },
        from,
      });
      if (acked(paid, 200)) {
        acknowledged.receipts.push(paid.json<{ receiptId: number }>().receiptId);
      }
    });
  }

  function uploadStream(loop: number) {
    const from = `127.0.2.${loop + 1}`;
    return stream(UPLOADS_EACH, async (n) => {
      const { body, contentType } = multipartBody(
        'audio',
        { name: `crash-${loop}-${n}.mp3`, type: 'audio/mpeg', bytes: mp3 },
        { title: `Crash ${loop}.${n}` },
      );
      const answer = await api('/api/artist/songs/upload', {
        headers: { ...bearer(creator.token), 'content-type': contentType },
        body,
        from,
        timeoutMs: 30_000,
      });
      if (acked(answer, 201)) acknowledged.songs.push(answer.json<{ id: number }>().id);
    });
  }

  const done = Promise.all([
    ...Array.from({ length: CHAT_SOCKETS }, (_, i) => chatStream(i)),
    ...Array.from({ length: REQUEST_LOOPS }, (_, i) => requestStream(i)),
    ...Array.from({ length: TIP_LOOPS }, (_, i) => tipStream(i)),
    ...Array.from({ length: UPLOAD_LOOPS }, (_, i) => uploadStream(i)),
  ]).then(() => undefined);
  return { acknowledged, done };
}
