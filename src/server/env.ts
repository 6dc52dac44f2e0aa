import { z } from 'zod';
import { SOCIAL_NETWORKS, type SocialNetwork, socialLinks } from '../shared/site/station.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A variable that may be left out; set to blank, it counts as left out. */
const optionalValue = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Text that must say something once trimmed. */
const filled = () => z.string().trim().min(1, 'must not be empty');

/** A whole number between `min` and `max`, each refusal with its reason. */
const wholeNumber = (
  min: number,
  max: number,
  reasons: { notNumber?: string; tooSmall?: string; tooBig?: string } = {},
) =>
  z.coerce
    .number({ message: reasons.notNumber ?? 'must be a number' })
    .int('must be a whole number')
    .min(min, reasons.tooSmall ?? `must be at least ${min}`)
    .max(max, reasons.tooBig ?? `must be at most ${max}`);

const inMilliseconds = { notNumber: 'must be a number of milliseconds' };
const portRange = 'must be between 0 and 65535';

const optionalUrl = (protocols: readonly string[]) =>
  optionalValue().pipe(
    z
      .url({ message: `must be a URL (${protocols.join(', ')})` })
      .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

/** Feeds fetched when NEWS_FEEDS is not set: public feeds of the synthwave communities. */
export const DEFAULT_NEWS_FEEDS: NewsFeedConfig[] = [
  { url: 'https://www.reddit.com/r/synthwave/.rss', name: 'r/synthwave', category: 'synthwave' },
  { url: 'https://www.reddit.com/r/outrun/.rss', name: 'r/outrun', category: 'retrowave' },
  { url: 'https://www.reddit.com/r/vaporwave/.rss', name: 'r/vaporwave', category: 'vaporwave' },
  { url: 'https://www.reddit.com/r/chillwave/.rss', name: 'r/chillwave', category: 'chillwave' },
];

const newsFeedSchema = z.object({
  url: z
    .url({ message: 'must be a URL' })
    .refine((url) => /^https?:\/\//.test(url), { message: 'must start with http:// or https://' }),
  name: filled().max(100),
  category: filled().max(60),
});

export type NewsFeedConfig = z.infer<typeof newsFeedSchema>;

const newsFeedsSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return DEFAULT_NEWS_FEEDS;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {url, name, category}' });
      return z.NEVER;
    }
  })
  .pipe(z.array(newsFeedSchema).max(50, 'must list at most 50 feeds'));

const socialUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
    message: 'must be an https:// address, or empty to leave the network out',
  });

