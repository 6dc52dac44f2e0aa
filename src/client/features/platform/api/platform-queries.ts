import { type CreateReportRequest, reportCreatedSchema } from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';
import { switchesQuery } from './platform-switches';

export { SWITCHES_STALE_MS } from './platform-switches';

export const platformQueries = {
  /** Which parts of Tuneslingers are on, and whether it is in beta (read without zod). */
  switches: switchesQuery,
};

/** Reports a post, song, profile or chat message to the administrators. */
export async function sendReport(body: CreateReportRequest): Promise<{ id: number }> {
  const json = await apiRequest('/api/reports', { method: 'POST', body });
  return reportCreatedSchema.parse(json);
}
