// recharts is heavy: this module is only ever loaded lazily, when the analytics card draws.
import type { ReactElement } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatLongDay, formatShortDay } from './admin-display';
import type { DailyFigure, DailyMetric } from './daily-metrics';

// The theme's own tokens, so the charts follow the dark and light themes as they switch.
const theme = {
  line: 'var(--c-accent)',
  grid: 'var(--c-line)',
  axis: 'var(--c-muted)',
  surface: 'var(--c-surface)',
  text: 'var(--c-text)',
};

const HEIGHT = 180;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const axisProps = {
  stroke: theme.axis,
  tick: { fill: theme.axis, fontSize: 12 },
  tickLine: false,
} as const;

/**
 * A chart is a picture for sighted readers: it is hidden from assistive technology, and the card
 * gives the same figures as a table beside it.
 */
function ChartFrame({ children }: { children: ReactElement }) {
  return (
    <div aria-hidden className="h-45 w-full min-w-0">
      <ResponsiveContainer
        width="100%"
        height={HEIGHT}
        initialDimension={{ width: 360, height: HEIGHT }}
      >
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** One daily series as a filled line. */
export function DailyChart({ data, metric }: { data: DailyFigure[]; metric: DailyMetric }) {
  const fillId = `admin-${metric.key}-fill`;
  return (
    <ChartFrame>
      <AreaChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={theme.line} stopOpacity={0.45} />
            <stop offset="100%" stopColor={theme.line} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis
          allowDecimals={false}
          width={64}
          tickFormatter={(value) => metric.format(Number(value))}
          {...axisProps}
        />
        <Tooltip
          contentStyle={{
            background: theme.surface,
            border: `1px solid ${theme.grid}`,
            borderRadius: 12,
            color: theme.text,
          }}
          labelStyle={{ color: theme.text, fontWeight: 700 }}
          labelFormatter={(day) => formatLongDay(String(day))}
          cursor={{ stroke: theme.grid }}
          formatter={(value) => [metric.format(Number(value)), metric.valueLabel]}
        />
        <Area
          type="monotone"
          dataKey={metric.key}
          stroke={theme.line}
          strokeWidth={2}
          fill={`url(#${fillId})`}
          isAnimationActive={!reducedMotion()}
        />
      </AreaChart>
    </ChartFrame>
  );
}
