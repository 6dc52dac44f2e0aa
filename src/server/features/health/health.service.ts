import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** Whether the process is alive, and whether the database answers queries. */
export function createHealthService({ database }: { database: Database }) {
  return {
    alive() {
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) };
    },

    /** A failed ping is logged and answered as unavailable, never thrown. */
    async readiness(log: FastifyBaseLogger) {
      const ready = await database.ping().catch((err: unknown) => {
        log.warn({ err }, 'database ping failed');
        return false;
      });
      return {
        ready,
        body: {
          status: ready ? ('ready' as const) : ('unavailable' as const),
          database: database.kind,
        },
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
