import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Vite's development server injects inline scripts and a socket; the policy is relaxed there. */
  development: boolean;
  publicUrl: string;
  /** Where the audio stream comes from. */
  mediaOrigins?: string[];
  /** Third-party player embeds the station is configured with. */
  frameOrigins?: string[];
}

/** Helmet's choices with the site's Content-Security-Policy. */
function helmetOptions(options: SecurityOptions): HelmetOptions {
  const secureOrigin = options.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: options.development
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Radix primitives inject small <style> elements (scroll locking), hence inline styles.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", ...(options.mediaOrigins ?? [])],
            frameSrc: options.frameOrigins?.length ? options.frameOrigins : ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            ...(secureOrigin ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: secureOrigin ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers Helmet sets, worked out once: with no per-request nonce they are the same for
 * every answer. (Helmet's Fastify plugin builds Helmet anew for each request, parsing the whole
 * policy every time: a tenth of a cached page's cost under load.)
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers with a Content-Security-Policy that allows only what the site loads: its
 * own scripts, styles, fonts and sockets; images also from https (news pictures); audio from the
 * configured stream; frames only from the configured player embeds.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = Object.entries(securityHeaders(options));
  // On the raw response, as Helmet does, so answers that take the socket over (the live stream,
  // event streams, resumable uploads) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
