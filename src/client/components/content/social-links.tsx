import { ExternalLink } from 'lucide-react';
import { useStationAccounts } from '../../lib/station-accounts';

const looks = {
  /** Small buttons, as in the content pages' closing prompts. */
  buttons: {
    list: 'flex flex-wrap gap-2',
    link: 'btn btn-sm btn-ghost bg-surface/70 ring-1 ring-line',
    icon: 'size-3.5',
  },
  /** A two-column grid of tiles, as in a side panel. */
  tiles: {
    list: 'grid grid-cols-2 gap-2',
    link: 'flex min-h-11 items-center justify-between gap-2 rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm font-semibold transition-colors hover:border-accent hover:text-accent',
    icon: 'size-4 shrink-0 text-muted',
  },
  /** Rounded pills that sit inside a sentence's block. */
  pills: {
    list: 'flex flex-wrap gap-2',
    link: 'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold transition-colors hover:border-accent hover:text-accent',
    icon: 'size-3.5',
  },
} as const;

interface SocialLinksProps {
  look?: keyof typeof looks;
  /** Names the list for assistive technology where no heading does. */
  label?: string;
  className?: string;
}

/** The station's social accounts by network name, each opening in a new tab; none, nothing. */
export function SocialLinks({ look = 'buttons', label, className }: SocialLinksProps) {
  const style = looks[look];
  const accounts = useStationAccounts();
  if (accounts.length === 0) return null;
  return (
    <ul className={`${style.list} ${className ?? ''}`} aria-label={label}>
      {accounts.map((network) => (
        <li key={network.name}>
          <a href={network.href} target="_blank" rel="noopener noreferrer" className={style.link}>
            <span>
              {network.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
            <ExternalLink aria-hidden className={style.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
