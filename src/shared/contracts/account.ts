import { z } from 'zod';
import { BIO_MAX } from '../account.constants.js';
import {
  accountUserSchema,
  displayNameSchema,
  emailSchema,
  PASSWORD_MAX,
  passwordSchema,
} from './auth.js';
import { partialUpdate, text, trimmedText } from './fields.js';
import { avatarDataSchema, NAME_PART_MAX } from './friends.js';

const namePartSchema = trimmedText(NAME_PART_MAX);

export * from '../account.constants.js';

/** The signed-in user's own account, e-mail included (never sent about anyone else). */
export const myAccountSchema = accountUserSchema.extend({
  email: z.string(),
  /** Whether the member confirmed `email` with the link sent to it. */
  emailVerified: z.boolean(),
  bio: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
});

export const updateProfileRequestSchema = partialUpdate(
  {
    displayName: displayNameSchema.optional(),
    bio: trimmedText(BIO_MAX).optional(),
    /** Optional real names, shown to friends; an empty string clears one. */
    firstName: namePartSchema.optional(),
    lastName: namePartSchema.optional(),
  },
  'nothing to change: send displayName, bio, firstName or lastName',
);

export const updateAvatarDataRequestSchema = avatarDataSchema;

const currentPasswordSchema = z
  .string({ message: 'is required' })
  .min(1, 'is required')
  .max(PASSWORD_MAX);

export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

export const changeEmailRequestSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

export const deleteAccountRequestSchema = z.object({
  password: currentPasswordSchema,
});

/** What anyone may see of a user at /creator/{username}. */
export const publicProfileSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  isCreator: z.boolean(),
  isDj: z.boolean(),
  avatarData: avatarDataSchema.nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  joinedAt: z.string(),
});

/** `?v=` marks a versioned avatar address, which never changes and may be cached for good. */
export const avatarQuerySchema = z.object({ v: text().max(40).optional() });

export { usernameParamsSchema } from './fields.js';

export type MyAccount = z.infer<typeof myAccountSchema>;
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export type PublicProfile = z.infer<typeof publicProfileSchema>;
