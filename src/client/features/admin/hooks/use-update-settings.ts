import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformSettings, UpdateSettingsRequest } from '../../../../shared/contracts/admin';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { ADMIN_ROOT, adminQueries, updateSettings } from '../api/admin-queries';
import { refreshAdmin } from './refresh-admin';

/** The spec's toasts for settings (section 8). */
export const SETTINGS_UPDATED = {
  title: 'Settings Updated',
  description: 'Platform settings have been successfully updated.',
} as const;
export const SETTINGS_FAILED = {
  title: 'Error',
  description: 'Failed to update settings.',
} as const;
export const SETTINGS_STALE =
  'Someone else changed the settings meanwhile. The page now shows the latest settings; make your change again if it is still needed.';

/**
 * The write the server takes: every setting as read, the version it was read at, and the
 * changes. Naming the version lets the server refuse a write based on settings gone stale.
 */
export function settingsRequest(
  settings: PlatformSettings,
  changes: Partial<Omit<UpdateSettingsRequest, 'version'>>,
): UpdateSettingsRequest {
  return {
    artistRegistrationEnabled: settings.artistRegistrationEnabled,
    streamingEnabled: settings.streamingEnabled,
    paymentsEnabled: settings.paymentsEnabled,
    tippingEnabled: settings.tippingEnabled,
    merchandiseEnabled: settings.merchandiseEnabled,
    betaMode: settings.betaMode,
    artistStreamingRate: settings.artistStreamingRate,
    artistMerchandiseRate: settings.artistMerchandiseRate,
    version: settings.version,
    ...changes,
  };
}

const SAVE_SETTINGS_KEY = [ADMIN_ROOT, 'settings', 'save'] as const;

/** Whether any settings write is under way, anywhere on the page. */
export function useSavingSettings(): boolean {
  return useIsMutating({ mutationKey: SAVE_SETTINGS_KEY }) > 0;
}

/** Saves the platform settings; the callers' forms show field problems themselves. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const settingsKey = adminQueries.settings().queryKey;
  return useMutation({
    mutationKey: SAVE_SETTINGS_KEY,
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      toast(SETTINGS_UPDATED);
      refreshAdmin(queryClient, ['audit']);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.code === 'STALE_SETTINGS') {
        // The toast promises the latest settings, so it waits for them.
        await queryClient.invalidateQueries({ queryKey: settingsKey });
        toast({
          title: SETTINGS_FAILED.title,
          description: SETTINGS_STALE,
          variant: 'destructive',
        });
        return;
      }
      toast({ ...SETTINGS_FAILED, variant: 'destructive' });
    },
  });
}
