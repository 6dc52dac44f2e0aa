import { FlaskConical } from 'lucide-react';
import { useSwitches } from '../hooks/use-switches';

/** The "Beta" pill beside a Tuneslingers page's heading, shown while beta mode is on. */
export function BetaLabel() {
  const { switches } = useSwitches();
  if (!switches.betaMode) return null;
  return (
    <span
      className="chip w-fit border border-cyan/60 bg-surface/60 py-1 text-cyan"
      title="Tuneslingers is in beta"
    >
      <FlaskConical aria-hidden size={12} />
      Beta<span className="sr-only">: Tuneslingers is in beta</span>
    </span>
  );
}
