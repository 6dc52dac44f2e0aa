import { z } from 'zod';

/** A slide of the home page's carousel (spec section 3). */
export const slideSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  image: z.string(),
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
});

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });

export type Slide = z.infer<typeof slideSchema>;
export type StaffMember = z.infer<typeof staffMemberSchema>;
