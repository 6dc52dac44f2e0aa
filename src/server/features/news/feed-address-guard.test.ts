import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from '../../lib/paths.js';
import { type FeedServer, startFeedServer } from '../../testing/feed-server.js';
import {
  createFeedAddressGuard,
  type FeedAddressGuard,
  FeedAddressRefused,
  nonPublicKind,
} from './feed-address-guard.js';
import { fetchFeedDocument } from './feed-fetch.js';

const limits = { timeoutMs: 3000, maxBytes: 512 * 1024, userAgent: 'test' };

describe('telling public addresses from the rest', () => {
  it('names each kind of address the reader must not reach', () => {
    expect({
      '127.0.0.1': nonPublicKind('127.0.0.1'),
      '127.9.9.9': nonPublicKind('127.9.9.9'),
      '10.0.0.1': nonPublicKind('10.0.0.1'),
      '172.31.255.255': nonPublicKind('172.31.255.255'),
      '192.168.1.1': nonPublicKind('192.168.1.1'),
      '169.254.169.254': nonPublicKind('169.254.169.254'),
      '100.100.0.1': nonPublicKind('100.100.0.1'),
      '0.0.0.0': nonPublicKind('0.0.0.0'),
      '239.1.1.1': nonPublicKind('239.1.1.1'),
      '255.255.255.255': nonPublicKind('255.255.255.255'),
      '::': nonPublicKind('::'),
      '::1': nonPublicKind('::1'),
      'fc00::1': nonPublicKind('fc00::1'),
      'fdff::1': nonPublicKind('fdff::1'),
      'fe80::1%eth0': nonPublicKind('fe80::1%eth0'),
      'febf::1': nonPublicKind('febf::1'),
      'ff02::1': nonPublicKind('ff02::1'),
      '::ffff:127.0.0.1': nonPublicKind('::ffff:127.0.0.1'),
      '::ffff:a9fe:a9fe': nonPublicKind('::ffff:a9fe:a9fe'),
      '64:ff9b::10.0.0.1': nonPublicKind('64:ff9b::10.0.0.1'),
      '2002:c0a8:101::1': nonPublicKind('2002:c0a8:101::1'),
    }).toEqual({
      '127.0.0.1': 'loopback address',
      '127.9.9.9': 'loopback address',
      '10.0.0.1': 'private network address',
      '172.31.255.255': 'private network address',
      '192.168.1.1': 'private network address',
      '169.254.169.254': 'link-local address',
      '100.100.0.1': 'shared carrier-grade NAT address',
      '0.0.0.0': 'unspecified address',
      '239.1.1.1': 'multicast address',
      '255.255.255.255': 'reserved address',
      '::': 'unspecified address',
      '::1': 'loopback address',
      'fc00::1': 'private network (unique local) address',
      'fdff::1': 'private network (unique local) address',
      'fe80::1%eth0': 'link-local address',
      'febf::1': 'link-local address',
      'ff02::1': 'multicast address',
      '::ffff:127.0.0.1': 'loopback address written as IPv6',
      '::ffff:a9fe:a9fe': 'link-local address written as IPv6',
      '64:ff9b::10.0.0.1': 'private network address written as IPv6',
      '2002:c0a8:101::1': 'private network address written as IPv6',
    });
  });

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '::ffff:8.8.4.4',
    ]) {
      expect(nonPublicKind(address), address).toBeNull();
    }
  });
});

