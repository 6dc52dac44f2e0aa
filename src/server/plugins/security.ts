import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Vite's development server injects inline scripts and a socket; the policy is relaxed there. */
  development: boolean;
  publicUrl: string;
  /** Where the audio stream comes from. */
  mediaOrigins?: string[];
  /** Third-party player embeds the station is configured with. */
  frameOrigins?: string[];
}

/**
 * Security headers with a Content-Security-Policy that allows only what the site loads: its
 * own scripts, styles, fonts and sockets; images also from https (news pictures); audio from the
 * configured stream; frames only from the configured player embeds.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const secureOrigin = options.publicUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
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
    hsts: secureOrigin ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
