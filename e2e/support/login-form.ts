import type { Page } from '@playwright/test';
import type { Member } from './accounts.js';

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
