import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { slides, staffMembers } from '../../db/schema/index.js';

export type SlideRow = typeof slides.$inferSelect;
export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** The station's editable content: the home page's slides and the staff cards. */
export function createShowcaseRepo(db: Db) {
  return {
    slides(): Promise<SlideRow[]> {
      return db.select().from(slides).orderBy(asc(slides.sortOrder), asc(slides.id));
    },

    staff(): Promise<StaffMemberRow[]> {
      return db
        .select()
        .from(staffMembers)
        .orderBy(asc(staffMembers.sortOrder), asc(staffMembers.id));
    },
  };
}

export type ShowcaseRepo = ReturnType<typeof createShowcaseRepo>;
