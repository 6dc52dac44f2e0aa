import { ExternalLink } from 'lucide-react';
import { station } from '../../../shared/site/station';

/** The station's social networks by name, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2">
      {station.social.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-sm btn-ghost bg-surface/70 ring-1 ring-line"
          >
            {network.name}
            <ExternalLink aria-hidden size={14} />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
