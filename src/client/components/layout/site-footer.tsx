import { Link } from 'wouter';
import { station } from '../../../shared/site/station';
import { useArtistShares } from '../../lib/artist-shares';
import { Logo } from './logo';
import { useNavGroups } from './navigation';
import { SocialIcons } from './social-icons';

export function SiteFooter({ gradient }: { gradient: boolean }) {
  const year = new Date().getFullYear();
  const navGroups = useNavGroups();
  const stationFacts = [
    'Streaming synthwave 24 hours a day, 7 days a week',
    'Live DJ shows every weekday afternoon and evening',
    `Broadcasting from ${station.location}`,
    `Tuneslingers: artists keep ${useArtistShares().streaming}% of streaming revenue`,
  ];
  return (
    <footer
      className={`relative mt-16 border-t border-line ${gradient ? 'gradient-band' : 'bg-bg-2'}`}
      data-variant={gradient ? 'gradient' : 'plain'}
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_3fr]">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="text-muted">{station.tagline}</p>
          <ul className="grid gap-1.5 text-sm text-muted">
            {stationFacts.map((fact) => (
              <li key={fact} className="flex gap-2">
                <span aria-hidden className="text-accent">
                  ▸
                </span>
                {fact}
              </li>
            ))}
          </ul>
          <SocialIcons />
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 xl:grid-cols-6">
          {navGroups
            .filter((group) => !group.href)
            .map((group) => (
              <section key={group.label}>
                <h2 className="mb-3 font-display text-xs font-bold uppercase tracking-widest">
                  {group.label}
                </h2>
                <ul className="grid gap-2 text-sm">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {link.external ? (
                        <a href={link.href} className="hover:underline">
                          {link.label}
                        </a>
                      ) : (
                        <Link href={link.href} className="hover:underline">
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </nav>
      </div>
      <div className="border-t border-line/60">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-sm">
          <p>
            © {year} {station.name}. All rights reserved.
          </p>
          <Link href="/privacy" className="font-semibold hover:underline">
            Privacy policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
