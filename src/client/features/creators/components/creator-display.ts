import {
  Camera,
  ChefHat,
  Cpu,
  Dumbbell,
  Gamepad2,
  GraduationCap,
  Laugh,
  type LucideIcon,
  Music,
  Palette,
  Plane,
  Shirt,
  Sofa,
} from 'lucide-react';
import type { CreatorAccent, CreatorCategoryId } from '../../../../shared/creators.constants';
import { cents, formatCents } from '../../../../shared/domain/money';

export const CATEGORY_ICONS: Record<CreatorCategoryId, LucideIcon> = {
  'art-design': Palette,
  music: Music,
  fitness: Dumbbell,
  photography: Camera,
  cooking: ChefHat,
  gaming: Gamepad2,
  fashion: Shirt,
  education: GraduationCap,
  comedy: Laugh,
  lifestyle: Sofa,
  travel: Plane,
  technology: Cpu,
};

/**
 * The banner each accent paints. The bands carry no text, so the same bright gradients suit the
 * dark and the light theme.
 */
export const ACCENT_GRADIENTS: Record<CreatorAccent, string> = {
  magenta: 'linear-gradient(100deg, #ff2975 0%, #d946ef 60%, #7e22ce 100%)',
  cyan: 'linear-gradient(100deg, #3ee8ec 0%, #0ea5e9 55%, #4338ca 100%)',
  violet: 'linear-gradient(100deg, #c4b5fd 0%, #8b5cf6 50%, #5b21b6 100%)',
  sunset: 'linear-gradient(100deg, #ffd319 0%, #ff901f 40%, #ff2975 100%)',
  lime: 'linear-gradient(100deg, #d9f99d 0%, #84cc16 45%, #0d9488 100%)',
};

export const ACCENT_NAMES: Record<CreatorAccent, string> = {
  magenta: 'Magenta',
  cyan: 'Cyan',
  violet: 'Violet',
  sunset: 'Sunset',
  lime: 'Lime',
};

/** "$4.99/month" from 499 cents; null for a free creator (the spec shows no price at 0). */
export function monthlyPriceLabel(priceCents: number): string | null {
  return priceCents > 0 ? `${formatCents(cents(priceCents))}/month` : null;
}

/** "1 fan", "1,200 fans". */
export function fanCountLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'fan' : 'fans'}`;
}
