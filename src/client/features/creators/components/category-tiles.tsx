import { CREATOR_CATEGORIES, type CreatorCategoryId } from '../../../../shared/creators.constants';
import { CATEGORY_ICONS } from './creator-display';

interface CategoryTilesProps {
  /** The category being browsed, shown as chosen. */
  active?: CreatorCategoryId;
  onBrowse: (category: CreatorCategoryId) => void;
}

/** The 12 fixed categories (spec section 2); choosing one lists its creators. */
export function CategoryTiles({ active, onBrowse }: CategoryTilesProps) {
  return (
    <section aria-labelledby="categories-heading" className="grid gap-5">
      <h2 id="categories-heading" className="text-2xl font-bold">
        Browse by category
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {CREATOR_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category.id];
          const chosen = category.id === active;
          return (
            <li key={category.id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onBrowse(category.id)}
                className={`panel flex h-full min-h-24 w-full flex-col items-center justify-center gap-2 p-4 text-center font-semibold transition-colors hover:border-accent ${
                  chosen ? 'border-accent bg-accent/10 text-accent-strong' : ''
                }`}
              >
                <Icon aria-hidden className="size-7 text-accent" />
                <span className="text-sm leading-tight">{category.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
