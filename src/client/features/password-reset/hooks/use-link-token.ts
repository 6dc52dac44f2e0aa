import { useState } from 'react';
import { useHydrated } from '../../../lib/rendering';
import { tokenFromAddress } from '../api/password-reset-requests';

/**
 * The token a mail's link carries after `#` (which never reaches the server): null until the
 * browser has read it, so a page the server rendered hydrates as sent and then reads it.
 */
export function useLinkToken(): string | null {
  const hydrated = useHydrated();
  const [token] = useState(() =>
    typeof window === 'undefined'
      ? ''
      : tokenFromAddress(window.location.hash, window.location.search),
  );
  return hydrated ? token : null;
}
