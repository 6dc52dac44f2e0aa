import { useQuery } from '@tanstack/react-query';
import { requestQueries } from '../api/request-queries';

/** Listeners keep requesting and voting while the crew works: the desk reads the queue again. */
const DESK_REFRESH_MS = 30_000;

/** The open queue and the latest decisions, as fresh as the crew needs them. */
export function useRequestDesk() {
  const queue = useQuery({
    ...requestQueries.board(),
    refetchOnMount: 'always',
    refetchInterval: DESK_REFRESH_MS,
  });
  const decided = useQuery({ ...requestQueries.decided(), refetchOnMount: 'always' });
  return { queue, decided };
}
