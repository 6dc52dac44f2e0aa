import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ApiStub } from './api-stub';
import { findToast } from './render';

/** Answers every `confirm()` the page asks with `answer`; the returned mock tells what was asked. */
export function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

/**
 * Writes a reason into the report dialog of that name, once it shows, sends it and expects the
 * toast that confirms it.
 */
export async function sendReport(user: UserEvent, dialogName: string, reason: string) {
  const dialog = within(await screen.findByRole('dialog', { name: dialogName }));
  await user.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
  await user.click(dialog.getByRole('button', { name: 'Submit' }));
  expect(await findToast('Report sent')).toBeInTheDocument();
}

/** The bodies of the reports the page sent, in order. */
export function sentReports(api: ApiStub): unknown[] {
  return api.calls('POST /api/reports').map((request) => request.json());
}
