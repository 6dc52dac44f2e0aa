/** The signed-in member as sign-in, sign-up and "who am I" answer: roles, no e-mail. */
export { toAccountUser } from '../../views/user.views.js';
