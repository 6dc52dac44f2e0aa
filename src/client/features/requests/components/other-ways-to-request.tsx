import { ExternalLink, Mail, MessageCircle, Share2 } from 'lucide-react';
import { Link } from 'wouter';
import { station } from '../../../../shared/site/station';

const linkClass = 'font-semibold text-accent underline underline-offset-4';

/** The ways requests came in before the form, still open for listeners who prefer them. */
export function OtherWaysToRequest() {
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
        <li className="flex gap-3">
          <Share2 aria-hidden className="mt-0.5 size-5 shrink-0 text-cyan" />
          <div>
            <p>Message us on social media:</p>
            <ul className="mt-2 flex flex-wrap gap-2" aria-label="Social media">
              {station.social.map((network) => (
                <li key={network.name}>
                  <a
                    href={network.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-line px-3 text-xs font-semibold transition-colors hover:border-accent hover:text-accent"
                  >
                    {network.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                    <ExternalLink aria-hidden className="size-3.5" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </li>
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
