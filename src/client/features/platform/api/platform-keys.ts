/**
 * The platform switches' query key, free of zod: the application shell uses it on every page,
 * and zod must not be part of the first page's JavaScript (see lib/zod-setup.ts).
 */
export const SWITCHES_KEY = ['platform', 'switches'] as const;
