import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { AccountUser } from '../../shared/contracts/auth';
import { can } from '../../shared/domain/policies';
import { PageHeader, PageLoading } from '../components/ui/page-status';
import { EmailConfirmationBanner } from '../features/account/components/email-confirmation-banner';
import { authQueries } from '../features/auth/api/auth-queries';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { creatorQueries } from '../features/creators/api/creator-queries';
import { BecomeCreatorForm } from '../features/creators/components/become-creator-form';
import {
  CreatorApplicationNotice,
  mayApplyAsCreator,
} from '../features/creators/components/creator-application-notice';
import { AccountCard } from '../features/dashboard/components/account-card';
import { BecomeCreatorPanel, CreatorTools } from '../features/dashboard/components/creator-tools';
import { LatestNotifications } from '../features/dashboard/components/latest-notifications';
import { QuickActions } from '../features/dashboard/components/quick-actions';
import { RecentActivity } from '../features/dashboard/components/recent-activity';
import { StatsCards } from '../features/dashboard/components/stats-cards';
import { useRefreshDashboard } from '../features/dashboard/hooks/use-dashboard';
import { useNotifications } from '../features/notifications/hooks/use-notifications';
import { BetaLabel } from '../features/platform/components/beta-label';
import { useReportDialog } from '../features/platform/hooks/use-report-dialog';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { LatestPosts } from '../features/posts/components/latest-posts';
import { MyPosts } from '../features/posts/components/my-posts';

function NotificationsPanel() {
  const { data, isPending, error, refetch } = useNotifications();
  return (
    <LatestNotifications
      notifications={data?.notifications}
      unread={data?.unread ?? 0}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}

function Dashboard({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  const refreshDashboard = useRefreshDashboard();
  // 0 while the composer is closed; counting up reopens and refocuses it.
  const [composing, setComposing] = useState(0);
  const [joining, setJoining] = useState(false);
  const compose = () => setComposing((count) => count + 1);
  const { switches } = useSwitches();
  const application = useQuery({
    ...creatorQueries.myApplication(),
    enabled: !can(user, 'creator.earn'),
  });
  const registrationOpen = switches.artistRegistrationEnabled;
  const reporting = useReportDialog();

  const handleBecameCreator = () => {
    setJoining(false);
    // The member is a creator now: the header, the tools and the figures all change.
    void queryClient.invalidateQueries({ queryKey: authQueries.user().queryKey });
    refreshDashboard();
  };

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:py-12">
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${user.displayName}.`}
        badge={<BetaLabel />}
      >
        <Link href="/search" className="btn btn-outline">
          <Search aria-hidden size={18} /> Discover creators
        </Link>
      </PageHeader>

      <EmailConfirmationBanner />
      <StatsCards expectCreator={can(user, 'creator.earn')} />

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-8">
          {can(user, 'creator.earn') ? (
            <CreatorTools onNewPost={compose} />
          ) : (
            <BecomeCreatorPanel
              open={joining}
              onOpen={() => setJoining(true)}
              onClose={() => setJoining(false)}
              canApply={mayApplyAsCreator(application.data, registrationOpen)}
              notice={
                <CreatorApplicationNotice
                  application={application.data}
                  registrationOpen={registrationOpen}
                />
              }
              form={
                <BecomeCreatorForm
                  onDone={handleBecameCreator}
                  onApplied={() => setJoining(false)}
                />
              }
            />
          )}
          <div className="grid gap-6 md:grid-cols-2">
            <RecentActivity />
            <NotificationsPanel />
          </div>
          {can(user, 'creator.earn') ? (
            <MyPosts
              composing={composing}
              onCompose={compose}
              onCloseComposer={() => setComposing(0)}
            />
          ) : null}
          <LatestPosts
            onReport={(post) => reporting.report({ type: 'post', id: post.id, name: post.title })}
          />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:sticky lg:top-24 lg:self-start">
          <AccountCard user={user} />
          <QuickActions />
        </div>
      </div>
      {reporting.dialog}
    </div>
  );
}

/** /dashboard: signed-in members only (the page guard sends visitors to /login). */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoading label="Loading your dashboard…" />;
  return <Dashboard user={user} />;
}
