import type { CreateReportRequest } from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { switchesQuery } from './platform-switches';

export { SWITCHES_STALE_MS } from './platform-switches';

export const platformQueries = {
  /** Which parts of Tuneslingers are on, and whether it is in beta (read without zod). */
  switches: switchesQuery,
};

/**
 * Reports a post, song, profile or chat message to the administrators. The contract that checks
 * the answer loads with the first report, not with every page that offers one.
 */
export async function sendReport(body: CreateReportRequest): Promise<{ id: number }> {
  const [json, { reportCreatedSchema }] = await Promise.all([
    apiRequest('/api/reports', { method: 'POST', body }),
    import('../../../../shared/contracts/admin'),
  ]);
  return reportCreatedSchema.parse(json);
}
