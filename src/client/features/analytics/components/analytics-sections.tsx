import { Heart, Percent, Radio, Users } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ArtistAnalytics } from '../../../../shared/contracts/analytics';
import { HONEST_PLAY_SECONDS } from '../../../../shared/songs.constants';
import { FiguresTable } from '../../../components/ui/day-figures-table';
import { TitledSection } from '../../../components/ui/titled-section';
import { countOf, formatCount, formatLongDay, formatPercent } from './analytics-display';
import { AnalyticsEmpty, ChartBoundary, ChartPlaceholder } from './analytics-states';

// The charts and recharts with them arrive only when a chart is first drawn.
const loadCharts = () => import('./analytics-charts');
const PlaysChart = lazy(() => loadCharts().then((module) => ({ default: module.PlaysChart })));
const SubscribersChart = lazy(() =>
  loadCharts().then((module) => ({ default: module.SubscribersChart })),
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      headingId={id}
      title={title}
      level="h3"
      className="panel grid min-w-0 gap-4 p-5 sm:p-6"
    >
      {children}
    </TitledSection>
  );
}

function Chart({ children }: { children: ReactNode }) {
  return (
    <ChartBoundary>
      <Suspense fallback={<ChartPlaceholder />}>{children}</Suspense>
    </ChartBoundary>
  );
}

export function PlaysSection({ data }: { data: ArtistAnalytics }) {
  const busiest = data.playsByDay.reduce(
    (best, day) => (day.plays > best.plays ? day : best),
    data.playsByDay[0] ?? { day: '', plays: 0 },
  );
  return (
    <Section id="analytics-plays-heading" title="Plays per day">
      {data.totalPlays === 0 ? (
        <AnalyticsEmpty title={`No plays yet in the last ${data.days} days`}>
          A play counts when a listener hears {HONEST_PLAY_SECONDS} seconds of a song.
        </AnalyticsEmpty>
      ) : (
        <>
          <p className="text-muted">
            <strong className="text-2xl font-black text-text tabular-nums">
              {formatCount(data.totalPlays)}
            </strong>{' '}
            {data.totalPlays === 1 ? 'play' : 'plays'} in the last {data.days} days. Busiest day:{' '}
            {formatLongDay(busiest.day)}, {countOf(busiest.plays, 'play', 'plays')}.
          </p>
          <Chart>
            <PlaysChart data={data.playsByDay} />
          </Chart>
          <FiguresTable
            caption={`Plays per day, last ${data.days} days`}
            valueLabel="Plays"
            rows={data.playsByDay.map((day) => ({ day: day.day, value: day.plays }))}
          />
        </>
      )}
    </Section>
  );
}

