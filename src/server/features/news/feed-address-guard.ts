import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

/**
 * Keeps the feed reader off the station's own network. A feed address is typed by an
 * administrator and followed by the server, so without this an address (or a redirect, or a
 * name whose DNS answer changes later) could make the server read its own loopback services,
 * the cloud's metadata endpoint or other machines behind the firewall.
 */

/**
 * A feed address the reader must not follow. `reason` follows the field's label ("Feed address
 * must be…"); `where`, when the address leads off the public internet, says where it leads.
 */
export class FeedAddressRefused extends Error {
  override name = 'FeedAddressRefused';
  constructor(
    readonly reason: string,
    readonly where?: string,
  ) {
    super(reason);
  }
}

type Range = readonly [base: number, bits: number, kind: string];

const ipv4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 blocks that are not the public internet, with how a reader would name them. */
const IPV4_RANGES: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8, 'unspecified'],
  [ipv4(10, 0, 0, 0), 8, 'private network'],
  [ipv4(100, 64, 0, 0), 10, 'shared carrier-grade NAT'],
  [ipv4(127, 0, 0, 0), 8, 'loopback'],
  [ipv4(169, 254, 0, 0), 16, 'link-local'],
  [ipv4(172, 16, 0, 0), 12, 'private network'],
  [ipv4(192, 0, 0, 0), 24, 'special-purpose'],
  [ipv4(192, 168, 0, 0), 16, 'private network'],
  [ipv4(198, 18, 0, 0), 15, 'special-purpose'],
  [ipv4(224, 0, 0, 0), 4, 'multicast'],
  [ipv4(240, 0, 0, 0), 4, 'reserved'],
];

function ipv4Kind(value: number): string | null {
  for (const [base, bits, kind] of IPV4_RANGES) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === base) return kind;
  }
  return null;
}

function parseIpv4(address: string): number {
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return ipv4(a, b, c, d);
}

/** An IPv6 address as its eight 16-bit groups (a trailing dotted IPv4 part becomes two). */
function parseIpv6(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const value = parseIpv4(dotted);
    text = `${text.slice(0, -dotted.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const first = groups(head);
  const last = tail === undefined ? [] : groups(tail);
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
}

const embeddedIpv4 = (high: number, low: number) => ((high << 16) | low) >>> 0;

function ipv6Kind(address: string): string | null {
  const g = parseIpv6(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroUpTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // IPv4 written as IPv6 (mapped, the old compatible form, the NAT64 prefix, 6to4) reaches the
  // IPv4 address inside, so it is judged as that address.
  const inside = (value: number) => {
    const kind = ipv4Kind(value);
    return kind ? `${kind} address written as IPv6` : null;
  };
  if (zeroUpTo(5) && g5 === 0xffff) return inside(embeddedIpv4(g6, g7));
  if (zeroUpTo(6)) return inside(embeddedIpv4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return inside(embeddedIpv4(g6, g7));
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private network';
  if (g0 === 0x2002) return inside(embeddedIpv4(g1, g2));
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'private network (unique local)';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'site-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return null;
}

const asAddress = (kind: string | null) =>
  kind === null || kind.includes(' address') ? kind : `${kind} address`;

/**
 * What kind of non-public address this is ("loopback address", "private network address"…), or
 * null for an address on the public internet. What is not an IP address counts as not public.
 */
export function nonPublicKind(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  switch (isIP(bare.split('%')[0] ?? '')) {
    case 4:
      return asAddress(ipv4Kind(parseIpv4(bare)));
    case 6:
      return asAddress(ipv6Kind(bare));
    default:
      return 'unreadable address';
  }
}

const withArticle = (kind: string) => `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

export interface FeedAddressGuard {
  /** Checks an address before it is stored: its scheme, that its host resolves, and where to. */
  check(url: string): Promise<void>;
  /** Refuses a host written as an IP address, which connecting never looks up. */
  checkLiteralHost(url: URL): void;
  /**
   * A `lookup` for `http.request`: the addresses a name resolves to are checked as the
   * connection is made, so an answer that changed since the last check is still refused.
   */
  lookup(hostname: string, options: LookupOptions, callback: LookupCallback): void;
}

/**
 * The guard as the station is configured: `allowPrivate` lets a station whose feeds live on its
 * own network read them (and the tests serve feeds on loopback); only the scheme is checked then.
 */
export function createFeedAddressGuard({
  allowPrivate,
  resolve = systemResolve,
}: {
  allowPrivate: boolean;
  resolve?: Resolve;
}): FeedAddressGuard {
  const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

  function refuseAny(hostname: string, addresses: LookupAddress[]) {
    if (allowPrivate) return;
    for (const { address } of addresses) {
      const kind = nonPublicKind(address);
      if (kind) {
        const where =
          hostname === address
            ? `${address} is ${withArticle(kind)}`
            : `${hostname} resolves to ${address}, ${withArticle(kind)}`;
        throw new FeedAddressRefused(`must be on the public internet: ${where}`, where);
      }
    }
  }

  const guard: FeedAddressGuard = {
    async check(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new FeedAddressRefused('must be a web address');
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new FeedAddressRefused('must start with http:// or https://');
      }
      guard.checkLiteralHost(parsed);
      const host = hostOf(parsed);
      if (isIP(host)) return;
      let addresses: LookupAddress[];
      try {
        addresses = await resolve(host);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new FeedAddressRefused(
          code === 'ENOTFOUND' || code === 'ENODATA'
            ? `names a host that does not exist (${host})`
            : `names a host that could not be looked up just now (${host}); try again`,
        );
      }
      refuseAny(host, addresses);
    },

    checkLiteralHost(url) {
      const host = hostOf(url);
      if (isIP(host)) refuseAny(host, [{ address: host, family: isIP(host) }]);
    },

    lookup(hostname, options, callback) {
      resolve(hostname).then(
        (found) => {
          const wanted = options.family ? found.filter((a) => a.family === options.family) : found;
          try {
            refuseAny(hostname, found);
          } catch (error) {
            callback(error as NodeJS.ErrnoException, []);
            return;
          }
          const [first] = wanted;
          if (!first) {
            const missing: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
            missing.code = 'ENOTFOUND';
            callback(missing, []);
          } else if (options.all) callback(null, wanted);
          else callback(null, first.address, first.family);
        },
        (error: NodeJS.ErrnoException) => callback(error, []),
      );
    },
  };
  return guard;
}
