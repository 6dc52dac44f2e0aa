import { randomUUID } from 'node:crypto';
import type { ServerChatFrame } from '../../../shared/contracts/chat.js';
import {
  closeRedis,
  openRedis,
  type RedisLog,
  redisReady,
  subscribe,
  whenReady,
} from '../../lib/redis.js';

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

/**
 * Several processes: events travel through Redis pub/sub, so they act as one room. While Redis
 * is away (or a publish fails) an event goes straight to this instance's own chatters, so each
 * instance keeps its own room going; they are one room again once Redis is back.
 */
export async function createRedisChatBus(url: string, log: RedisLog): Promise<ChatBus> {
  const instance = randomUUID();
  const handlers: ((event: ChatBusEvent) => void)[] = [];
  const deliver = (event: ChatBusEvent) => {
    for (const handler of handlers) handler(event);
  };
  const publisher = openRedis(url, log, 'the chat');
  const subscription = subscribe(url, log, 'the chat', CHANNEL, (raw) => {
    let event: ChatBusEvent;
    try {
      event = JSON.parse(raw) as ChatBusEvent;
    } catch {
      return;
    }
    deliver(event);
  });
  await Promise.all([whenReady(publisher), subscription.started()]);
  return {
    instance,
    publish: (event) => {
      if (!redisReady(publisher) || !subscription.listening()) return deliver(event);
      publisher.publish(CHANNEL, JSON.stringify(event)).catch((err: unknown) => {
        log.warn({ err }, 'chat event not shared; told this instance only');
        deliver(event);
      });
    },
    subscribe: (handler) => {
      handlers.push(handler);
    },
    close: async () => {
      await Promise.allSettled([subscription.close(), closeRedis(publisher)]);
    },
  };
}
