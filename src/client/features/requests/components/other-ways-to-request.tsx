import { Mail, MessageCircle, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { SocialLinks } from '../../../components/content/social-links';
import { useStationAccounts } from '../../../lib/station-accounts';

const linkClass = 'font-semibold text-accent underline underline-offset-4';

/** The ways requests came in before the form, still open for listeners who prefer them. */
export function OtherWaysToRequest() {
  const accounts = useStationAccounts();
  return (
    <section className="panel p-6" aria-labelledby="other-ways-heading">
      <h2 id="other-ways-heading" className="text-lg font-bold">
        Other ways to request
      </h2>
      <ul className="mt-4 grid gap-4 text-sm">
        <li className="flex gap-3">
          <MessageCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
          <p>
            Ask the DJ on air in the{' '}
            <Link href="/live-chat" className={linkClass}>
              live chat
            </Link>
            . During live shows it is the fastest way onto the playlist.
          </p>
        </li>
        {accounts.length > 0 && (
          <li className="flex gap-3">
            <Share2 aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
            <div>
              <p>Message us on social media:</p>
              <SocialLinks look="pills" label="Social media" className="mt-2" />
            </div>
          </li>
        )}
        <li className="flex gap-3">
          <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
          <p>
            Write to us through the{' '}
            <Link href="/contact" className={linkClass}>
              contact form
            </Link>{' '}
            if your request comes with a longer story.
          </p>
        </li>
      </ul>
    </section>
  );
}
