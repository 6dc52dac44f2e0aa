// recharts is heavy: this module is only ever loaded lazily, when the analytics card draws.
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import {
  axisProps,
  ChartFrame,
  chartColors,
  dayTooltipProps,
  prefersReducedMotion,
} from '../../../components/ui/chart-parts';
import { formatShortDay } from './admin-display';
import type { DailyFigure, DailyMetric } from './daily-metrics';

/** One daily series as a filled line. */
export function DailyChart({ data, metric }: { data: DailyFigure[]; metric: DailyMetric }) {
  const fillId = `admin-${metric.key}-fill`;
  return (
    <ChartFrame height={180} boxClass="h-45" initialWidth={360}>
      <AreaChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <defs>
          <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={chartColors.accent} stopOpacity={0.45} />
            <stop offset="100%" stopColor={chartColors.accent} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={formatShortDay} minTickGap={24} {...axisProps} />
        <YAxis
          allowDecimals={false}
          width={64}
          tickFormatter={(value) => metric.format(Number(value))}
          {...axisProps}
        />
        <Tooltip
          {...dayTooltipProps}
          formatter={(value) => [metric.format(Number(value)), metric.valueLabel]}
        />
        <Area
          type="monotone"
          dataKey={metric.key}
          stroke={chartColors.accent}
          strokeWidth={2}
          fill={`url(#${fillId})`}
          isAnimationActive={!prefersReducedMotion()}
        />
      </AreaChart>
    </ChartFrame>
  );
}
