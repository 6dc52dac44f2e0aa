/** Limits and fixed values of contact that both the server and the pages use; free of zod. */

/** The five kinds of contact message, with the labels the form shows (spec section 3). */
export const contactTypes = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'dj', label: 'DJ Application' },
  { value: 'advertise', label: 'Advertising' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'music', label: 'Music Submission' },
] as const;

export type ContactType = (typeof contactTypes)[number]['value'];
export const DEFAULT_CONTACT_TYPE: ContactType = 'general';

/** Stated response times per kind of message (spec section 9). */
export const contactResponseTimes = [
  { topic: 'General inquiries', time: '24-48 hours' },
  { topic: 'DJ applications', time: '3-5 business days' },
  { topic: 'Technical issues', time: 'Same day' },
  { topic: 'Music submissions', time: '1 week' },
] as const;

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;
