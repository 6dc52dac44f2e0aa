import { PauseCircle } from 'lucide-react';
import { SWITCHED_OFF_MESSAGES } from '../../../shared/admin.constants';

export type SwitchName = keyof typeof SWITCHED_OFF_MESSAGES;

/**
 * Stands where a feature an administrator switched off would be, so a member learns why the
 * button is missing instead of hunting for it.
 */
export function SwitchedOff({ name }: { name: SwitchName }) {
  return (
    <p
      role="status"
      data-switched-off={name}
      className="flex items-start gap-2 rounded-xl border border-line bg-surface-2 p-3 text-sm wrap-anywhere text-muted"
    >
      <PauseCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{SWITCHED_OFF_MESSAGES[name]}</span>
    </p>
  );
}
