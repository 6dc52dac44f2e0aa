import { Mail, Rocket } from 'lucide-react';
import { station } from '../../../../shared/site/station';
import { type Action, ActionRow } from '../../../components/content/action-link';

/** The two mail drafts: early access for fans and artists, and the launch-artist application. */
export const tuneslingersMailActions: readonly Action[] = [
  {
    label: 'Request beta access',
    href: station.tuneslingers.betaAccessMail,
    icon: Rocket,
    variant: 'primary',
  },
  {
    label: 'Apply as a launch artist',
    href: station.tuneslingers.artistApplicationMail,
    icon: Mail,
    variant: 'outline',
  },
];

export function TuneslingersMailLinks({ className = '' }: { className?: string }) {
  return <ActionRow actions={tuneslingersMailActions} className={className} />;
}
