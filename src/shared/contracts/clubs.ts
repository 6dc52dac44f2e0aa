import { z } from 'zod';
import {
  CLUB_LIMITS,
  CLUB_ROLES,
  CLUB_TOPIC_KINDS,
  CLUB_VISIBILITIES,
} from '../clubs.constants.js';
import { EVENT_KINDS } from '../events.constants.js';
import {
  cursorPage,
  partialUpdate,
  requiredText,
  rowIdParamSchema,
  text,
  tooLong,
  trimmedText,
  usernameParamSchema,
} from './fields.js';
import { personSchema } from './posts.js';

/**
 * Listener clubs: what a member sends to start, change and run one, and what the pages read.
 * A club is named by its slug in addresses (`/api/clubs/neon-nights`).
 */

export const clubTopicKindSchema = z.enum(CLUB_TOPIC_KINDS, {
  message: 'must be a show, an era or a city',
});
export const clubVisibilitySchema = z.enum(CLUB_VISIBILITIES, {
  message: 'must be public or invite only',
});
export const clubRoleSchema = z.enum(CLUB_ROLES);

const { nameMin, nameMax, descriptionMax, topicMax, messageMax, slugMax } = CLUB_LIMITS;

export const clubNameSchema = text({ message: 'is required' })
  .trim()
  .min(nameMin, `must be at least ${nameMin} characters`)
  .max(nameMax, tooLong(nameMax));

const clubFields = {
  description: trimmedText(descriptionMax),
  topicKind: clubTopicKindSchema,
  topic: requiredText(topicMax),
  visibility: clubVisibilitySchema,
};

export const createClubSchema = z.object({
  name: clubNameSchema,
  ...clubFields,
  description: clubFields.description.default(''),
});
export type CreateClubInput = z.input<typeof createClubSchema>;

/** The owner changes what the club is about and who may join; the name (and its link) stays. */
export const updateClubSchema = partialUpdate(
  {
    description: clubFields.description.optional(),
    topicKind: clubFields.topicKind.optional(),
    topic: clubFields.topic.optional(),
    visibility: clubFields.visibility.optional(),
  },
  'Name something to change: the description, the topic or who may join.',
);
export type UpdateClubInput = z.input<typeof updateClubSchema>;

export const clubSlugSchema = text().min(1).max(slugMax);
export const clubParamsSchema = z.object({ slug: clubSlugSchema });
export const clubPostParamsSchema = clubParamsSchema.extend({ id: rowIdParamSchema });
export const clubMemberParamsSchema = clubParamsSchema.extend({ username: usernameParamSchema });

export const clubPostsQuerySchema = z.object({
  /** The id of the oldest message already shown: the page holds older ones. */
  before: rowIdParamSchema.optional(),
});

export const clubPostInputSchema = z.object({
  message: text({ message: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(messageMax, tooLong(messageMax)),
});

export const clubInvitationInputSchema = z.object({
  username: text({ message: 'is required' }).trim().min(1, 'is required').max(60, tooLong(60)),
});

/** A club as lists and its page show it, the same for every reader. */
export const clubSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  topicKind: clubTopicKindSchema,
  topic: z.string(),
  visibility: clubVisibilitySchema,
  owner: personSchema.extend({ id: z.number().int() }),
  memberCount: z.number().int(),
  createdAt: z.string(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubListSchema = z.object({ clubs: z.array(clubSchema) });
export type ClubList = z.infer<typeof clubListSchema>;

/** The signed-in member's place in a club: owner, member, or invited and not yet joined. */
export const clubStandingSchema = z.enum(['owner', 'member', 'invited']);
export type ClubStanding = z.infer<typeof clubStandingSchema>;

/** The clubs the signed-in member belongs to or is invited to, invite-only ones included. */
export const myClubsSchema = z.object({
  clubs: z.array(clubSchema.extend({ standing: clubStandingSchema })),
});
export type MyClubs = z.infer<typeof myClubsSchema>;

/** One of the club's events still to come, as the club's page lists it. */
export const clubEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(EVENT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  host: z.string(),
  place: z.string().nullable(),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;

export const clubDetailSchema = z.object({
  club: clubSchema,
  events: z.array(clubEventSchema),
});
export type ClubDetail = z.infer<typeof clubDetailSchema>;

/** The viewer's place in one club, and its member count as it is now. */
export const clubMembershipSchema = z.object({
  role: clubRoleSchema.nullable(),
  invited: z.boolean(),
  memberCount: z.number().int(),
});
export type ClubMembership = z.infer<typeof clubMembershipSchema>;

export const clubMemberSchema = personSchema.extend({
  id: z.number().int(),
  role: clubRoleSchema,
  /** A friend of the viewer's: the list shows them first. */
  isFriend: z.boolean(),
  joinedAt: z.string(),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

export const clubMembersSchema = z.object({
  members: z.array(clubMemberSchema),
  memberCount: z.number().int(),
});
export type ClubMembers = z.infer<typeof clubMembersSchema>;

export const clubPostSchema = z.object({
  id: z.number().int(),
  author: personSchema.extend({ id: z.number().int() }),
  message: z.string(),
  createdAt: z.string(),
});
export type ClubPost = z.infer<typeof clubPostSchema>;

export const clubPostsPageSchema = cursorPage('posts', clubPostSchema, z.number().int());
export type ClubPostsPage = z.infer<typeof clubPostsPageSchema>;

export const clubInvitationSchema = z.object({ username: z.string() });
