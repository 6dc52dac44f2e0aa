import {
  BUILT_IN_SLIDE_SIZE,
  type ImageSize,
  type OfficeSlide,
  type OfficeStaffMember,
  type ResponsiveImage,
  SLIDE_IMAGE_SIZES,
  type Slide,
  STAFF_PHOTO_SIZES,
  type StaffMember,
} from '../../../shared/contracts/showcase.js';
import type { SlideRow } from './slides.repo.js';
import type { StaffMemberRow } from './staff.repo.js';

/** The stored copy of an uploaded picture at one size, beside the others under the same base. */
export const variantKey = (base: string, size: ImageSize) =>
  `${base}-${size.width}x${size.height}.webp`;

/** Uploaded pictures are served by the showcase's image route, at their storage key under /api/. */
const variantUrl = (base: string, size: ImageSize) => `/api/${variantKey(base, size)}`;

/** An uploaded picture at every size (largest first), for `src`, `srcset`, width and height. */
export function uploadedImage(base: string, sizes: readonly ImageSize[]): ResponsiveImage {
  const [largest, ...others] = sizes;
  if (!largest) throw new Error('an uploaded picture has at least one size');
  return {
    src: variantUrl(base, largest),
    srcset: [largest, ...others]
      .map((size) => `${variantUrl(base, size)} ${size.width}w`)
      .join(', '),
    width: largest.width,
    height: largest.height,
  };
}

function slideImage(row: SlideRow): ResponsiveImage {
  if (row.imageKey) return uploadedImage(row.imageKey, SLIDE_IMAGE_SIZES);
  return { src: row.image, srcset: null, ...BUILT_IN_SLIDE_SIZE };
}

/** A slide of the home page's carousel; its slug, order and state stay home. */
export function toSlide(row: SlideRow): Slide {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: slideImage(row),
    cta: row.cta,
    ctaLink: row.ctaLink,
  };
}

/** A slide as the back office edits it. */
export function toOfficeSlide(row: SlideRow): OfficeSlide {
  return {
    ...toSlide(row),
    published: row.published,
    uploaded: row.imageKey !== null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
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
    bio: row.bio,
    photo: row.photoKey ? uploadedImage(row.photoKey, STAFF_PHOTO_SIZES) : null,
  };
}

export function toOfficeStaffMember(row: StaffMemberRow): OfficeStaffMember {
  return {
    ...toStaffMember(row),
    hidden: row.hidden,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
