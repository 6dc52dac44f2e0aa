import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/** Answers every `confirm()` the page asks with `answer`; the returned mock tells what was asked. */
export function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

/** Writes a reason into the report dialog of that name, once it shows, and sends it. */
export async function submitReport(user: UserEvent, dialogName: string, reason: string) {
  const dialog = within(await screen.findByRole('dialog', { name: dialogName }));
  await user.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  return dialog;
}
