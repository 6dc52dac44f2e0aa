import type { QueryClient } from '@tanstack/react-query';
import { type AdminKeyName, adminKeys } from '../api/admin-queries';

/** Fetches again every group of admin data an action changed. */
export function refreshAdmin(queryClient: QueryClient, groups: AdminKeyName[]) {
  for (const name of groups) void queryClient.invalidateQueries({ queryKey: adminKeys[name] });
}
