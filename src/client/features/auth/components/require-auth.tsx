import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { AccountUser } from '../../../../shared/contracts/auth';
import { PageLoading, PageProblem } from '../../../components/ui/page-status';
import { errorMessage } from '../../../lib/api-client';
import { useLoginHref } from '../../../lib/sign-in-return';
import { useCurrentUser } from '../hooks/use-current-user';

interface RequireAuthProps {
  children: ReactNode | ((user: AccountUser) => ReactNode);
}

/**
 * Shows its content to signed-in users only and sends everyone else to /login. Nothing shows
 * until the server has answered who is signed in, so neither side flashes the other's page.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { data: user, isPending, isError, error, refetch } = useCurrentUser();
  const loginHref = useLoginHref();
  if (isPending) return <PageLoading label="Checking your sign-in…" />;
  if (isError) {
    return (
      <PageProblem
        title="We could not check your sign-in"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!user) return <Redirect to={loginHref} replace />;
  return typeof children === 'function' ? children(user) : children;
}
