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
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
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

/** A fixed title and the server's own explanation (LAST_ADMIN, SELF_SUSPEND…). */
function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
}

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
    onError: (error) => {
      failed('Could not change the roles')(error);
      refreshAdmin(queryClient, ['people']);
    },
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
    onError: failed('Could not suspend the account'),
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
    onError: (error) => {
      failed('Could not restore the account')(error);
      refreshAdmin(queryClient, ['people']);
    },
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
    onError: (error) => {
      failed('Could not decide the application')(error);
      // Decided elsewhere meanwhile: the list on screen is out of date.
      refreshAdmin(queryClient, ['approvals']);
    },
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
      failed('Could not resolve the report')(error);
      if (error instanceof ApiError && error.code === 'ALREADY_RESOLVED') {
        refreshAdmin(queryClient, ['reports']);
      }
    },
  });
}
