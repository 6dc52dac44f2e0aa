import {
  CalendarDays,
  Home,
  LayoutDashboard,
  type LucideIcon,
  UserRound,
  Users,
  UsersRound,
} from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { bottomBarLinks, isActivePath } from './navigation';

const icons: Record<(typeof bottomBarLinks)[number]['label'], LucideIcon> = {
  Home,
  Clubs: UsersRound,
  Events: CalendarDays,
  Friends: Users,
  Avatar: UserRound,
  Dashboard: LayoutDashboard,
};

/** Phone-width quick links, fixed to the bottom of the screen under 768 px. */
export function MobileBottomBar() {
  const [current] = useLocation();
  return (
    <nav
      aria-label="Quick links"
      data-testid="mobile-bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-[var(--c-header)] pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="grid grid-cols-6">
        {bottomBarLinks.map((link) => {
          const Icon = icons[link.label];
          const active = isActivePath(current, link.href);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className="flex flex-col items-center gap-0.5 py-2 text-[0.65rem] font-semibold text-muted aria-[current=page]:text-accent"
              >
                <Icon aria-hidden size={20} />
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
