import { vi } from 'vitest';

/** Answers every `confirm()` the page asks with `answer`; the returned mock tells what was asked. */
export function answerConfirm(answer: boolean) {
  const confirm = vi.fn((_message?: string) => answer);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}