describe('checking a feed address before it is stored', () => {
  const resolving = (answers: Record<string, string[]>) => async (hostname: string) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const guard = createFeedAddressGuard({
    allowPrivate: false,
    resolve: resolving({
      'news.example': ['93.184.216.34', '2606:2800:220:1::248'],
      'split.example': ['93.184.216.34', '10.1.2.3'],
      'inside.example': ['fd00::5'],
    }),
  });
  const reason = (url: string) =>
    guard.check(url).then(
      () => null,
      (error: unknown) => (error instanceof FeedAddressRefused ? error.reason : error),
    );

  it('accepts a name whose every address is public', async () => {
    expect(await reason('https://news.example/feed.xml')).toBeNull();
  });

  it('refuses a name when any of its addresses is not public', async () => {
    expect(await reason('https://split.example/feed')).toBe(
      'must be on the public internet: split.example resolves to 10.1.2.3, a private network address',
    );
    expect(await reason('http://inside.example/')).toBe(
      'must be on the public internet: inside.example resolves to fd00::5, a private network (unique local) address',
    );
  });

  it('refuses other schemes and names that do not exist', async () => {
    expect(await reason('file:///etc/passwd')).toBe('must start with http:// or https://');
    expect(await reason('gopher://news.example/')).toBe('must start with http:// or https://');
    expect(await reason('https://nowhere.example/feed')).toBe(
      'names a host that does not exist (nowhere.example)',
    );
  });

  it('lets a station read feeds on its own network when it says so', async () => {
    const open = createFeedAddressGuard({ allowPrivate: true, resolve: resolving({}) });
    await expect(open.check('http://10.1.2.3/feed')).resolves.toBeUndefined();
    await expect(open.check('ftp://10.1.2.3/feed')).rejects.toThrow(FeedAddressRefused);
  });
});

describe('reading a feed through redirects', () => {
  let feeds: FeedServer;
  let redirector: Server;
  let redirectorOrigin = '';
  let redirectTo = '';

  beforeAll(async () => {
    feeds = await startFeedServer({ dir: projectPath('src/server/features/news/fixtures') });
    redirector = createServer((_request, response) => {
      response.writeHead(302, { location: redirectTo }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    redirectorOrigin = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await feeds.close();
    await new Promise((resolve) => redirector.close(resolve));
  });

  /**
   * The guard as a station runs it, except that the redirecting site, which stands in for one
   * on the public internet, is let through; every address it sends the reader to is judged.
   */
  function guardAdmittingRedirector(): FeedAddressGuard {
    const real = createFeedAddressGuard({ allowPrivate: false });
    return {
      ...real,
      checkLiteralHost: (url) => {
        if (url.origin !== redirectorOrigin) real.checkLiteralHost(url);
      },
    };
  }

  const read = (guard: FeedAddressGuard) =>
    fetchFeedDocument(`${redirectorOrigin}/feed`, limits, guard).then(
      () => 'read',
      (error: Error) => error.message,
    );

  it('does not follow a redirect to a name that resolves to loopback', async () => {
    const port = new URL(feeds.origin).port;
    redirectTo = `http://localhost:${port}/feed.json`;
    const hits = feeds.hits.get('/feed.json') ?? 0;
    expect(await read(guardAdmittingRedirector())).toMatch(
      new RegExp(
        `^redirected to http://localhost:${port}/feed\\.json, which is not on the public internet \\(localhost resolves to (127\\.0\\.0\\.1|::1), a loopback address\\)$`,
      ),
    );
    expect(feeds.hits.get('/feed.json') ?? 0).toBe(hits);
  });

  it('does not follow a redirect to a private or loopback address', async () => {
    redirectTo = 'http://10.0.0.8/feed.xml';
    expect(await read(guardAdmittingRedirector())).toBe(
      'redirected to http://10.0.0.8/feed.xml, which is not on the public internet (10.0.0.8 is a private network address)',
    );
    redirectTo = `${feeds.origin}/feed.json`;
    expect(await read(guardAdmittingRedirector())).toMatch(/127\.0\.0\.1 is a loopback address\)$/);
  });

  it('follows redirects when private addresses are allowed, but not forever', async () => {
    redirectTo = `${feeds.origin}/feed.json`;
    expect(await read(createFeedAddressGuard({ allowPrivate: true }))).toBe('read');
    redirectTo = `${redirectorOrigin}/again`;
    expect(await read(createFeedAddressGuard({ allowPrivate: true }))).toBe(
      'more than 5 redirects',
    );
    redirectTo = 'file:///etc/passwd';
    expect(await read(createFeedAddressGuard({ allowPrivate: true }))).toBe(
      'the server redirected to a file: address',
    );
  });
});
