import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLoginHref } from '../../lib/sign-in-return';

/** A link to the sign-in page that brings the visitor back to this page afterwards. */
export function SignInLink({
  className,
  children,
  'aria-label': label,
}: {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Link href={useLoginHref()} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
