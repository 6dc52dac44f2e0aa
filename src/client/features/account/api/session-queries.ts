import { queryOptions } from '@tanstack/react-query';
import {
  endedSessionsSchema,
  type SessionList,
  sessionListSchema,
} from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

const SESSIONS_URL = '/api/auth/sessions';

export const sessionQueries = {
  /** Where the member is signed in, the most recently used first. */
  list: () =>
    queryOptions({
      queryKey: [SESSIONS_URL] as const,
      queryFn: async ({ signal }): Promise<SessionList> =>
        sessionListSchema.parse(await apiRequest(SESSIONS_URL, { signal })),
    }),
};

export async function endSession(id: number): Promise<void> {
  await apiRequest(`${SESSIONS_URL}/${id}`, { method: 'DELETE' });
}

export async function endOtherSessions(): Promise<number> {
  const json = await apiRequest(`${SESSIONS_URL}/sign-out-others`, { method: 'POST' });
  return endedSessionsSchema.parse(json).ended;
}
