import type { CreatorCard as CreatorCardData } from '../../../../shared/contracts/creators';
import { CreatorCard, CreatorCardSkeleton } from './creator-card';

const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function CreatorGrid({ creators, label }: { creators: CreatorCardData[]; label: string }) {
  return (
    <ul aria-label={label} className={gridClass}>
      {creators.map((creator) => (
        <li key={creator.id}>
          <CreatorCard creator={creator} />
        </li>
      ))}
    </ul>
  );
}

/** `count` card outlines, announced once as `label`. */
export function CreatorGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className={gridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index}>
            <CreatorCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
