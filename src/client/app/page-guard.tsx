import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  type AccessLevel,
  type Actor,
  meetsAccess,
  needsTwoFactorForAdmin,
} from '../../shared/domain/policies';
import { PageHeader } from '../components/ui/page-status';
import { RequireAuth } from '../features/auth/components/require-auth';

/** What a signed-in member is told on a page their account may not see. */
const refusals: Partial<Record<AccessLevel, { title: string; heading: string; body: string }>> = {
  admin: {
    title: 'Admin dashboard',
    heading: 'Admins only',
    body: "This area is for the station's administrators, and your account does not have admin rights. If you think it should, ask the team through the contact page.",
  },
};

/** An administrator whose powers wait for two-factor sign-in (the server answers the same). */
const adminNeedsTwoFactor = {
  title: 'Admin dashboard',
  heading: 'Turn on two-factor sign-in first',
  body: 'Administrators sign in with a code from an authenticator app as well as their password. Turn two-factor sign-in on in Settings, then come back.',
};

function NotForYou({ level, user }: { level: AccessLevel; user: Actor }) {
  if (needsTwoFactorForAdmin(user)) {
    return (
      <Refusal refusal={adminNeedsTwoFactor}>
        <Link href="/settings#two-factor" className="btn btn-primary">
          Set up two-factor sign-in
        </Link>
      </Refusal>
    );
  }
  const refusal = refusals[level] ?? {
    title: 'Not available',
    heading: 'Not for this account',
    body: 'Your account cannot open this page. If you think it should, ask the team through the contact page.',
  };
  return (
    <Refusal refusal={refusal}>
      <Link href="/dashboard" className="btn btn-primary">
        Go to your dashboard
      </Link>
      <Link href="/contact" className="btn btn-outline">
        Contact the team
      </Link>
    </Refusal>
  );
}

function Refusal({
  refusal,
  children,
}: {
  refusal: { title: string; heading: string; body: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={refusal.title} />
      <section className="panel mt-8 flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
        <ShieldAlert aria-hidden className="size-10 shrink-0 text-accent" />
        <div>
          <h2 className="text-lg font-bold">{refusal.heading}</h2>
          <p className="mt-2 text-muted">{refusal.body}</p>
          <div className="mt-4 flex flex-wrap gap-3">{children}</div>
        </div>
      </section>
    </div>
  );
}

/**
 * Shows a page to whoever its entry in the page list allows: anyone, or signed-in members
 * (others go to /login), or members the policy module lets in (others are told why). The
 * server refuses the page's data to everyone else anyway.
 */
export function PageGuard({ access, children }: { access: AccessLevel; children: ReactNode }) {
  if (access === 'public') return children;
  return (
    <RequireAuth>
      {(user) => (meetsAccess(user, access) ? children : <NotForYou level={access} user={user} />)}
    </RequireAuth>
  );
}
