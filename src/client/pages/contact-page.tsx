import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../components/ui/page-status';
import { ContactForm } from '../features/contact/components/contact-form';
import {
  ResponseTimesPanel,
  SocialLinksPanel,
  StationInfoPanel,
} from '../features/contact/components/contact-info-panels';

/** /contact: write to the station, and the other ways to reach it (spec section 2). */
export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader
        title="Contact us"
        description="Questions, show ideas, DJ applications, ad bookings or a glitch in the stream: write to the crew behind the signal."
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="panel flex flex-col p-6 sm:p-8" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-xl font-bold">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-muted">
            Every message lands with a real person at the station. Pick the inquiry type that fits
            so it reaches the right desk.
          </p>
          <div className="mt-6">
            <ContactForm />
          </div>
          <p className="mt-auto flex items-start gap-2 pt-8 text-xs text-muted">
            <ShieldCheck aria-hidden className="size-4 shrink-0 text-cyan" />
            <span>
              We use your name and e-mail address only to answer you, and never add you to a mailing
              list. Details are in our{' '}
              <Link href="/privacy" className="font-semibold underline underline-offset-4">
                privacy policy
              </Link>
              .
            </span>
          </p>
        </section>
        <div className="grid content-start gap-6">
          <StationInfoPanel />
          <SocialLinksPanel />
          <ResponseTimesPanel />
        </div>
      </div>
    </div>
  );
}
