import { BadgeDollarSign, Gift, Headphones, ShoppingBag } from 'lucide-react';
import { Redirect } from 'wouter';
import type { ArtistShares } from '../../shared/domain/revenue';
import { AuthForm } from '../features/auth/components/auth-form';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { useSwitches } from '../features/platform/hooks/use-switches';
import { useArtistShares } from '../lib/artist-shares';
import { useAfterSignIn } from '../lib/sign-in-return';

const perksFor = (shares: ArtistShares) => [
  {
    icon: BadgeDollarSign,
    text: `Artists keep ${shares.streaming}% of streaming revenue`,
  },
  {
    icon: ShoppingBag,
    text: `${shares.merchandise}% of merchandise sales go to the artist`,
  },
  { icon: Gift, text: `${shares.tip}% of tips reach the creator` },
  { icon: Headphones, text: 'Fans follow creators, bookmark pages and keep lists' },
];

/**
 * /login: sign in or register; someone already signed in goes on to the page they came from
 * (`?next=`), or the dashboard.
 */
export function LoginPage() {
  const { data: user } = useCurrentUser();
  const { switches } = useSwitches();
  const afterSignIn = useAfterSignIn();
  const shares = useArtistShares();
  // The form shows at once (the server paints it); someone found to be signed in moves on.
  if (user) return <Redirect to={afterSignIn} replace />;

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:py-16 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start">
      {/* The form comes first for keyboards and screen readers; wide screens show it on the right. */}
      <div className="lg:order-2">
        <AuthForm creatorSignupOpen={switches.artistRegistrationEnabled} />
      </div>
      <div className="lg:order-1 lg:pt-10">
        <p className="chip border border-cyan/50 text-cyan">Tuneslingers · In Development</p>
        <h2 className="mt-4 text-2xl font-black sm:text-3xl">
          The fair-pay home for <span className="text-gradient">independent synthwave</span>
        </h2>
        <p className="mt-3 text-muted">
          One account for the station and the creator platform: follow artists, save what you love,
          and, if you make music, get paid fairly for it.
        </p>
        <ul className="mt-6 grid gap-3">
          {perksFor(shares).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-2 text-accent">
                <Icon aria-hidden size={18} />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
