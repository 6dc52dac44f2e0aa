import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ServerChatFrame } from '../../../shared/contracts/chat.js';

/** What one chat instance tells all the others (and itself). */
export type ChatBusEvent =
  | { kind: 'frame'; frame: ServerChatFrame }
  | { kind: 'mute'; name: string; until: number }
  | { kind: 'slow_mode'; seconds: number }
  | { kind: 'room_count'; instance: string; count: number };

export interface ChatBus {
  readonly instance: string;
  publish(event: ChatBusEvent): void;
  subscribe(handler: (event: ChatBusEvent) => void): void;
  close(): Promise<void>;
}

/** One process: events go straight back to this instance. */
export function createLocalChatBus(): ChatBus {
  const handlers: ((event: ChatBusEvent) => void)[] = [];
  return {
    instance: 'local',
    publish: (event) => {
      for (const handler of handlers) handler(event);
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {},
  };
}

const CHANNEL = 'nightdrive:chat';

/** Several processes: events travel through Redis pub/sub, so they act as one room. */
export async function createRedisChatBus(
  url: string,
  log?: { warn: (o: object, m: string) => void },
): Promise<ChatBus> {
  const instance = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on('error', (err) => log?.warn({ err }, 'chat Redis connection problem'));
  }
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  const handlers: ((event: ChatBusEvent) => void)[] = [];
  subscriber.on('message', (_channel, raw) => {
    let event: ChatBusEvent;
    try {
      event = JSON.parse(raw) as ChatBusEvent;
    } catch {
      return;
    }
    for (const handler of handlers) handler(event);
  });
  return {
    instance,
    publish: (event) => {
      publisher.publish(CHANNEL, JSON.stringify(event)).catch((err: unknown) => {
        log?.warn({ err }, 'chat event not published');
      });
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
