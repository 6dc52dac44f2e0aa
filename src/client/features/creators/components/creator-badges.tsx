import { FlaskConical } from 'lucide-react';
import type { CreatorCard } from '../../../../shared/contracts/creators';
import { categoryName } from '../../../../shared/creators.constants';
import { CATEGORY_ICONS, monthlyPriceLabel } from './creator-display';

/** A creator's category, price (only above zero) and demo mark, as chips for their page. */
export function CreatorBadges({ creator }: { creator: CreatorCard }) {
  const CategoryIcon = CATEGORY_ICONS[creator.category];
  const price = monthlyPriceLabel(creator.subscriptionPriceCents);
  return (
    <>
      <span className="chip bg-violet/15 text-violet">
        <CategoryIcon aria-hidden size={12} />
        {categoryName(creator.category)}
      </span>
      {price ? <span className="chip border border-line text-text">{price}</span> : null}
      {creator.demo ? (
        <span className="chip border border-line text-muted" title="Demonstration content">
          <FlaskConical aria-hidden size={12} />
          Demo
        </span>
      ) : null}
    </>
  );
}
