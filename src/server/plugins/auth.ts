import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error.js';
import type { UserRow } from '../lib/user-views.js';

/** Who may call a route. Every /api route declares one in `config.access`. */
export type Access = 'public' | 'user' | 'creator' | 'dj' | 'admin';

export const SESSION_COOKIE = 'sid';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with who may call it; the authorization matrix test walks it. */
    accessTable: RouteAccess[];
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: number | null;
  }
}

export interface AuthPluginDeps {
  authenticate(token: string): Promise<{ sessionId: number; user: UserRow } | null>;
  publicUrl: string;
  /** Absolute session lifetime, for the cookie's Max-Age. */
  sessionMaxAgeMs: number;
}

const roleChecks: Record<
  Exclude<Access, 'public' | 'user'>,
  { has: (u: UserRow) => boolean; message: string }
> = {
  creator: { has: (u) => u.isCreator || u.isAdmin, message: 'This needs a creator account.' },
  dj: { has: (u) => u.isDj || u.isAdmin, message: 'Only DJs can do this.' },
  admin: { has: (u) => u.isAdmin, message: 'Only administrators can do this.' },
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value.trim() : undefined;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Reads the session from the bearer header or the cookie, sets request.user, and enforces each
 * route's declared access before anything else runs (so a refused caller learns nothing from
 * validation). Cookie-authenticated writes must come from this site's own pages.
 */
export async function registerAuth(app: FastifyInstance, deps: AuthPluginDeps) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  const ownOrigin = new URL(deps.publicUrl).origin;
  const secureCookie = deps.publicUrl.startsWith('https://');

  const accessTable: RouteAccess[] = [];
  app.decorate('accessTable', accessTable);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    const where = `${[route.method].flat().join(',')} ${route.url}`;
    if (!access) throw new Error(`${where} declares no access (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') accessTable.push({ method, url: route.url, access });
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
    if (!request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const cookieToken = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookieToken;
    if (token) {
      const session = await deps.authenticate(token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
        if (!bearer && UNSAFE.has(request.method)) {
          const origin = request.headers.origin;
          const host = request.headers.host;
          const sameSite =
            !origin ||
            origin === ownOrigin ||
            (host !== undefined && new URL(origin).host === host);
          if (!sameSite) {
            throw new HttpError(403, 'FOREIGN_ORIGIN', 'This request did not come from this site.');
          }
        }
      }
    }
    const access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
    if (access === 'user') return;
    const check = roleChecks[access];
    if (!check.has(request.user)) throw new HttpError(403, 'FORBIDDEN', check.message);
  });

  return {
    setSessionCookie(reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        path: '/',
        maxAge: Math.floor(deps.sessionMaxAgeMs / 1000),
      });
    },
    clearSessionCookie(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
    },
  };
}

export type SessionCookies = Awaited<ReturnType<typeof registerAuth>>;

/** The signed-in user on a route that declared access other than public. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
  return request.user;
}
