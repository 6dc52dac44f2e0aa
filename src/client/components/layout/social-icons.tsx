import type { ReactNode } from 'react';
import { station } from '../../../shared/site/station';
import { useStationAccounts } from '../../lib/station-accounts';

/** Simple drawn marks for the social networks (icon sets no longer ship brand logos). */
const marks: Record<string, ReactNode> = {
  Facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  ),
  Twitter: <path d="M4 4h4.2l4 5.5L16.8 4H19l-5.7 6.8L20 20h-4.2l-4.3-5.9L6.4 20H4.2l6.2-7.3z" />,
  Instagram: (
    <>
      <rect
        x="4"
        y="4"
        width="16"
        height="16"
        rx="4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3.6" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.9" cy="7.1" r="1.2" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5.2-3z" fill="var(--c-bg)" />
    </>
  ),
  Discord: (
    <>
      <path d="M6 6.5c1.8-1.1 3.6-1.5 4.2-1.5l.5 1h2.6l.5-1c.6 0 2.4.4 4.2 1.5 1.6 3 2.3 6.2 2 9.6-1.5 1.2-3.1 1.9-4.6 2.4l-1-1.7c.6-.2 1.2-.5 1.7-.8-2.6 1.2-5.6 1.2-8.2 0 .5.3 1.1.6 1.7.8l-1 1.7c-1.5-.5-3.1-1.2-4.6-2.4-.3-3.4.4-6.6 2-9.6z" />
      <circle cx="9.2" cy="12.4" r="1.5" fill="var(--c-bg)" />
      <circle cx="14.8" cy="12.4" r="1.5" fill="var(--c-bg)" />
    </>
  ),
  TikTok: (
    <path d="M13 3h3c.2 1.9 1.4 3.2 3.5 3.4v3c-1.4 0-2.6-.4-3.5-1v6.2A5.4 5.4 0 1 1 10.6 9v3.1a2.4 2.4 0 1 0 2.4 2.4z" />
  ),
};

export function SocialIcons({ className = '' }: { className?: string }) {
  const accounts = useStationAccounts();
  if (accounts.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {accounts.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-10 place-items-center rounded-full border border-line text-muted transition-colors hover:border-accent hover:text-accent"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden>
              {marks[network.name]}
            </svg>
            <span className="sr-only">
              {station.name} on {network.name} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
