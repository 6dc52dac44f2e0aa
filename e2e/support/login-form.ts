import { expect, type Page } from '@playwright/test';
import { type Member, withFreshCode } from './accounts.js';

/** Fills and sends the Create Account form (the /login page in register mode). */
export async function registerWithForm(page: Page, member: Member) {
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const register = page.getByRole('form', { name: 'Create Account' });
  await register.getByLabel('Username').fill(member.username);
  await register.getByLabel('E-mail').fill(member.email);
  await register.getByLabel('Password', { exact: true }).fill(member.password);
  await register.getByLabel('Confirm password').fill(member.password);
  await register.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills and sends the Sign In form. */
export async function signInWithForm(page: Page, member: Member) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Username or e-mail').fill(member.username);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Signs in with the form as a member with two-factor sign-in: the password, then the code the
 * form asks for, computed from the member's secret (see `withFreshCode`).
 */
export async function signInWithCode(page: Page, member: Member) {
  const secret = member.twoFactorSecret;
  if (!secret) throw new Error(`${member.username} has no two-factor secret`);
  await signInWithForm(page, member);
  const code = page.getByRole('form', { name: 'Sign In' }).getByLabel('Authentication code');
  await expect(code).toBeVisible();
  const status = await withFreshCode(secret, async (value) => {
    await code.fill(value);
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Verify and sign in' }).click(),
    ]);
    return answer.status();
  });
  expect(status, `no code signed ${member.username} in`).toBe(200);
}
