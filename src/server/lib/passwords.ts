import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { projectPath } from './paths.js';

/** The library's numeric id for argon2id (its enum is a const enum, not importable at run time). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verifying against this when the account does not exist keeps the answer time the same, so
// timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy password for timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

let common: Set<string> | undefined;

/** True for a password on the shipped list of the most commonly used ones (any case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(projectPath('data', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.toLowerCase());
}

/** Reasons a new password is refused beyond the length rule, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  account: { username: string; email: string },
): string | null {
  if (isCommonPassword(password)) return 'is one of the most common passwords; choose another';
  const lower = password.toLowerCase();
  if (lower === account.username.toLowerCase()) return 'must not be your username';
  if (lower === account.email.toLowerCase()) return 'must not be your e-mail address';
  return null;
}
