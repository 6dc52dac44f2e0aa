import { useQuery } from '@tanstack/react-query';
import { LinkIcon, MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { emailVerifiedSchema } from '../../shared/contracts/auth';
import { PageLoading } from '../components/ui/page-status';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useLinkToken } from '../features/password-reset/hooks/use-link-token';
import { apiRequest, errorMessage } from '../lib/api-client';

async function confirmAddress(token: string, signal: AbortSignal) {
  const json = await apiRequest('/api/auth/verify-email', {
    method: 'POST',
    body: { token },
    signal,
  });
  return emailVerifiedSchema.parse(json);
}

const NO_TOKEN =
  'The address has no link token in it. Open the link from the e-mail again, or send a new one from Settings.';

/** /verify-email#token=…: the page the confirmation mail's link opens. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const { data: user } = useCurrentUser();
  const result = useQuery({
    queryKey: ['/api/auth/verify-email', token],
    queryFn: ({ signal }) => confirmAddress(token ?? '', signal),
    enabled: !!token,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const next = user
    ? { href: '/settings', label: 'Go to Settings' }
    : { href: '/login', label: 'Sign in' };

  let body: React.ReactNode;
  if (token === null) body = <PageLoading label="Opening your link…" />;
  else if (token && result.isPending) body = <PageLoading label="Confirming your address…" />;
  else if (token && result.isSuccess) {
    body = (
      <div className="panel grid gap-4 p-6 sm:p-8" role="status">
        <MailCheck aria-hidden className="size-8 text-cyan" />
        <h1 className="text-2xl font-black">Address confirmed</h1>
        <p>{result.data.message}</p>
        <Link href={user ? '/dashboard' : '/login'} className="btn btn-primary justify-self-start">
          {user ? 'Go to your dashboard' : 'Sign in'}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="panel grid gap-4 p-6 sm:p-8" role={token ? 'alert' : undefined}>
        <LinkIcon aria-hidden className="size-8 text-live" />
        <h1 className="text-2xl font-black">This link can’t be used</h1>
        <p>{token ? errorMessage(result.error) : NO_TOKEN}</p>
        <Link href={next.href} className="btn btn-primary justify-self-start">
          {next.label}
        </Link>
      </div>
    );
  }
  return <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">{body}</div>;
}
