import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardQueries } from '../api/dashboard-queries';

export function useDashboardStats() {
  return useQuery(dashboardQueries.stats());
}

export function useActivity() {
  return useQuery(dashboardQueries.activity());
}

/** Fetches the figures and activity again, after the member's role or content changed. */
export function useRefreshDashboard() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: dashboardQueries.stats().queryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardQueries.activity().queryKey });
  }, [queryClient]);
}
