import { z } from 'zod';
import {
  CTA_LINK_REASON,
  ctaTarget,
  SHOWCASE_MAX_ITEMS,
  SLIDE_LIMITS,
  STAFF_LIMITS,
} from '../showcase.constants.js';
import { apiErrorSchema } from './errors.js';
import { requiredText, rowIdSchema, tooLong, trimmedText } from './fields.js';

export * from '../showcase.constants.js';

/**
 * A picture with what the page needs to draw it without a jump: the address, the other sizes
 * for the browser to choose from (null when there is only one), and the intrinsic size.
 */
export const responsiveImageSchema = z.object({
  src: z.string(),
  srcset: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
});

/** A slide of the home page's carousel (spec section 3). */
export const slideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  /** The uploaded picture, or the built-in one the slide started with. */
  image: responsiveImageSchema,
  cta: z.string(),
  ctaLink: z.string(),
});

export const slideListSchema = z.object({ slides: z.array(slideSchema) });

/** A card of the staff page. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  role: z.string(),
  specialty: z.string(),
  initials: z.string(),
  bio: z.string(),
  /** Null shows the initials. */
  photo: responsiveImageSchema.nullable(),
});

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

/** What the back office adds to each: whether it shows, its edit count and last change. */
const officeFields = {
  version: z.number().int(),
  updatedAt: z.string(),
};

export const officeSlideSchema = slideSchema.extend({
  published: z.boolean(),
  /** Whether the picture was uploaded (false: the built-in one shows). */
  uploaded: z.boolean(),
  ...officeFields,
});
export const officeSlideListSchema = z.object({ slides: z.array(officeSlideSchema) });

export const officeStaffMemberSchema = staffMemberSchema.extend({
  hidden: z.boolean(),
  ...officeFields,
});
export const officeStaffListSchema = z.object({ staff: z.array(officeStaffMemberSchema) });

/** Where a slide's button leads: stored normalised, refused with the reason on the field. */
export const ctaLinkSchema = trimmedText(SLIDE_LIMITS.ctaLink)
  .min(1, 'is required')
  .transform((value, ctx) => {
    const target = ctaTarget(value);
    if (target === null) {
      ctx.issues.push({ code: 'custom', message: CTA_LINK_REASON, input: value });
      return z.NEVER;
    }
    if (target.length > SLIDE_LIMITS.ctaLink) {
      ctx.issues.push({ code: 'custom', message: tooLong(SLIDE_LIMITS.ctaLink), input: value });
      return z.NEVER;
    }
    return target;
  });

const slideFields = {
  title: requiredText(SLIDE_LIMITS.title),
  subtitle: trimmedText(SLIDE_LIMITS.subtitle),
  description: trimmedText(SLIDE_LIMITS.description),
  cta: requiredText(SLIDE_LIMITS.cta),
  ctaLink: ctaLinkSchema,
  published: z.boolean({ message: 'must be true or false' }),
};

/** A slide's fields as the back office's form holds them: every one named. */
export const slideFormSchema = z.object(slideFields);

export const createSlideRequestSchema = slideFormSchema.extend({
  published: slideFields.published.default(true),
});

/** The version is the one the editor read: a newer one refuses the change (409). */
const versionSchema = z.number({ message: 'is required' }).int().positive();

/** Some fields of a thing and the version they were read at; naming no field is refused. */
const versionedChange = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object({ ...shape, version: versionSchema })
    .refine(
      (body) =>
        Object.entries(body).some(([key, value]) => key !== 'version' && value !== undefined),
      { message: 'Name at least one thing to change.' },
    );

export const updateSlideRequestSchema = versionedChange({
  title: slideFields.title.optional(),
  subtitle: slideFields.subtitle.optional(),
  description: slideFields.description.optional(),
  cta: slideFields.cta.optional(),
  ctaLink: slideFields.ctaLink.optional(),
  published: slideFields.published.optional(),
});

const staffFields = {
  name: requiredText(STAFF_LIMITS.name),
  title: requiredText(STAFF_LIMITS.title),
  role: requiredText(STAFF_LIMITS.role),
  specialty: trimmedText(STAFF_LIMITS.specialty),
  bio: trimmedText(STAFF_LIMITS.bio),
  /** Left blank, they are made from the name. */
  initials: trimmedText(STAFF_LIMITS.initials).regex(
    /^[\p{L}\p{N}]*$/u,
    'may only hold letters and digits',
  ),
  hidden: z.boolean({ message: 'must be true or false' }),
};

/** A staff card's fields as the back office's form holds them: every one named. */
export const staffFormSchema = z.object(staffFields);

export const createStaffMemberRequestSchema = staffFormSchema.extend({
  specialty: staffFields.specialty.default(''),
  bio: staffFields.bio.default(''),
  initials: staffFields.initials.default(''),
  hidden: staffFields.hidden.default(false),
});

export const updateStaffMemberRequestSchema = versionedChange({
  name: staffFields.name.optional(),
  title: staffFields.title.optional(),
  role: staffFields.role.optional(),
  specialty: staffFields.specialty.optional(),
  bio: staffFields.bio.optional(),
  initials: staffFields.initials.optional(),
  hidden: staffFields.hidden.optional(),
});

/** Every id of the list, in the new order; a list that changed meanwhile is refused (409). */
export const showcaseOrderRequestSchema = z.object({
  ids: z
    .array(rowIdSchema)
    .max(SHOWCASE_MAX_ITEMS, `must hold at most ${SHOWCASE_MAX_ITEMS} ids`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not name an id twice'),
});

/** A 409 for an edit based on an old version: the error, and the item as it is now. */
export const staleSlideSchema = apiErrorSchema.extend({ current: officeSlideSchema });
export const staleStaffMemberSchema = apiErrorSchema.extend({ current: officeStaffMemberSchema });

export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
export type OfficeSlide = z.infer<typeof officeSlideSchema>;
export type OfficeStaffMember = z.infer<typeof officeStaffMemberSchema>;
export type SlideFormValues = z.output<typeof slideFormSchema>;
export type StaffFormValues = z.output<typeof staffFormSchema>;
export type CreateSlideRequest = z.output<typeof createSlideRequestSchema>;
export type UpdateSlideRequest = z.output<typeof updateSlideRequestSchema>;
export type CreateStaffMemberRequest = z.output<typeof createStaffMemberRequestSchema>;
export type UpdateStaffMemberRequest = z.output<typeof updateStaffMemberRequestSchema>;
export type ShowcaseOrderRequest = z.output<typeof showcaseOrderRequestSchema>;
