import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import {
  MEMBER_ROLE_LABELS,
  type Member,
  type MemberRole,
  REPORT_ACTION_LABELS,
  type ResolveReportRequest,
} from '../../../../shared/contracts/admin';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import {
  type ApprovalDecision,
  adminKeys,
  decideApproval,
  resolveReport,
  restoreMember,
  suspendMember,
  updateRoles,
} from '../api/admin-queries';
import { refreshAdmin } from './refresh-admin';

// A member's roles and standing move the people list, the member counts and the log.
const MEMBER_GROUPS = ['people', 'stats', 'audit'] as const;

type PeoplePages = InfiniteData<{ members: Member[]; hasMore: boolean }, number>;

/** Shows a changed member in every list at once, before the lists are fetched again. */
function storeMember(queryClient: QueryClient, changed: Member) {
  queryClient.setQueriesData<PeoplePages>({ queryKey: adminKeys.people }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            members: page.members.map((member) => (member.id === changed.id ? changed : member)),
          })),
        }
      : data,
  );
  refreshAdmin(queryClient, [...MEMBER_GROUPS]);
}

export function useUpdateRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, role, value }: { member: Member; role: MemberRole; value: boolean }) =>
      updateRoles(member.id, { [role]: value }),
    onSuccess: (member, { role, value }) => {
      storeMember(queryClient, member);
      toast({
        title: 'Roles updated',
        description: `@${member.username} ${value ? 'is now' : 'is no longer'} ${
          role === 'isAdmin' ? 'an' : 'a'
        } ${MEMBER_ROLE_LABELS[role]}.`,
      });
    },
    onError: toastFailure('Could not change the roles', () =>
      refreshAdmin(queryClient, ['people']),
    ),
  });
}

export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, reason }: { member: Member; reason: string }) =>
      suspendMember(member.id, reason),
    onSuccess: (member) => {
      storeMember(queryClient, member);
      toast({
        title: 'Account suspended',
        description: `@${member.username} is suspended until an admin restores the account.`,
      });
    },
    onError: toastFailure('Could not suspend the account'),
  });
}

export function useRestoreMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: Member) => restoreMember(member.id),
    onSuccess: (member) => {
      storeMember(queryClient, member);
      toast({ title: 'Account restored', description: `@${member.username} is back.` });
    },
    onError: toastFailure('Could not restore the account', () =>
      refreshAdmin(queryClient, ['people']),
    ),
  });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      decision,
      note,
    }: {
      userId: number;
      decision: ApprovalDecision;
      note: string;
    }) => decideApproval(userId, decision, note),
    onSuccess: (approval, { decision }) => {
      toast(
        decision === 'approve'
          ? {
              title: 'Application approved',
              description: `@${approval.user.username} is now a creator.`,
            }
          : {
              title: 'Application rejected',
              description: `@${approval.user.username} stays a member without a creator page.`,
            },
      );
      refreshAdmin(queryClient, ['approvals', 'people', 'stats', 'audit']);
    },
    // Decided elsewhere meanwhile: the list on screen is out of date.
    onError: toastFailure('Could not decide the application', () =>
      refreshAdmin(queryClient, ['approvals']),
    ),
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResolveReportRequest }) =>
      resolveReport(id, body),
    onSuccess: (report) => {
      toast({
        title: 'Report resolved',
        description: report.action
          ? `${REPORT_ACTION_LABELS[report.action]}. The report is closed.`
          : 'The report is closed.',
      });
      // Hiding, removing, warning or suspending touches content and members too.
      refreshAdmin(queryClient, ['reports', 'people', 'stats', 'audit']);
    },
    onError: (error) => {
      toastFailure('Could not resolve the report')(error);
      if (error instanceof ApiError && error.code === 'ALREADY_RESOLVED') {
        refreshAdmin(queryClient, ['reports']);
      }
    },
  });
}