/** SOCIAL_LINKS: a JSON object from network name to the station's page there ("" leaves it out). */
const socialLinksSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: `must be a JSON object such as {"Facebook":"https://www.facebook.com/yourstation"}`,
      });
      return z.NEVER;
    }
  })
  .pipe(
    z.strictObject(
      Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, socialUrl.optional()])) as Record<
        SocialNetwork,
        z.ZodOptional<typeof socialUrl>
      >,
      { message: `names only ${SOCIAL_NETWORKS.join(', ')}` },
    ),
  )
  .transform((changes) => socialLinks(changes));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: wholeNumber(0, 65535, {
    notNumber: 'must be a whole number',
    tooSmall: portRange,
    tooBig: portRange,
  }).default(5000),
  HOST: filled().default('localhost'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATA_DIR: filled().default('./.data'),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  LOG_LEVEL: z
    .enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` })
    .default('info'),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  /** The station's audio stream (an Icecast mount), played by the browser. */
  STREAM_URL: optionalUrl(['http', 'https']),
  /** Now-playing source: an Icecast status-json.xsl URL or an AzuraCast now-playing API URL. */
  NOW_PLAYING_URL: optionalUrl(['http', 'https']),
  NOW_PLAYING_INTERVAL_MS: wholeNumber(1000, 600_000, inMilliseconds).default(5000),
  /**
   * The built-in station (an AutoDJ streaming at /stream/live.mp3) when STREAM_URL is not set:
   * on by default, off for an instance that should not play out.
   */
  STATION_AUTODJ: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /**
   * Pages rendered by the server with their data (on), or the empty page the browser fills in
   * (off: for comparing, or to rule the rendering out when something looks wrong).
   */
  SERVER_RENDERING: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  /**
   * How long a server-rendered page waits for its data before it is sent without it, for the
   * browser to fill in (1000 when unset).
   */
  RENDER_DATA_BUDGET_MS: wholeNumber(10, 60_000, inMilliseconds).optional(),
  /**
   * How long the busiest public reads (recently played, the schedule, the news list, creator
   * searches and pages as a visitor sees them) are shared from this process's memory; 0 reads
   * each one afresh (1000 when unset).
   */
  PUBLIC_READ_CACHE_MS: wholeNumber(0, 60_000, inMilliseconds).optional(),
  /**
   * The token Liquidsoap sends to ask the app for the next track and report what it started
   * (header `X-Station-Token`); unset, those endpoints refuse everyone. At least 24 characters.
   */
  STATION_API_TOKEN: optionalValue().pipe(
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  /** Optional third-party player and recently-played embeds (iframes). */
  PLAYER_EMBED_URL: optionalUrl(['https', 'http']),
  RECENTLY_PLAYED_EMBED_URL: optionalUrl(['https', 'http']),
  /** Outgoing mail for contact messages, e.g. smtp://user:pass@mail.example.com:587; unset, messages are only stored. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** Who receives contact messages (default: the station's e-mail address). */
  CONTACT_TO: optionalValue().pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  /** The sender of the station's mail, e.g. "NightDrive FM <no-reply@nightdrive.fm>". */
  MAIL_FROM: optionalValue(),
  /**
   * The station's social accounts the footer, /contact and /store link: a JSON object from
   * network (Facebook, Twitter, Instagram, YouTube, Discord, TikTok) to its https:// address, ""
   * to leave a network out; a network not named keeps the station's own account.
   */
  SOCIAL_LINKS: socialLinksSchema,
  /**
   * The news feeds the station starts with: a JSON array of {url, name, category}; [] for none.
   * Read once, into the database, where the back office edits them from then on.
   */
  NEWS_FEEDS: newsFeedsSchema,
  /**
   * Whether feeds may be read from loopback, private and link-local addresses (on), for a
   * station whose feed sources are on its own network; off (the default) refuses them.
   */
  NEWS_FEEDS_ALLOW_PRIVATE: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  /** How often the feeds are fetched, in minutes; 0 fetches only on request. */
  NEWS_REFRESH_MINUTES: wholeNumber(0, 10_080, {
    notNumber: 'must be a number of minutes',
    tooSmall: 'must be 0 or more',
    tooBig: 'must be at most 10080 (a week)',
  }).default(60),
  /** How long a client may take to send a whole request (headers and body), in milliseconds. */
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 3_600_000, {
    ...inMilliseconds,
    tooBig: 'must be at most 3600000 (an hour)',
  }).default(30_000),
  /**
   * Open connections one client address may hold; more are closed at once. Not applied to
   * connections from trusted proxies, which carry many clients.
   */
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 100_000).default(256),
  /** Who takes payments: `demo` (an in-site test checkout, no real money) or `stripe`. */
  PAYMENT_PROVIDER: z
    .enum(['demo', 'stripe'], { message: 'must be demo or stripe' })
    .default('demo'),
  /** Stripe's secret API key (sk_test_… or sk_live_…); needed with PAYMENT_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: optionalValue(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); needed with PAYMENT_PROVIDER=stripe. */
  STRIPE_WEBHOOK_SECRET: optionalValue(),
  /** Another address for Stripe's API, such as a local stand-in; unset means Stripe itself. */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  /** The S3 (or S3-compatible) bucket for media; set, songs and images go there, not to DATA_DIR. */
  S3_BUCKET: optionalValue(),
  S3_REGION: filled().default('us-east-1'),
  /** Another address for the S3 API (MinIO, Cloudflare R2, Backblaze B2…); unset means AWS. */
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  /** The bucket's credentials; needed with S3_BUCKET. */
  S3_ACCESS_KEY_ID: optionalValue(),
  S3_SECRET_ACCESS_KEY: optionalValue(),
  /** `true` addresses the bucket as endpoint/bucket/key, which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: optionalValue()
    .pipe(z.enum(['true', 'false'], { message: 'must be true or false' }).default('false'))
    .transform((value) => value === 'true'),
  /**
   * Whether to believe X-Forwarded-For: `false` (default; direct connections), `true` (any
   * proxy), or a comma-separated list of the proxies' addresses or CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value): boolean | string[] => {
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
});

export type Env = z.output<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses a set of variables; throws an EnvError naming every bad key at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema
    .superRefine((env, ctx) => {
      const requireKeys = (keys: readonly (keyof typeof env)[], message: string) => {
        for (const key of keys) {
          if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message });
        }
      };
      if (env.PAYMENT_PROVIDER === 'stripe') {
        requireKeys(
          ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
          'is required with PAYMENT_PROVIDER=stripe',
        );
      }
      if (env.S3_BUCKET) {
        requireKeys(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'is required with S3_BUCKET');
      }
    })
    .safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new EnvError(problems);
  }
  const env = result.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return { ...env, PUBLIC_URL: publicUrl.replace(/\/+$/, '') };
}

/** The only place that reads the process environment. */
export function readEnv(): Env {
  return parseEnv(process.env);
}
