import { useQuery } from '@tanstack/react-query';
import { openCountQuery } from '../api/open-count-query';

/**
 * The number of open contact messages, for administrators only: others are not asked for it
 * (the server would refuse them anyway), and get undefined.
 */
export function useOpenContactCount(enabled: boolean): number | undefined {
  const { data } = useQuery({ ...openCountQuery(), enabled });
  return enabled ? data : undefined;
}
