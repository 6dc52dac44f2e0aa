import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../auth.constants.js';
import { memberIdentityFields, text, trimmedText } from './fields.js';
import { avatarDataSchema } from './friends.js';

export * from '../auth.constants.js';

export const usernameSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(USERNAME_MIN, `must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_]+$/, 'may contain only letters, numbers and underscores');

export const emailSchema = z
  .string({ message: 'is required' })
  .trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ message: 'must be a valid e-mail address' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ message: 'is required' })
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const displayNameSchema = trimmedText(DISPLAY_NAME_MAX).min(1, 'must not be empty');

export const registerRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  /** Defaults to the username when absent or blank. */
  displayName: trimmedText(DISPLAY_NAME_MAX).optional(),
  isCreator: z.boolean().optional().default(false),
});

/** A code from an authenticator app: six digits, spaces allowed ("123 456"). */
export const authenticatorCodeSchema = text({ message: 'is required' })
  .max(20, 'must be the 6 digits from your authenticator app')
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6 digits from your authenticator app'));

/** A recovery code as it was shown ("k3m9q-x7d2p"); case and spaces do not matter. */
export const recoveryCodeSchema = text({ message: 'is required' })
  .max(40, 'must be one of your recovery codes')
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/, 'must be one of your recovery codes'));

export const loginRequestSchema = z.object({
  /** A username or the account's e-mail address. */
  username: text({ message: 'is required' }).trim().min(1, 'is required').max(254),
  password: z.string({ message: 'is required' }).min(1, 'is required').max(PASSWORD_MAX),
  /** With two-factor sign-in on: the authenticator's current code… */
  code: authenticatorCodeSchema.optional(),
  /** …or one of the recovery codes instead. */
  recoveryCode: recoveryCodeSchema.optional(),
});

/** What the account menu reads about the signed-in user (spec section 3). */
export const accountUserSchema = z.object({
  ...memberIdentityFields,
  profileImageUrl: z.string().nullable(),
  followers: z.number().int(),
  following: z.number().int(),
  isAdmin: z.boolean(),
  isCreator: z.boolean(),
  isDj: z.boolean(),
  /** Whether the member signs in with an authenticator code too (administrators must). */
  twoFactorEnabled: z.boolean(),
  /** The avatar builder's choices, drawn as a face where there is no picture. */
  avatarData: avatarDataSchema.nullable(),
});

export const loginResponseSchema = z.object({
  token: z.string(),
  user: accountUserSchema,
});

export const registerResponseSchema = z.object({
  message: z.string(),
  user: accountUserSchema,
});

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type AccountUser = z.infer<typeof accountUserSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** One of the member's signed-in sessions, as /settings lists them. */
export const signedInSessionSchema = z.object({
  id: z.number().int(),
  /** The browser and system, read from the user agent ("Firefox on Windows"). */
  device: z.string(),
  /** Where it signed in from, as an address prefix ("203.0.113.x"), never the whole address. */
  place: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});

export const sessionListSchema = z.object({ sessions: z.array(signedInSessionSchema) });

export const endedSessionsSchema = z.object({
  /** How many sessions were ended. */
  ended: z.number().int(),
});

export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export type SessionList = z.infer<typeof sessionListSchema>;

/** "Forgot password?": the address the link goes to. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** The token from the link in the mail (the part after `#token=`). */
export const passwordResetTokenSchema = z.object({
  token: text({ message: 'is required' }).min(1, 'is required').max(200),
});

export const passwordResetCompleteSchema = passwordResetTokenSchema.extend({
  password: passwordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const passwordResetLinkSchema = z.object({
  /** Whose password the link changes, so the page can say so. */
  username: z.string(),
});

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** The address a confirmation link confirmed. */
export const emailVerifiedSchema = z.object({ email: z.string(), message: z.string() });

/** Two-factor sign-in as /settings shows it. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** Why it cannot be turned off, when it cannot ("Administrators…"); null when it can. */
  requiredFor: z.string().nullable(),
});

/** Starting set-up asks for the password again. */
export const twoFactorSetupRequestSchema = z.object({
  password: z.string({ message: 'is required' }).min(1, 'is required').max(PASSWORD_MAX),
});

/** What the authenticator app needs: the secret as a QR code and as text to type. */
export const twoFactorSetupSchema = z.object({
  /** The base32 secret, for apps that take it typed. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code: `size` modules a side, dark modules drawn by the SVG path `path`. */
  qr: z.object({ size: z.number().int(), path: z.string() }),
});

export const twoFactorCodeSchema = z.object({ code: authenticatorCodeSchema });

/** Turning two-factor sign-in off takes a current code or a recovery code. */
export const twoFactorDisableSchema = z.object({
  code: authenticatorCodeSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});

/** Ten single-use recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
