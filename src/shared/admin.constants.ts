/** Limits and fixed values of the admin area that both sides use; free of zod. */

/**
 * The platform's switches (spec section 3, "Admin settings"), in the order the admin page lists
 * them, with what each one turns on or off.
 */
export const FEATURE_SWITCHES = [
  'artistRegistrationEnabled',
  'streamingEnabled',
  'paymentsEnabled',
  'tippingEnabled',
  'merchandiseEnabled',
  'betaMode',
] as const;
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number];

export const FEATURE_SWITCH_LABELS: Record<FeatureSwitch, { label: string; effect: string }> = {
  artistRegistrationEnabled: {
    label: 'Artist registration',
    effect: 'Members can become creators.',
  },
  streamingEnabled: {
    label: 'Song streaming',
    effect: "Listeners can play artists' songs on demand. The station keeps playing either way.",
  },
  paymentsEnabled: {
    label: 'Payments',
    effect:
      'New subscriptions and song purchases. Existing subscriptions run to the end of their period.',
  },
  tippingEnabled: { label: 'Tipping', effect: 'Fans can tip creators.' },
  merchandiseEnabled: { label: 'Merchandise', effect: 'Merchandise sales are booked.' },
  betaMode: {
    label: 'Beta mode',
    effect: 'Tuneslingers pages carry a Beta label and new creators wait for approval.',
  },
};

/** What a member is told where a switched-off feature would be. */
export const SWITCHED_OFF_MESSAGES = {
  artistRegistrationEnabled: 'Creator registration is closed for now. Please check back soon.',
  streamingEnabled: 'Song streaming is paused for now. The station is still on the air.',
  paymentsEnabled: 'Payments are paused for now: new subscriptions and purchases are not taken.',
  tippingEnabled: 'Tipping is paused for now.',
  merchandiseEnabled: 'Merchandise sales are paused for now.',
} as const satisfies Partial<Record<FeatureSwitch, string>>;

/**
 * The artist's shares an administrator may set, in whole percent. Tuneslingers is a fair-pay
 * platform: the artist always keeps at least half of what the fan pays, and never more than all.
 */
export const ARTIST_RATE_MIN = 50;
export const ARTIST_RATE_MAX = 100;

/** The settings a fresh site starts with (betaMode explicitly off: creators are admitted at once). */
export const DEFAULT_PLATFORM_SETTINGS = Object.freeze({
  artistRegistrationEnabled: true,
  streamingEnabled: true,
  paymentsEnabled: true,
  tippingEnabled: true,
  merchandiseEnabled: true,
  betaMode: false,
  artistStreamingRate: 80,
  artistMerchandiseRate: 85,
});

/** The roles an administrator grants and revokes. */
export const MEMBER_ROLES = ['isDj', 'isCreator', 'isAdmin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  isDj: 'DJ',
  isCreator: 'Creator',
  isAdmin: 'Admin',
};

export const SUSPENSION_REASON_MAX = 500;
export const PEOPLE_PAGE_SIZE = 20;
export const PEOPLE_QUERY_MAX = 100;

/** What members can report. */
export const REPORT_TARGETS = ['post', 'song', 'profile', 'chat_message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_TARGET_LABELS: Record<ReportTarget, string> = {
  post: 'Post',
  song: 'Song',
  profile: 'Profile',
  chat_message: 'Chat message',
};
export const REPORT_REASON_MIN = 5;
export const REPORT_REASON_MAX = 500;
export const REPORT_NOTE_MAX = 500;

/**
 * What an administrator may do about a report: dismiss it, hide or remove the reported content,
 * warn its author (a notification), or suspend the author.
 */
export const REPORT_ACTIONS = ['dismiss', 'hide', 'remove', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide content',
  remove: 'Remove content',
  warn: 'Warn author',
  suspend: 'Suspend author',
};
/** A profile is the member themselves: it can be warned or suspended, not hidden or removed. */
export const REPORT_ACTIONS_FOR: Record<ReportTarget, readonly ReportAction[]> = {
  post: REPORT_ACTIONS,
  song: REPORT_ACTIONS,
  chat_message: REPORT_ACTIONS,
  profile: ['dismiss', 'warn', 'suspend'],
};
export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const AUDIT_PAGE_SIZE = 30;

/** How many days the admin's charts cover. */
export const ADMIN_CHART_DAYS = 30;
