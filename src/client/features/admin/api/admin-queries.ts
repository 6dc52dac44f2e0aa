import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type AdminStats,
  type Approval,
  adminStatsSchema,
  approvalListSchema,
  approvalSchema,
  auditPageSchema,
  type Member,
  type MemberRole,
  memberSchema,
  type PlatformSettings,
  peoplePageSchema,
  platformSettingsSchema,
  type Report,
  type ReportStatus,
  type ResolveReportRequest,
  reportListSchema,
  reportSchema,
  type UpdateSettingsRequest,
} from '../../../../shared/contracts/admin';
import { apiRequest } from '../../../lib/api-client';

/** Every admin query starts with this, so one action can refresh all the figures it moves. */
export const ADMIN_ROOT = 'admin';

const ADMIN_URL = '/api/admin';
const memberUrl = (userId: number) => `${ADMIN_URL}/users/${userId}`;

/** GETs a URL and checks the answer against its contract. */
async function get<T>(url: string, schema: { parse(json: unknown): T }, signal: AbortSignal) {
  return schema.parse(await apiRequest(url, { signal }));
}

/** A URL with its query string, leaving out empty values. */
function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export const adminQueries = {
  settings: () =>
    queryOptions({
      queryKey: [ADMIN_ROOT, 'settings'] as const,
      queryFn: ({ signal }): Promise<PlatformSettings> =>
        get(`${ADMIN_URL}/settings`, platformSettingsSchema, signal),
    }),

  stats: () =>
    queryOptions({
      queryKey: [ADMIN_ROOT, 'stats'] as const,
      queryFn: ({ signal }): Promise<AdminStats> =>
        get(`${ADMIN_URL}/stats`, adminStatsSchema, signal),
    }),

  /** The audit log, newest first, a page at a time for "Load more". */
  audit: () =>
    infiniteQueryOptions({
      queryKey: [ADMIN_ROOT, 'audit'] as const,
      queryFn: ({ pageParam, signal }) =>
        get(withQuery(`${ADMIN_URL}/audit`, { before: pageParam }), auditPageSchema, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),

  /** Members matching `q` (newest members first when it is empty), a page at a time. */
  people: (q: string) =>
    infiniteQueryOptions({
      queryKey: [ADMIN_ROOT, 'people', { q }] as const,
      queryFn: ({ pageParam, signal }) =>
        get(
          withQuery(`${ADMIN_URL}/users`, { q, page: pageParam > 1 ? pageParam : undefined }),
          peoplePageSchema,
          signal,
        ),
      initialPageParam: 1,
      getNextPageParam: (last, _all, page) => (last.hasMore ? page + 1 : undefined),
    }),

  /** Pending creator applications, oldest first. */
  approvals: () =>
    queryOptions({
      queryKey: [ADMIN_ROOT, 'approvals'] as const,
      queryFn: async ({ signal }): Promise<Approval[]> =>
        (await get(`${ADMIN_URL}/approvals`, approvalListSchema, signal)).approvals,
    }),

  reports: (status: ReportStatus) =>
    queryOptions({
      queryKey: [ADMIN_ROOT, 'reports', status] as const,
      queryFn: async ({ signal }): Promise<Report[]> =>
        (await get(withQuery(`${ADMIN_URL}/reports`, { status }), reportListSchema, signal))
          .reports,
    }),
};

/** The groups of cached admin data that one action can change. */
export const adminKeys = {
  settings: [ADMIN_ROOT, 'settings'],
  stats: [ADMIN_ROOT, 'stats'],
  audit: [ADMIN_ROOT, 'audit'],
  people: [ADMIN_ROOT, 'people'],
  approvals: [ADMIN_ROOT, 'approvals'],
  reports: [ADMIN_ROOT, 'reports'],
} as const;

export type AdminKeyName = keyof typeof adminKeys;

/** Writes the whole settings object as read, its version included, with the changes made. */
export async function updateSettings(body: UpdateSettingsRequest): Promise<PlatformSettings> {
  const json = await apiRequest(`${ADMIN_URL}/settings`, { method: 'PUT', body });
  return platformSettingsSchema.parse(json);
}

/** Grants or revokes only the roles named. */
export async function updateRoles(
  userId: number,
  roles: Partial<Record<MemberRole, boolean>>,
): Promise<Member> {
  const json = await apiRequest(`${memberUrl(userId)}/roles`, { method: 'PUT', body: roles });
  return memberSchema.parse(json);
}

export async function suspendMember(userId: number, reason: string): Promise<Member> {
  const json = await apiRequest(`${memberUrl(userId)}/suspend`, {
    method: 'POST',
    body: { reason },
  });
  return memberSchema.parse(json);
}

export async function restoreMember(userId: number): Promise<Member> {
  return memberSchema.parse(await apiRequest(`${memberUrl(userId)}/restore`, { method: 'POST' }));
}

export type ApprovalDecision = 'approve' | 'reject';

export async function decideApproval(
  userId: number,
  decision: ApprovalDecision,
  note: string,
): Promise<Approval> {
  const json = await apiRequest(`${ADMIN_URL}/approvals/${userId}/${decision}`, {
    method: 'POST',
    body: note ? { note } : {},
  });
  return approvalSchema.parse(json);
}

export async function resolveReport(id: number, body: ResolveReportRequest): Promise<Report> {
  const json = await apiRequest(`${ADMIN_URL}/reports/${id}/resolve`, { method: 'POST', body });
  return reportSchema.parse(json);
}
