import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ARTIST_RATE_MAX,
  ARTIST_RATE_MIN,
  type PlatformSettings,
  updateSettingsRequestSchema,
} from '../../../../shared/contracts/admin';
import { QueryStates } from '../../../components/ui/data-states';
import { TextField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { adminQueries } from '../api/admin-queries';
import {
  settingsRequest,
  useSavingSettings,
  useUpdateSettings,
} from '../hooks/use-update-settings';
import { AdminCard } from './admin-card';

// The contract's own rules, so the form refuses exactly what the server would.
const ratesSchema = updateSettingsRequestSchema.pick({
  artistStreamingRate: true,
  artistMerchandiseRate: true,
});
type Rates = z.infer<typeof ratesSchema>;
const RATE_FIELDS = ['artistStreamingRate', 'artistMerchandiseRate'] as const;
const RATE_HINT = `A whole percent from ${ARTIST_RATE_MIN} to ${ARTIST_RATE_MAX}.`;

function RatesForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdateSettings();
  const saving = useSavingSettings();
  const stored = {
    artistStreamingRate: settings.artistStreamingRate,
    artistMerchandiseRate: settings.artistMerchandiseRate,
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Rates>({
    resolver: zodResolver(ratesSchema),
    // Newer settings (saved, switched, or found stale) show, except where the admin is typing.
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const handleSave = handleSubmit((rates) =>
    update.mutate(settingsRequest(settings, rates), {
      onError: (error) => showServerFieldErrors(error, setError, RATE_FIELDS),
    }),
  );
  const rateInput = { type: 'number', inputMode: 'numeric', step: 1 } as const;
  return (
    <form noValidate onSubmit={handleSave} aria-label="Artist rates" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Artist streaming rate (%)"
          {...rateInput}
          min={ARTIST_RATE_MIN}
          max={ARTIST_RATE_MAX}
          hint={RATE_HINT}
          error={errors.artistStreamingRate?.message}
          {...register('artistStreamingRate', { valueAsNumber: true })}
        />
        <TextField
          label="Artist merchandise rate (%)"
          {...rateInput}
          min={ARTIST_RATE_MIN}
          max={ARTIST_RATE_MAX}
          hint={RATE_HINT}
          error={errors.artistMerchandiseRate?.message}
          {...register('artistMerchandiseRate', { valueAsNumber: true })}
        />
      </div>
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

function VersionLine({ settings }: { settings: PlatformSettings }) {
  return (
    <p className="text-sm wrap-anywhere text-muted">
      Version {settings.version}
      {settings.updatedAt ? (
        <>
          {' '}
          · last updated
          {settings.updatedBy ? ` by @${settings.updatedBy}` : null} on{' '}
          <time dateTime={settings.updatedAt}>{formatDateTime(settings.updatedAt)}</time>
        </>
      ) : (
        ' · not changed since the site started'
      )}
    </p>
  );
}

/** The artists' shares of what fans pay, and who changed the settings last. */
export function PlatformSettingsCard() {
  const settings = useQuery(adminQueries.settings());
  return (
    <AdminCard id="admin-settings-heading" title="Platform Settings" icon={<SlidersHorizontal />}>
      <QueryStates
        query={settings}
        pending="Loading the platform settings…"
        problem="We could not load the platform settings"
      >
        {(data) => (
          <>
            <RatesForm settings={data} />
            <VersionLine settings={data} />
          </>
        )}
      </QueryStates>
    </AdminCard>
  );
}
