import { createContext, type ReactNode, useContext } from 'react';
import { type ArtistShares, artistShares } from '../../shared/domain/revenue';

/** Until the settings are read, a page states the platform's default shares. */
const SharesContext = createContext<ArtistShares>(artistShares());

/** Gives every page below the artist's shares in force (the shell reads them from the settings). */
export function ArtistSharesProvider({
  shares,
  children,
}: {
  shares: ArtistShares;
  children: ReactNode;
}) {
  return <SharesContext.Provider value={shares}>{children}</SharesContext.Provider>;
}

/** The shares every text that states one must read: never a number written into the page. */
export const useArtistShares = (): ArtistShares => useContext(SharesContext);
