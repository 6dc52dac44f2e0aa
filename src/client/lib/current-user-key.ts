/**
 * Where the query cache keeps the signed-in user. The auth feature fetches it; other features
 * read or refresh it through this key without importing that feature.
 */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;
