/** What the account menu shows of the signed-in user (spec section 3). */
export interface AccountUser {
  username: string;
  displayName?: string | null;
  profileImageUrl?: string | null;
  followers?: number;
  following?: number;
  isAdmin: boolean;
}
