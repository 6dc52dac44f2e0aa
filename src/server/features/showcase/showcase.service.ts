import type { ShowcaseRepo } from './showcase.repo.js';
import { toSlide, toStaffMember } from './showcase.views.js';

/** The home page's slides and the staff cards, in display order. */
export function createShowcaseService({ repo }: { repo: ShowcaseRepo }) {
  return {
    async slides() {
      return { slides: (await repo.slides()).map(toSlide) };
    },

    async staff() {
      return { staff: (await repo.staff()).map(toStaffMember) };
    },
  };
}

export type ShowcaseService = ReturnType<typeof createShowcaseService>;
