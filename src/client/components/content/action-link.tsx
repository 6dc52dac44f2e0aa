import type { LucideIcon } from 'lucide-react';
import { Link } from 'wouter';

/** A button-styled link: a page of the site, a mail draft or another website. */
export interface Action {
  label: string;
  href: string;
  icon?: LucideIcon;
  variant?: 'primary' | 'outline' | 'ghost';
}

const variantClasses: Record<NonNullable<Action['variant']>, string> = {
  primary: 'btn btn-primary',
  outline: 'btn btn-outline',
  ghost: 'btn btn-ghost ring-1 ring-line',
};

export const isExternalHref = (href: string) => /^https?:\/\//.test(href);

/**
 * Pages of the site go through the router; other websites open in a new tab (and say so to
 * screen readers); mail drafts stay plain links so the mail app opens.
 */
export function ActionLink({ action, className = '' }: { action: Action; className?: string }) {
  const { label, href, icon: Icon, variant = 'outline' } = action;
  // Long labels wrap instead of pushing a phone screen sideways.
  const classes = `${variantClasses[variant]} max-w-full whitespace-normal text-center ${className}`;
  const content = (
    <>
      {Icon ? <Icon aria-hidden size={18} className="shrink-0" /> : null}
      {label}
    </>
  );
  if (href.startsWith('/')) {
    return (
      <Link href={href} className={classes}>
        {content}
      </Link>
    );
  }
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {content}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} className={classes}>
      {content}
    </a>
  );
}

/** A row of actions that wraps on narrow screens. */
export function ActionRow({
  actions,
  className = '',
}: {
  actions: readonly Action[];
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <ActionLink key={action.href} action={action} />
      ))}
    </div>
  );
}
