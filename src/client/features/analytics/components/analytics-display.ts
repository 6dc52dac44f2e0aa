import { formatCount } from '../../../lib/format';

export { formatCount, formatLongDay, formatShortDay } from '../../../lib/format';

/** "1 play", "1,234 plays". */
export const countOf = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** The API's conversion (subscribers per hundred followers) as "12.5%". */
export const formatPercent = (value: number) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
