import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ANALYTICS_WINDOWS,
  type AnalyticsDays,
  DEFAULT_ANALYTICS_DAYS,
} from '../../../../shared/analytics.constants';
import { QueryStates } from '../../../components/ui/data-states';
import { analyticsQueries } from '../api/analytics-queries';
import {
  AirplaySection,
  AudienceCard,
  PlaysSection,
  SubscribersSection,
  TopSongsSection,
} from './analytics-sections';
import { AnalyticsLoading } from './analytics-states';

function RangeSwitch({
  days,
  onChange,
}: {
  days: AnalyticsDays;
  onChange: (days: AnalyticsDays) => void;
}) {
  return (
    <fieldset className="panel flex gap-1 p-1">
      <legend className="sr-only">Time range</legend>
      {ANALYTICS_WINDOWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === days}
          onClick={() => onChange(option)}
          className={`btn btn-sm ${option === days ? 'btn-primary' : 'btn-ghost'}`}
        >
          {option} days
        </button>
      ))}
    </fieldset>
  );
}

/** The Analytics tab: plays, airplay, top songs and the audience over the last 7, 30 or 90 days. */
export function AnalyticsPanel() {
  const [days, setDays] = useState<AnalyticsDays>(DEFAULT_ANALYTICS_DAYS);
  // The figures of the window shown stay while the next window loads, instead of a blank panel.
  const analytics = useQuery({
    ...analyticsQueries.artist(days),
    placeholderData: keepPreviousData,
  });
  const updating = analytics.isPlaceholderData && analytics.isFetching;
  return (
    <section aria-labelledby="analytics-heading" className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id="analytics-heading" className="text-2xl font-bold">
            Analytics
          </h2>
          <p className="text-sm text-muted">
            The last {days} days, today included. Days run midnight to midnight UTC.
          </p>
        </div>
        <RangeSwitch days={days} onChange={setDays} />
      </div>
      <QueryStates
        query={analytics}
        pending={<AnalyticsLoading label="Loading your analytics…" />}
        problem="We could not load your analytics"
      >
        {(data) => (
          <div
            aria-busy={updating}
            className={`grid min-w-0 gap-6 transition-opacity ${updating ? 'opacity-60' : ''}`}
          >
            {updating ? (
              <p role="status" className="sr-only">
                Loading the last {days} days…
              </p>
            ) : null}
            <AudienceCard data={data} />
            <PlaysSection data={data} />
            <AirplaySection data={data} />
            <div className="grid min-w-0 gap-6 lg:grid-cols-2">
              <TopSongsSection data={data} />
              <SubscribersSection data={data} />
            </div>
          </div>
        )}
      </QueryStates>
    </section>
  );
}
