// Loaded only with the chart modules that import it: recharts must stay out of the first pages.
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { formatLongDay } from '../../lib/format';

/** The theme's own tokens, so the charts follow the dark and light themes as they switch. */
export const chartColors = {
  accent: 'var(--c-accent)',
  cyan: 'var(--c-cyan)',
  grid: 'var(--c-line)',
  axis: 'var(--c-muted)',
  surface: 'var(--c-surface)',
  text: 'var(--c-text)',
};

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const axisProps = {
  stroke: chartColors.axis,
  tick: { fill: chartColors.axis, fontSize: 12 },
  tickLine: false,
} as const;

/** A tooltip in the theme's colours, naming the UTC day in full. */
export const dayTooltipProps = {
  contentStyle: {
    background: chartColors.surface,
    border: `1px solid ${chartColors.grid}`,
    borderRadius: 12,
    color: chartColors.text,
  },
  labelStyle: { color: chartColors.text, fontWeight: 700 },
  labelFormatter: (day: unknown) => formatLongDay(String(day)),
  cursor: { stroke: chartColors.grid },
} as const;

/**
 * A chart is a picture for sighted readers: it is hidden from assistive technology and kept out
 * of the Tab order, and the page gives the same figures as a table beside it.
 */
export function ChartFrame({
  height,
  boxClass,
  initialWidth,
  children,
}: {
  height: number;
  /** A Tailwind height class matching `height`. */
  boxClass: string;
  /** The width drawn before the container is measured. */
  initialWidth: number;
  children: ReactElement;
}) {
  return (
    <div aria-hidden className={`${boxClass} w-full min-w-0`}>
      <ResponsiveContainer
        width="100%"
        height={height}
        initialDimension={{ width: initialWidth, height }}
      >
        {children}
      </ResponsiveContainer>
    </div>
  );
}
