// recharts is heavy: this module is only ever loaded lazily, when the Analytics tab opens.
import { Area, AreaChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { PlaysDay, SubscribersDay } from '../../../../shared/contracts/analytics';
import {
  axisProps,
  ChartFrame,
  chartColors,
  dayTooltipProps,
  prefersReducedMotion,
} from '../../../components/ui/chart-parts';
import { formatCount, formatShortDay } from './analytics-display';

/** Plays per day, as a filled line. */
export function PlaysChart({ data }: { data: PlaysDay[] }) {
  return (
    <ChartFrame height={240} boxClass="h-60" initialWidth={640}>
      <AreaChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id="analytics-plays-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={chartColors.accent} stopOpacity={0.45} />
            <stop offset="100%" stopColor={chartColors.accent} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis allowDecimals={false} width={48} {...axisProps} />
        <Tooltip
          {...dayTooltipProps}
          formatter={(value) => [formatCount(Number(value)), 'Plays']}
        />
        <Area
          type="monotone"
          dataKey="plays"
          stroke={chartColors.accent}
          strokeWidth={2}
          fill="url(#analytics-plays-fill)"
          isAnimationActive={!prefersReducedMotion()}
        />
      </AreaChart>
    </ChartFrame>
  );
}

/** Active subscribers at the end of each day, as steps: the count changes from one day to the next. */
export function SubscribersChart({ data }: { data: SubscribersDay[] }) {
  return (
    <ChartFrame height={240} boxClass="h-60" initialWidth={640}>
      <LineChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis allowDecimals={false} width={48} {...axisProps} />
        <Tooltip
          {...dayTooltipProps}
          formatter={(value) => [formatCount(Number(value)), 'Subscribers']}
        />
        <Line
          type="stepAfter"
          dataKey="subscribers"
          stroke={chartColors.cyan}
          strokeWidth={2}
          dot={false}
          isAnimationActive={!prefersReducedMotion()}
        />
      </LineChart>
    </ChartFrame>
  );
}
