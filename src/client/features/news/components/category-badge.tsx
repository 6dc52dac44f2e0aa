/**
 * One neon per scene. The chips are solid with deep ink text so the same pair passes WCAG AA
 * in both themes (each at least 6:1); an unknown category gets the neutral surface chip.
 */
const CATEGORY_COLOURS: Record<string, string> = {
  synthwave: 'bg-[#ff4fae] text-[#1d0b3a]',
  retrowave: 'bg-[#ff901f] text-[#1d0b3a]',
  vaporwave: 'bg-[#b18cff] text-[#1d0b3a]',
  chillwave: 'bg-[#3ee8ec] text-[#1d0b3a]',
  'synth-rock': 'bg-[#ffd319] text-[#1d0b3a]',
};

const NEUTRAL = 'border border-line bg-surface-2 text-text';

export const categoryColour = (category: string) => CATEGORY_COLOURS[category] ?? NEUTRAL;

export function CategoryBadge({ category, name }: { category: string; name: string }) {
  return (
    <span data-category={category} className={`chip ${categoryColour(category)}`}>
      {name}
    </span>
  );
}
