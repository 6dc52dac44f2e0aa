import { useQuery } from '@tanstack/react-query';
import { LinkIcon, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../components/ui/page-status';
import { checkResetLink } from '../features/password-reset/api/password-reset-requests';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { useLinkToken } from '../features/password-reset/hooks/use-link-token';
import { type ApiError, errorMessage } from '../lib/api-client';

/** A link that cannot be used: why, and the way to a new one. */
function LinkProblem({ reason, alert = true }: { reason: string; alert?: boolean }) {
  return (
    <div className="panel grid gap-4 p-6 sm:p-8" role={alert ? 'alert' : undefined}>
      <LinkIcon aria-hidden className="size-8 text-live" />
      <h1 className="text-2xl font-black">This link can’t be used</h1>
      <p>{reason}</p>
      <div className="flex flex-wrap gap-3">
        <Link href="/forgot-password" className="btn btn-primary">
          Send me a new link
        </Link>
        <Link href="/login" className="btn btn-outline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}

const NO_TOKEN =
  'The address has no link token in it. Open the link from the e-mail again, or ask for a new one.';

/** /reset-password#token=…: the page the reset mail's link opens. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const [spent, setSpent] = useState<ApiError | null>(null);
  const link = useQuery({
    queryKey: ['/api/auth/password-reset/check', token],
    queryFn: ({ signal }) => checkResetLink(token ?? '', signal),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let body: React.ReactNode;
  // Opened without a link (from a bookmark, say): nothing went wrong, so nothing is announced.
  if (token === null) body = <PageLoading label="Opening your link…" />;
  else if (!token) body = <LinkProblem reason={NO_TOKEN} alert={false} />;
  else if (spent) body = <LinkProblem reason={spent.friendlyMessage} />;
  else if (link.isPending) body = <PageLoading label="Checking your link…" />;
  else if (link.isError) body = <LinkProblem reason={errorMessage(link.error)} />;
  else {
    body = (
      <div className="panel grid gap-5 p-6 sm:p-8">
        <div className="grid gap-2">
          <LockKeyhole aria-hidden className="size-8 text-accent" />
          <h1 className="text-2xl font-black">Choose a new password</h1>
          <p className="text-muted">
            For the account <span className="font-semibold text-text">@{link.data.username}</span>.
          </p>
        </div>
        <ResetPasswordForm token={token} username={link.data.username} onLinkProblem={setSpent} />
      </div>
    );
  }
  return <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">{body}</div>;
}
