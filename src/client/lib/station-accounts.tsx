import { createContext, type ReactNode, useContext } from 'react';
import { type SocialLink, socialLinks } from '../../shared/site/station';

/** Outside the site's frame (a component shown on its own), the station's own accounts. */
const AccountsContext = createContext<readonly SocialLink[]>(socialLinks());

/**
 * Gives every page below the station's social accounts as this site is set up (the shell reads
 * them from the server): those a deployment left out are absent, so nothing links a network
 * the station is not on.
 */
export function StationAccountsProvider({
  accounts,
  children,
}: {
  accounts: readonly SocialLink[];
  children: ReactNode;
}) {
  return <AccountsContext.Provider value={accounts}>{children}</AccountsContext.Provider>;
}

/** The accounts every social link and icon must list. */
export const useStationAccounts = (): readonly SocialLink[] => useContext(AccountsContext);
