import type { ReactNode } from 'react';
import type { MyAccount } from '../../../../shared/contracts/account';
import { PageLoading, PageProblem } from '../../../components/ui/page-status';
import { errorMessage } from '../../../lib/api-client';
import { useMyAccount } from '../hooks/use-my-account';

/** Loads the signed-in user's account, with a loading state and a retry when that fails. */
export function MyAccountLoader({ children }: { children: (account: MyAccount) => ReactNode }) {
  const { data: account, isPending, isError, error, refetch } = useMyAccount();
  if (isPending) return <PageLoading label="Loading your account…" />;
  if (isError) {
    return (
      <PageProblem
        title="We could not load your account"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return children(account);
}
