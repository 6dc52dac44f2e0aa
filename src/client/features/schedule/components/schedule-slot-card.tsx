import type { ScheduleSlotDto } from '../../../../shared/contracts/radio';
import { isPowerHour, powerHourEpisode } from '../../../../shared/domain/schedule';
import { daysLabel, type LocalTimes, pacificRange } from './slot-times';

export const TYPE_BADGES: Record<ScheduleSlotDto['type'], { label: string; className: string }> = {
  live: { label: 'Live', className: 'border-live/70 bg-live/10 text-text' },
  auto: { label: 'Auto', className: 'border-line text-muted' },
  mixed: { label: 'Mixed', className: 'border-cyan/60 text-cyan' },
};

interface ScheduleSlotCardProps {
  slot: ScheduleSlotDto;
  /** The days this section covers; a slot on fewer of them names its own. */
  sectionDays: readonly number[];
  local: LocalTimes[];
  localZoneLabel: string;
  onAir: boolean;
  /** Today's Pacific weekday, for the Power Hour's episode of the day. */
  today: number;
}

export function ScheduleSlotCard({
  slot,
  sectionDays,
  local,
  localZoneLabel,
  onAir,
  today,
}: ScheduleSlotCardProps) {
  const badge = TYPE_BADGES[slot.type];
  const ownDays = slot.days.filter((day) => sectionDays.includes(day));
  const showsOwnDays = ownDays.length !== sectionDays.length;
  const powerHour = isPowerHour(slot);
  const todaysEpisode = powerHour && slot.days.includes(today) ? powerHourEpisode(today) : null;

  return (
    <li
      data-slot-id={slot.id}
      data-on-air={onAir || undefined}
      aria-current={onAir ? 'time' : undefined}
      className={`panel grid gap-3 p-4 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-5 sm:p-5 ${
        onAir ? 'ring-2 ring-accent' : ''
      }`}
    >
      <div>
        <p className="font-bold tabular-nums">
          {pacificRange(slot)} <abbr title="Pacific Time">PT</abbr>
        </p>
        {showsOwnDays ? <p className="text-sm text-muted">{daysLabel(ownDays)}</p> : null}
        <div className="mt-1.5 text-sm text-muted">
          <p className="text-[0.7rem] font-bold tracking-[0.12em] uppercase">
            Your time<span className="sr-only"> ({localZoneLabel})</span>
          </p>
          {local.map((line) => (
            <p key={line.text} data-testid="local-time" className="tabular-nums">
              {line.days ? `${line.days}: ` : ''}
              {line.text}
            </p>
          ))}
        </div>
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold">{slot.show}</h3>
          <span className={`chip border ${badge.className}`}>{badge.label}</span>
          {onAir ? (
            <span className="chip bg-[#b8123a] text-white">
              <span aria-hidden className="size-1.5 rounded-full bg-white" /> On air now
            </span>
          ) : null}
        </div>
        {slot.host ? <p className="text-muted">with {slot.host}</p> : null}
        <p className="mt-1">{slot.description}</p>
        {powerHour ? (
          <p className="mt-2 text-sm text-cyan">
            New episode Thursdays; encores Monday to Wednesday and Friday.
            {todaysEpisode ? (
              <strong className="ms-1">
                Today: {todaysEpisode === 'new' ? 'a new episode' : 'an encore'}.
              </strong>
            ) : null}
          </p>
        ) : null}
      </div>
    </li>
  );
}
