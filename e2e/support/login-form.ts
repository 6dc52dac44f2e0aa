import { expect, type Page } from '@playwright/test';
import { authenticatorCode, type Member } from './accounts.js';

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
 * form asks for, computed from the member's secret. Each code signs in once, so when another
 * worker's sign-in took this step's code and the next, it waits for the next step.
 */
export async function signInWithCode(page: Page, member: Member) {
  const secret = member.twoFactorSecret;
  if (!secret) throw new Error(`${member.username} has no two-factor secret`);
  await signInWithForm(page, member);
  const code = page.getByRole('form', { name: 'Sign In' }).getByLabel('Authentication code');
  await expect(code).toBeVisible();
  for (let round = 0; round < 3; round += 1) {
    if (round > 0) await page.waitForTimeout(30_200 - (Date.now() % 30_000));
    for (const stepsAhead of [0, 1]) {
      await code.fill(authenticatorCode(secret, stepsAhead));
      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
        page.getByRole('button', { name: 'Verify and sign in' }).click(),
      ]);
      if (answer.status() === 200) return;
    }
  }
  throw new Error(`no code signed ${member.username} in`);
}
