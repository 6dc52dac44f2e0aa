import type { ReactNode } from 'react';
import { Link } from 'wouter';

// Underlined as well as coloured: a link inside a sentence must not rely on colour alone.
const linkClass =
  'font-semibold text-accent underline decoration-2 underline-offset-4 hover:text-accent-strong';

/** A link inside running text: a page of the site, or a mail address. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={`${linkClass} break-words`}>
      {children}
    </a>
  );
}
