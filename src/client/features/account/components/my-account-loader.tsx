import type { ReactNode } from 'react';
import type { MyAccount } from '../../../../shared/contracts/account';
import { MyDataStates } from '../../../components/ui/page-status';
import { useMyAccount } from '../hooks/use-my-account';

/** Loads the signed-in user's account, with a loading state and a retry when that fails. */
export function MyAccountLoader({ children }: { children: (account: MyAccount) => ReactNode }) {
  const query = useMyAccount();
  return (
    <MyDataStates query={query} what="account">
      {children}
    </MyDataStates>
  );
}