export function TopSongsSection({ data }: { data: ArtistAnalytics }) {
  const most = data.topSongs[0]?.plays ?? 0;
  return (
    <Section id="analytics-top-songs-heading" title="Top songs">
      {data.topSongs.length === 0 ? (
        <AnalyticsEmpty title={`No songs played in the last ${data.days} days`} />
      ) : (
        <ol className="grid gap-3">
          {data.topSongs.map((song, index) => (
            <li key={song.id} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 font-semibold wrap-anywhere">
                  <span className="mr-2 text-muted tabular-nums">{index + 1}.</span>
                  {song.title}
                </span>
                <span className="shrink-0 text-sm text-muted tabular-nums">
                  {countOf(song.plays, 'play', 'plays')}
                </span>
              </div>
              {/* The bar repeats the count beside it, so it is only for the eye. */}
              <div aria-hidden className="h-2 overflow-hidden rounded-full bg-surface-2">
                <div
                  className="h-full rounded-full bg-accent"
                  style={{ width: `${most > 0 ? Math.max(2, (song.plays / most) * 100) : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function SubscribersSection({ data }: { data: ArtistAnalytics }) {
  const days = data.subscribersByDay;
  const first = days[0];
  const change = (days.at(-1)?.subscribers ?? 0) - (first?.subscribers ?? 0);
  const trend =
    change === 0 ? 'no change' : `${change > 0 ? 'up' : 'down'} ${formatCount(Math.abs(change))}`;
  return (
    <Section id="analytics-subscribers-heading" title="Subscribers over time">
      {days.every((day) => day.subscribers === 0) ? (
        <AnalyticsEmpty title={`No subscribers yet in the last ${data.days} days`}>
          Fans who subscribe to you show here from the day they start.
        </AnalyticsEmpty>
      ) : (
        <>
          <p className="text-muted">
            <strong className="text-2xl font-black text-text tabular-nums">
              {formatCount(data.subscribers)}
            </strong>{' '}
            {data.subscribers === 1 ? 'subscriber' : 'subscribers'} now, {trend} since{' '}
            {first ? formatLongDay(first.day) : 'the start'}.
          </p>
          <Chart>
            <SubscribersChart data={days} />
          </Chart>
          <FiguresTable
            caption={`Active subscribers at the end of each day, last ${data.days} days`}
            valueLabel="Subscribers"
            rows={days.map((day) => ({ day: day.day, value: day.subscribers }))}
          />
        </>
      )}
    </Section>
  );
}

/** Followers, subscribers and how many followers subscribe, now. */
export function AudienceCard({ data }: { data: ArtistAnalytics }) {
  return (
    <Section id="analytics-audience-heading" title="Followers to subscribers">
      <FigureList
        columns="sm:grid-cols-3"
        figures={[
          { label: 'Followers', value: formatCount(data.followers), icon: <Heart aria-hidden /> },
          {
            label: 'Subscribers',
            value: formatCount(data.subscribers),
            icon: <Users aria-hidden />,
          },
          {
            label: 'Conversion',
            value: formatPercent(data.conversionRate),
            icon: <Percent aria-hidden />,
            note: 'of followers subscribe',
          },
        ]}
      />
    </Section>
  );
}

/** One figure of a row of figures: a label, a big number and a note under it. */
interface Figure {
  label: string;
  value: string;
  icon: ReactNode;
  note?: string;
}

function FigureList({ figures, columns }: { figures: Figure[]; columns: string }) {
  return (
    <dl className={`grid gap-3 ${columns}`}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex min-w-0 flex-col gap-1 rounded-xl border border-line p-4"
        >
          <dt className="flex items-center gap-2 text-sm text-muted">
            <span className="text-accent [&>svg]:size-4">{figure.icon}</span>
            {figure.label}
          </dt>
          <dd className="text-2xl leading-tight font-black text-gradient tabular-nums sm:text-3xl">
            {figure.value}
          </dd>
          {figure.note ? <dd className="text-xs font-semibold text-cyan">{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/**
 * Airplay beside the on-demand plays: how often the station played the artist's songs and how
 * many listeners were tuned in as each play started, over the window and since the first.
 */
export function AirplaySection({ data }: { data: ArtistAnalytics }) {
  const { period, allTime, songs } = data.airplay;
  return (
    <Section id="analytics-airplay-heading" title="On the radio">
      {allTime.plays === 0 ? (
        <AnalyticsEmpty title="None of your songs has been on air yet">
          Submit a published song for airplay from My Music. Once a DJ approves it, every play on
          the station counts here with the listeners it reached.
        </AnalyticsEmpty>
      ) : (
        <>
          <FigureList
            columns="sm:grid-cols-2"
            figures={[
              {
                label: 'On-air plays',
                value: formatCount(period.plays),
                icon: <Radio aria-hidden />,
                note: `in the last ${data.days} days · ${formatCount(allTime.plays)} in all`,
              },
              {
                label: 'Listeners reached',
                value: formatCount(period.listeners),
                icon: <Users aria-hidden />,
                note: `in the last ${data.days} days · ${formatCount(allTime.listeners)} in all`,
              },
            ]}
          />
          <p className="text-sm text-muted">
            Listeners reached adds up the listeners tuned in as each play started. On-air plays are
            separate from the on-demand plays above.
          </p>
          {songs.length === 0 ? (
            <p className="text-sm text-muted">
              None of your songs was on air in the last {data.days} days.
            </p>
          ) : (
            <AiredSongsTable
              caption={`Your songs on air, last ${data.days} days`}
              rows={songs.map((song) => ({
                key: song.id,
                title: song.title,
                plays: song.plays,
                listeners: song.listeners,
              }))}
            />
          )}
        </>
      )}
    </Section>
  );
}

/** The songs aired most, as a small table: title, on-air plays, listeners reached. */
function AiredSongsTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { key: number; title: string; plays: number; listeners: number }[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="py-1.5 pe-3 font-semibold">
              Song
            </th>
            <th scope="col" className="py-1.5 pe-3 text-right font-semibold">
              On-air plays
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              Listeners reached
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line">
              <th scope="row" className="py-1.5 pe-3 font-semibold wrap-anywhere">
                {row.title}
              </th>
              <td className="py-1.5 pe-3 text-right tabular-nums">{formatCount(row.plays)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatCount(row.listeners)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
