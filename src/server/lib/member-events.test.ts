import { afterAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { until } from '../testing/until.js';
import {
  createLocalMemberEvents,
  createMemberConnections,
  createRedisMemberEvents,
  type MemberEvent,
  type MemberEvents,
} from './member-events.js';

const redisUrl = readEnv().REDIS_URL;

describe('member events in one process', () => {
  it('runs every handler before publishing settles, even when one of them fails', async () => {
    const events = createLocalMemberEvents({ warn: () => undefined });
    const heard: MemberEvent[] = [];
    events.subscribe(() => {
      throw new Error('a broken handler');
    });
    events.subscribe(async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      heard.push(event);
    });
    await events.publish({ kind: 'roles_changed', userId: 7 });
    expect(heard).toEqual([{ kind: 'roles_changed', userId: 7 }]);
  });
});

describe('member connections', () => {
  it('closes every connection of a suspended member and no one else’s', async () => {
    const events = createLocalMemberEvents();
    const connections = createMemberConnections(events);
    const closed: string[] = [];
    connections.track(1, () => closed.push('1a'));
    connections.track(1, () => closed.push('1b'));
    const gone = connections.track(1, () => closed.push('1c'));
    connections.track(2, () => closed.push('2'));
    gone();
    await events.publish({ kind: 'roles_changed', userId: 1 });
    expect(closed).toEqual([]);
    await events.publish({ kind: 'suspended', userId: 1 });
    expect(closed).toEqual(['1a', '1b']);
  });

  it('closes a connection that registers just after the suspension, until the account is restored', async () => {
    let clock = 0;
    const events = createLocalMemberEvents();
    const connections = createMemberConnections(events, () => clock);
    await events.publish({ kind: 'suspended', userId: 3 });
    const closed: number[] = [];
    connections.track(3, () => closed.push(1));
    expect(closed).toEqual([1]);
    await events.publish({ kind: 'restored', userId: 3 });
    connections.track(3, () => closed.push(2));
    expect(closed).toEqual([1]);
    await events.publish({ kind: 'suspended', userId: 4 });
    clock += 60_000;
    connections.track(4, () => closed.push(3));
    expect(closed).toEqual([1]);
  });
});

const quiet = { warn: () => undefined, info: () => undefined };

describe.skipIf(!redisUrl)('member events through Redis', () => {
  const opened: MemberEvents[] = [];
  afterAll(async () => {
    for (const events of opened) await events.close();
  });

  it('reaches every instance, the publishing one too, and ignores what is not an event', async () => {
    const [a, b] = await Promise.all([
      createRedisMemberEvents(redisUrl as string, quiet),
      createRedisMemberEvents(redisUrl as string, quiet),
    ]);
    opened.push(a, b);
    const userId = 800_000_000 + Math.floor(Math.random() * 1_000_000);
    const heard: string[] = [];
    a.subscribe((event) => {
      if (event.userId === userId) heard.push(`a:${event.kind}`);
    });
    b.subscribe((event) => {
      if (event.userId === userId) heard.push(`b:${event.kind}`);
    });
    await a.publish({ kind: 'suspended', userId });
    await until(
      () => [...heard].sort(),
      (seen) => seen.length === 2,
      { what: 'both instances hearing the suspension' },
    );
    expect([...heard].sort()).toEqual(['a:suspended', 'b:suspended']);
  });
});
