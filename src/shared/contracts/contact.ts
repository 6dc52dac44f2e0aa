import { z } from 'zod';
import { CONTACT_LIMITS, type ContactType, contactTypes } from '../contact.constants.js';
import { cursorPage, rowIdParamSchema, text, trimmedText } from './fields.js';

export * from '../contact.constants.js';

export const contactTypeValues = contactTypes.map((type) => type.value) as [
  ContactType,
  ...ContactType[],
];

export const contactTypeLabel = (type: ContactType): string =>
  contactTypes.find((t) => t.value === type)?.label ?? type;

// Name and subject end up in e-mail headers, where a line break has no business.
const singleLine = /^[^\r\n]*$/;

/**
 * A field of the form, `min` to `max` characters once trimmed; anything else is refused with a
 * message that names the field ("Subject must be at least 5 characters").
 */
const formText = (label: string, min: number, max: number) => {
  const tooShort = `${label} must be at least ${min} characters`;
  return text({ message: tooShort })
    .trim()
    .min(min, tooShort)
    .max(max, `${label} must be at most ${max} characters`);
};

/** The messages are the spec's own, word for word; the maxima guard the database. */
export const contactRequestSchema = z.object({
  name: formText('Name', CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax).regex(
    singleLine,
    'Name must fit on one line',
  ),
  email: text({ message: 'Please enter a valid email address' })
    .trim()
    .max(CONTACT_LIMITS.emailMax, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: formText('Subject', CONTACT_LIMITS.subjectMin, CONTACT_LIMITS.subjectMax).regex(
    singleLine,
    'Subject must fit on one line',
  ),
  message: formText('Message', CONTACT_LIMITS.messageMin, CONTACT_LIMITS.messageMax),
  contactType: z.enum(contactTypeValues, { message: 'Please choose a contact type' }),
  /**
   * The honeypot: a field people never see, so only form-filling bots put anything in it.
   * It is accepted (and then ignored) so that a bot learns nothing from the answer.
   */
  website: text().max(500).optional(),
});

export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactSubmission = z.output<typeof contactRequestSchema>;

export const contactReceiptSchema = z.object({
  message: z.string(),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  contactType: z.enum(contactTypeValues),
  createdAt: z.string(),
  /** When the message went out by e-mail; null when no mail server is set or it failed. */
  deliveredAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

/** Messages the inbox reads at once; "Load more" fetches the next page. */
export const CONTACT_PAGE_SIZE = 30;
/** The longest inbox search: longer than any name, address or subject worth looking for. */
export const CONTACT_SEARCH_MAX = 200;

export const contactStatuses = ['open', 'handled', 'all'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** One page of the inbox, newest first, with how many messages wait in all. */
export const contactMessageListSchema = cursorPage(
  'messages',
  contactMessageSchema,
  z.number().int(),
).extend({ open: z.number().int() });

export const contactMessageFilterSchema = z.object({
  status: z.enum(contactStatuses, { message: 'must be open, handled or all' }).default('open'),
  type: z.enum(contactTypeValues, { message: 'must be one of the contact types' }).optional(),
  /** Text to find in the name, address, subject or message, letter case aside. */
  q: trimmedText(CONTACT_SEARCH_MAX).optional().default(''),
  /** The id of the last message of the previous page. */
  before: rowIdParamSchema.optional(),
});

export const contactOpenCountSchema = z.object({
  open: z.number().int(),
});

export const contactHandledRequestSchema = z.object({
  handled: z.boolean({ message: 'must be true or false' }),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
export type ContactMessageFilter = z.input<typeof contactMessageFilterSchema>;
