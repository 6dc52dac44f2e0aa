import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isActivePath, useNavGroups } from './navigation';

/** Under 1024 px the navigation groups fold into one menu panel. */
export function MobileNav() {
  const groups = useNavGroups();
  const [open, setOpen] = useState(false);
  const [current] = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setOpen(false), [current]);

  useEffect(() => {
    if (!open) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="grid size-11 place-items-center rounded-full text-text hover:bg-surface-2"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label="Main"
          className="panel absolute inset-x-3 top-full z-50 mt-2 max-h-[75dvh] overflow-y-auto p-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {groups.map((group) => (
              <section key={group.label} aria-label={group.label}>
                <h2 className="mb-1 font-display text-xs font-bold uppercase tracking-widest text-muted">
                  {group.label}
                </h2>
                <ul className="grid">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      {link.external ? (
                        <a
                          href={link.href}
                          className="block rounded-lg px-2 py-2 hover:bg-surface-2"
                        >
                          {link.label}
                        </a>
                      ) : (
                        <Link
                          href={link.href}
                          aria-current={isActivePath(current, link.href) ? 'page' : undefined}
                          className="block rounded-lg px-2 py-2 hover:bg-surface-2 aria-[current=page]:text-accent"
                          onClick={() => setOpen(false)}
                        >
                          {link.label}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
      ) : null}
    </div>
  );
}
