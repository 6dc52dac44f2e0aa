import type { Slide, StaffMember } from '../../../shared/contracts/showcase.js';
import type { SlideRow, StaffMemberRow } from './showcase.repo.js';

/** A slide of the home page's carousel; its slug and place in the order stay home. */
export function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: row.image,
    cta: row.cta,
    ctaLink: row.ctaLink,
  };
}

/** A staff card; its place in the order stays home. */
export function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    role: row.role,
    specialty: row.specialty,
    initials: row.initials,
  };
}
