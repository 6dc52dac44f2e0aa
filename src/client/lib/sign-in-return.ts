import { useLocation, useSearch } from 'wouter';
import { loginPath, NEXT_PARAM, safeNextPath } from '../../shared/site/next-path';

/** The sign-in page, told to bring the visitor back to this page afterwards. */
export function useLoginHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  return loginPath(search ? `${path}?${search}` : path);
}

/** Where signing in leads: the page the visitor came from, or the dashboard. */
export function useAfterSignIn(): string {
  const search = useSearch();
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/dashboard';
}
