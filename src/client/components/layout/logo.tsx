import { Link } from 'wouter';
import { station } from '../../../shared/site/station';

/**
 * The link's name starts with the words the logo shows (WCAG 2.5.3, label in name), so someone
 * who says what they see selects it; "home" then tells where it leads.
 */
const shownWords = `${station.shortName} FM 24/7`;

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const big = size === 'lg';
  return (
    <Link
      href="/"
      className="group inline-flex items-center gap-3"
      aria-label={`${shownWords}, home`}
    >
      <span
        aria-hidden
        // Under 380 px the header row has no room for the sun beside the LISTEN NOW button.
        className={`retro-sun shrink-0 ${big ? 'w-16' : 'w-10 max-[379px]:hidden'} transition-transform group-hover:scale-105`}
      />
      {/* The two lines are blocks, so the space between them shows nowhere; it keeps their words
          apart in the page's text, which copying and accessibility checkers read as one string
          ("NightDriveFM" without it). */}
      <span className="leading-none">
        <span
          className={`block font-display font-black uppercase tracking-wider text-gradient ${big ? 'text-4xl' : 'text-lg'}`}
        >
          {station.shortName}
        </span>{' '}
        <span
          className={`block font-display font-semibold tracking-[0.4em] text-cyan ${big ? 'text-base' : 'text-[0.65rem]'}`}
        >
          FM · 24/7
        </span>
      </span>
    </Link>
  );
}
