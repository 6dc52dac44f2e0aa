/**
 * A member's own account (e-mail and names included) and the public profile anyone may read:
 * the shapes every feature shows members in, kept in one place beside the user rows.
 */
export { toMyAccount, toPublicProfile } from '../../views/user.views.js';
