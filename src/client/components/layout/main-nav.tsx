import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isActiveGroup, isActivePath, type NavGroup, useNavGroups } from './navigation';

const triggerClass =
  'group inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-text transition-colors hover:bg-surface-2 data-[state=open]:bg-surface-2 data-[active=true]:text-accent';

function GroupMenu({ group, current }: { group: NavGroup; current: string }) {
  const active = isActiveGroup(current, group);
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={triggerClass} data-active={active}>
        {group.label}
        <ChevronDown
          aria-hidden
          size={14}
          className="transition-transform duration-150 group-data-[state=open]:rotate-180"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="nav-content panel absolute start-0 top-full z-50 mt-2 w-72 p-2">
        <ul className="grid gap-1">
          {group.links.map((link) => {
            const linkActive = !link.external && isActivePath(current, link.href);
            const body = (
              <>
                <span className="block font-semibold">{link.label}</span>
                {link.description ? (
                  <span className="block text-xs text-muted">{link.description}</span>
                ) : null}
              </>
            );
            const className =
              'block rounded-lg px-3 py-2 text-sm text-text outline-none hover:bg-surface-2 focus-visible:bg-surface-2 aria-[current=page]:text-accent';
            return (
              <li key={link.href}>
                <NavigationMenu.Link asChild active={linkActive}>
                  {link.external ? (
                    <a href={link.href} className={className}>
                      {body}
                    </a>
                  ) : (
                    <Link href={link.href} className={className}>
                      {body}
                    </Link>
                  )}
                </NavigationMenu.Link>
              </li>
            );
          })}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

/** Desktop navigation: groups open on hover or click, work from the keyboard, close on selection. */
export function MainNav() {
  const groups = useNavGroups();
  const [current] = useLocation();
  const [openGroup, setOpenGroup] = useState('');
  const navRef = useRef<HTMLElement>(null);

  // An open trigger is followed by a focusable span that steers Tab into its panel; Radix marks
  // it aria-hidden (radix-ui/primitives#3085), and a hidden focus stop fails WCAG 4.1.2. Focus
  // never rests on it, so it can simply stay exposed: it has no content to announce.
  useLayoutEffect(() => {
    if (!openGroup) return;
    const proxies = navRef.current?.querySelectorAll(
      'button[aria-expanded="true"] + span[aria-hidden="true"][tabindex="0"]',
    );
    for (const proxy of proxies ?? []) proxy.removeAttribute('aria-hidden');
  }, [openGroup]);

  return (
    <NavigationMenu.Root
      ref={navRef}
      value={openGroup}
      onValueChange={setOpenGroup}
      aria-label="Main"
      className="relative hidden lg:block"
      delayDuration={120}
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {groups.map((group) =>
          group.href ? (
            <NavigationMenu.Item key={group.label}>
              <NavigationMenu.Link asChild active={isActivePath(current, group.href)}>
                <Link
                  href={group.href}
                  className="inline-flex rounded-full px-3 py-2 text-sm font-semibold text-text hover:bg-surface-2 aria-[current=page]:text-accent"
                >
                  {group.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <GroupMenu key={group.label} group={group} current={current} />
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
