// recharts is heavy: this module is only ever loaded lazily, when the Analytics tab opens.
import type { ReactElement } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlaysDay, SubscribersDay } from '../../../../shared/contracts/analytics';
import { formatCount, formatLongDay, formatShortDay } from './analytics-display';

// The theme's own tokens, so the charts follow the dark and light themes as they switch.
const theme = {
  plays: 'var(--c-accent)',
  subscribers: 'var(--c-cyan)',
  grid: 'var(--c-line)',
  axis: 'var(--c-muted)',
  surface: 'var(--c-surface)',
  text: 'var(--c-text)',
};

const HEIGHT = 240;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const axisProps = {
  stroke: theme.axis,
  tick: { fill: theme.axis, fontSize: 12 },
  tickLine: false,
} as const;

const tooltipProps = {
  contentStyle: {
    background: theme.surface,
    border: `1px solid ${theme.grid}`,
    borderRadius: 12,
    color: theme.text,
  },
  labelStyle: { color: theme.text, fontWeight: 700 },
  labelFormatter: (day: unknown) => formatLongDay(String(day)),
} as const;

/**
 * A chart is a picture for sighted readers: it is hidden from assistive technology and kept out
 * of the Tab order, and the panel gives the same figures as a table beside it.
 */
function ChartFrame({ children }: { children: ReactElement }) {
  return (
    <div aria-hidden className="h-60 w-full min-w-0">
      <ResponsiveContainer
        width="100%"
        height={HEIGHT}
        initialDimension={{ width: 640, height: HEIGHT }}
      >
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Plays per day, as a filled line. */
export function PlaysChart({ data }: { data: PlaysDay[] }) {
  return (
    <ChartFrame>
      <AreaChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id="analytics-plays-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={theme.plays} stopOpacity={0.45} />
            <stop offset="100%" stopColor={theme.plays} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis allowDecimals={false} width={48} {...axisProps} />
        <Tooltip
          {...tooltipProps}
          cursor={{ stroke: theme.grid }}
          formatter={(value) => [formatCount(Number(value)), 'Plays']}
        />
        <Area
          type="monotone"
          dataKey="plays"
          stroke={theme.plays}
          strokeWidth={2}
          fill="url(#analytics-plays-fill)"
          isAnimationActive={!reducedMotion()}
        />
      </AreaChart>
    </ChartFrame>
  );
}

/** Active subscribers at the end of each day, as steps: the count changes from one day to the next. */
export function SubscribersChart({ data }: { data: SubscribersDay[] }) {
  return (
    <ChartFrame>
      <LineChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis allowDecimals={false} width={48} {...axisProps} />
        <Tooltip
          {...tooltipProps}
          cursor={{ stroke: theme.grid }}
          formatter={(value) => [formatCount(Number(value)), 'Subscribers']}
        />
        <Line
          type="stepAfter"
          dataKey="subscribers"
          stroke={theme.subscribers}
          strokeWidth={2}
          dot={false}
          isAnimationActive={!reducedMotion()}
        />
      </LineChart>
    </ChartFrame>
  );
}
