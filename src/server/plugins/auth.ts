import cookie from '@fastify/cookie';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider.js';
import {
  type AccessLevel,
  meetsAccess,
  needsTwoFactorForAdmin,
} from '../../shared/domain/policies.js';
import { HttpError } from '../lib/http-error.js';
import { isSameSite } from '../lib/same-site.js';
import type { UserRow } from '../views/user.views.js';

/** Who may call a route. Every route declares one in `config.access`; none means nobody. */
export type Access = AccessLevel;
/** The kinds of access that need a signed-in user. */
export type SignedInAccess = Exclude<Access, 'public'>;

export const SESSION_COOKIE = 'sid';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The route's contracts (params, querystring, body), for tests that generate requests. */
  schema?: FastifySchema;
}

/** A route's request carries a user exactly when its declared access needs one. */
type UserFor<ContextConfig> = ContextConfig extends { access: SignedInAccess }
  ? UserRow
  : UserRow | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route with who may call it; the authorization tests walk it. */
    accessTable: RouteAccess[];
  }
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    RawRequest extends
      RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /**
     * The signed-in user. On a route declared `user`, `creator`, `dj` or `admin` it is never
     * null: the access hook refuses the request before the handler runs.
     */
    user: UserFor<ContextConfig>;
    sessionId: ContextConfig extends { access: SignedInAccess } ? number : number | null;
  }
}

export interface AuthPluginDeps {
  authenticate(token: string): Promise<{ sessionId: number; user: UserRow } | null>;
  publicUrl: string;
}

/** What a caller is told when a policy refuses the level a route declares. */
const refusals: Record<Exclude<SignedInAccess, 'user'>, string> = {
  creator: 'This needs a creator account.',
  dj: 'Only DJs can do this.',
  admin: 'Only administrators can do this.',
};

/** What an administrator hears until two-factor sign-in is on (ADR 0029). */
export const ADMIN_TWO_FACTOR_REFUSAL =
  'Administrators need two-factor sign-in: turn it on in Settings, then come back.';

const ACCESS_LEVELS = new Set<string>(['public', 'user', 'creator', 'dj', 'admin']);

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Access control, decided by the matched route's own declaration and never by the URL's text.
 * At start-up every route must declare `config.access` (deny by default); at request time a
 * matched route without one is refused too, and only requests that matched no route at all
 * pass on to the not-found handler. API routes read the session from the bearer header or the
 * cookie; a cookie-authenticated write must come from this site's own pages.
 */
export async function registerAuth(app: FastifyInstance, deps: AuthPluginDeps) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const ownOrigin = new URL(deps.publicUrl).origin;

  const accessTable: RouteAccess[] = [];
  app.decorate('accessTable', accessTable);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    if (access === undefined || !ACCESS_LEVELS.has(access)) {
      throw new Error(`${where} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        accessTable.push({ method, url: route.url, access, schema: route.schema });
      }
    }
    // The API description tells which routes need a session.
    if (access !== 'public' && route.schema) {
      route.schema = {
        ...route.schema,
        security: [{ bearer: [] }, { cookie: [] }],
      } as typeof route.schema;
    }
    if (route.url.startsWith('/api/admin/') && access !== 'admin') {
      throw new Error(`${where}: /api/admin routes are for admins only`);
    }
    if (route.url.startsWith('/api/artist/') && access === 'public') {
      throw new Error(`${where}: /api/artist routes need a signed-in user`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const declared = request.routeOptions.config?.access;
    if (declared === undefined) {
      // Nothing matched: the not-found handler answers, and it reveals nothing.
      if (request.is404) return;
      throw new HttpError(403, 'FORBIDDEN', 'This address is not open to anyone.');
    }
    // Sessions belong to the API; pages and files are the same for everyone.
    const routeUrl = request.routeOptions.url ?? '';
    if (routeUrl.startsWith('/api/')) {
      const bearer = bearerToken(request.headers.authorization);
      const token = bearer ?? request.cookies[SESSION_COOKIE];
      const session = token ? await deps.authenticate(token) : null;
      if (session) {
        if (!bearer && UNSAFE.has(request.method)) {
          if (!isSameSite(request.headers.origin, request, ownOrigin)) {
            throw new HttpError(403, 'FOREIGN_ORIGIN', 'This request did not come from this site.');
          }
        }
        request.user = session.user;
        request.sessionId = session.sessionId;
      }
    }
    if (meetsAccess(request.user, declared)) return;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
    if (needsTwoFactorForAdmin(request.user)) {
      throw new HttpError(403, 'TWO_FACTOR_REQUIRED', ADMIN_TWO_FACTOR_REFUSAL);
    }
    throw new HttpError(403, 'FORBIDDEN', refusals[declared as keyof typeof refusals]);
  });
}

/** Sets and clears the session cookie: httpOnly, SameSite=Lax, Secure on an https site. */
export function createSessionCookies(options: { publicUrl: string; sessionMaxAgeMs: number }) {
  const secure = options.publicUrl.startsWith('https://');
  const attributes = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    setSessionCookie(reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        ...attributes,
        maxAge: Math.floor(options.sessionMaxAgeMs / 1000),
      });
    },
    clearSessionCookie(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, attributes);
    },
  };
}

export type SessionCookies = ReturnType<typeof createSessionCookies>;
