import type { CreatorAccent } from '../../../../shared/creators.constants';
import { ACCENT_GRADIENTS } from './creator-display';

/** The creator's colour as a decorative strip; its size comes from the caller's classes. */
export function AccentBand({
  accent,
  className = '',
}: {
  accent: CreatorAccent;
  className?: string;
}) {
  return (
    <div
      aria-hidden
      data-accent={accent}
      className={className}
      style={{ backgroundImage: ACCENT_GRADIENTS[accent] }}
    />
  );
}
