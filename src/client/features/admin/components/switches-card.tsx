import { useQuery } from '@tanstack/react-query';
import { ToggleRight } from 'lucide-react';
import { useId } from 'react';
import {
  FEATURE_SWITCH_LABELS,
  FEATURE_SWITCHES,
  type FeatureSwitch,
  type PlatformSettings,
} from '../../../../shared/contracts/admin';
import { QueryStates } from '../../../components/ui/data-states';
import { adminQueries } from '../api/admin-queries';
import {
  settingsRequest,
  useSavingSettings,
  useUpdateSettings,
} from '../hooks/use-update-settings';
import { AdminCard } from './admin-card';

interface SwitchRowProps {
  name: FeatureSwitch;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function SwitchRow({ name, on, disabled, onToggle }: SwitchRowProps) {
  const id = useId();
  const { label, effect } = FEATURE_SWITCH_LABELS[name];
  return (
    <li className="flex items-start justify-between gap-3 border-b border-line/60 py-3 last:border-b-0">
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-semibold">
          {label}
        </p>
        <p id={`${id}-effect`} className="text-sm text-muted">
          {effect}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-effect`}
        disabled={disabled}
        onClick={onToggle}
        className="group flex shrink-0 items-center gap-2 rounded-full py-1 text-sm font-bold disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden
          className={`relative h-6 w-11 rounded-full border transition-colors ${
            on ? 'border-accent bg-accent' : 'border-line bg-surface-2'
          }`}
        >
          <span
            className={`absolute top-0.5 size-4.5 rounded-full bg-on-button shadow transition-[inset-inline-start] ${
              on ? 'start-[1.375rem]' : 'start-0.5'
            }`}
          />
        </span>
        <span className={`w-16 text-start ${on ? 'text-accent-strong' : 'text-muted'}`}>
          {on ? 'Enabled' : 'Disabled'}
        </span>
      </button>
    </li>
  );
}

function SwitchList({ settings }: { settings: PlatformSettings }) {
  const update = useUpdateSettings();
  const saving = useSavingSettings();
  return (
    <ul aria-label="Feature switches" aria-busy={saving}>
      {FEATURE_SWITCHES.map((name) => (
        <SwitchRow
          key={name}
          name={name}
          on={settings[name]}
          // One write at a time: a second one would name a version the first has moved on.
          disabled={saving}
          onToggle={() => update.mutate(settingsRequest(settings, { [name]: !settings[name] }))}
        />
      ))}
    </ul>
  );
}

/** The platform's switches, each applied as soon as it is flipped. */
export function SwitchesCard() {
  const settings = useQuery(adminQueries.settings());
  return (
    <AdminCard id="admin-features-heading" title="Platform Features" icon={<ToggleRight />}>
      <QueryStates
        query={settings}
        pending="Loading the platform features…"
        problem="We could not load the platform features"
      >
        {(data) => <SwitchList settings={data} />}
      </QueryStates>
    </AdminCard>
  );
}
