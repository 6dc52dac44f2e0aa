import type { Actor } from '../../../../shared/domain/policies';

/**
 * Who is looking at a club: a signed-in member (their roles for the policy module, their name
 * for their own messages), null for a visitor, undefined while that is not known yet (the
 * server renders every page so, and the browser while it hydrates).
 */
export type ClubViewer = (Actor & { username: string }) | null | undefined;
