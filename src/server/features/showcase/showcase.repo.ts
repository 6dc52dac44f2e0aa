import { asc } from 'drizzle-orm';
import type { Slide, StaffMember } from '../../../shared/contracts/showcase.js';
import type { Db } from '../../db/client.js';
import { slides, staffMembers } from '../../db/schema/index.js';

/** The station's editable content: the home page's slides and the staff cards. */
export function createShowcaseRepo(db: Db) {
  return {
    slides(): Promise<Slide[]> {
      return db
        .select({
          id: slides.id,
          title: slides.title,
          subtitle: slides.subtitle,
          description: slides.description,
          image: slides.image,
          cta: slides.cta,
          ctaLink: slides.ctaLink,
        })
        .from(slides)
        .orderBy(asc(slides.sortOrder), asc(slides.id));
    },

    staff(): Promise<StaffMember[]> {
      return db
        .select({
          id: staffMembers.id,
          slug: staffMembers.slug,
          name: staffMembers.name,
          title: staffMembers.title,
          role: staffMembers.role,
          specialty: staffMembers.specialty,
          initials: staffMembers.initials,
        })
        .from(staffMembers)
        .orderBy(asc(staffMembers.sortOrder), asc(staffMembers.id));
    },
  };
}

export type ShowcaseRepo = ReturnType<typeof createShowcaseRepo>;
