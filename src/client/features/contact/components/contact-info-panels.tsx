import { Clock, Mail, MapPin, Radio, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { contactResponseTimes } from '../../../../shared/contact.constants';
import { station } from '../../../../shared/site/station';
import { SocialLinks } from '../../../components/content/social-links';
import { useStationAccounts } from '../../../lib/station-accounts';

/** The account the stream runs under; listeners quote it when they report a playback problem. */
export const STREAM_ACCOUNT_ID = 'NDFM-24-7';

function InfoPanel({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="panel p-6" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const iconClass = 'size-5 shrink-0 text-cyan';
const termClass = 'flex items-center gap-2 font-semibold';
const termIconClass = 'size-4 shrink-0 text-accent';

export function StationInfoPanel() {
  return (
    <InfoPanel
      id="station-info-heading"
      icon={<Radio aria-hidden className={iconClass} />}
      title="Station information"
    >
      <dl className="grid gap-4 text-sm">
        <div>
          <dt className={termClass}>
            <MapPin aria-hidden className={termIconClass} />
            Location
          </dt>
          <dd className="ps-6 text-muted">{station.location}</dd>
        </div>
        <div>
          <dt className={termClass}>
            <Mail aria-hidden className={termIconClass} />
            General info
          </dt>
          <dd className="ps-6">
            <a
              href={`mailto:${station.email}`}
              className="break-all font-semibold text-accent underline underline-offset-4"
            >
              {station.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Radio aria-hidden className={termIconClass} />
            Stream account ID
          </dt>
          <dd className="ps-6 font-mono text-muted">{STREAM_ACCOUNT_ID}</dd>
          <dd className="mt-1 ps-6 text-xs text-muted">
            Quote it when you report a playback problem, so our crew finds your stream fast.
          </dd>
        </div>
      </dl>
    </InfoPanel>
  );
}

/** Left out where the site is set up with no social accounts. */
export function SocialLinksPanel() {
  if (useStationAccounts().length === 0) return null;
  return (
    <InfoPanel
      id="social-heading"
      icon={<Share2 aria-hidden className={iconClass} />}
      title="Find us on social"
    >
      <p className="text-sm text-muted">
        Track IDs, show clips and late-night announcements, wherever you scroll.
      </p>
      <SocialLinks look="tiles" className="mt-4" />
    </InfoPanel>
  );
}

export function ResponseTimesPanel() {
  return (
    <InfoPanel
      id="response-times-heading"
      icon={<Clock aria-hidden className={iconClass} />}
      title="Response times"
    >
      <dl className="grid gap-2 text-sm">
        {contactResponseTimes.map((row) => (
          <div
            key={row.topic}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-line/60 pb-2 last:border-0 last:pb-0"
          >
            <dt className="text-muted">{row.topic}</dt>
            <dd className="font-semibold">{row.time}</dd>
          </div>
        ))}
      </dl>
    </InfoPanel>
  );
}
