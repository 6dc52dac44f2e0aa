import { Link } from 'wouter';
import type { OnAir } from '../../../../shared/contracts/radio';
import { formatMinuteOfDay } from '../../../../shared/domain/schedule';

const TYPE_LABEL: Record<OnAir['type'], string> = {
  live: 'Live show',
  auto: 'Automated',
  mixed: 'Mixed',
};

/** The show on air now, as the schedule has it (Pacific Time). */
export function OnAirCard({ onAir }: { onAir: OnAir | null | undefined }) {
  return (
    <section aria-labelledby="on-air-heading" className="panel p-5">
      <h2 id="on-air-heading" className="text-lg font-bold">
        On air now
      </h2>
      {onAir ? (
        <div className="mt-3">
          <p className="text-xl font-bold text-accent">{onAir.show}</p>
          {onAir.host ? <p className="text-muted">with {onAir.host}</p> : null}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span className="chip border border-line text-text">{TYPE_LABEL[onAir.type]}</span>
            {onAir.episode ? (
              <span className="chip border border-cyan/60 text-cyan">
                {onAir.episode === 'new' ? 'New episode' : 'Encore'}
              </span>
            ) : null}
            <span>
              {formatMinuteOfDay(onAir.startMinute)} – {formatMinuteOfDay(onAir.endMinute)} PT
            </span>
          </p>
        </div>
      ) : (
        <p className="mt-3 text-muted">Non-stop synthwave until the next show.</p>
      )}
      <Link
        href="/schedule"
        className="mt-4 inline-block font-semibold text-accent underline underline-offset-4"
      >
        See the full schedule
      </Link>
    </section>
  );
}
