import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * Sends the fan to pay: the demo provider's checkout is a page of this site, so the router
 * opens it without reloading; a provider's hosted page (Stripe) is another site, so the
 * browser leaves for it.
 */
export function useGoToCheckout() {
  const [, navigate] = useLocation();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) {
        navigate(`${target.pathname}${target.search}${target.hash}`);
      } else {
        window.location.assign(target.href);
      }
    },
    [navigate],
  );
}
