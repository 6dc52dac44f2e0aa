import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '../components/ui/toaster';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { PreferencesProvider } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import type { ApiStub } from './api-stub';

/** Stores a token as a signed-in browser has it, so the app asks the server who is signed in. */
export function signIn(token = 'test-token') {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

/**
 * Renders with the app's providers: a fresh query client with the app's defaults, an
 * in-memory location (its history is returned), light/dark preferences and the toaster.
 */
export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient: QueryClient = createQueryClient();
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <PreferencesProvider>
          {ui}
          <Toaster />
        </PreferencesProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, history: memory.history, navigate: memory.navigate };
}

/**
 * The toast showing a text (Radix also repeats it in a live region, which this skips). It
 * waits a few seconds: on a busy machine a request, its answer and the toast take a while.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  const matches = await screen.findAllByText(text, undefined, { timeout: 4000 });
  const toast = matches.map((match) => match.closest('li')).find(Boolean);
  if (!toast) throw new Error(`no toast shows "${text}"`);
  return toast;
}

/** Expects the toast that confirms an action, and what the first request to `route` carried. */
export async function expectConfirmedRequest(
  api: ApiStub,
  route: string,
  toast: string,
  body: unknown,
) {
  expect(await findToast(toast)).toBeInTheDocument();
  expect(api.calls(route)[0]?.json()).toEqual(body);
}

/** `renderApp`, with a user-event session (no typing delay) for the test to act through. */
export function renderWithUser(ui: ReactNode, options?: { path?: string }) {
  const user = userEvent.setup({ delay: null });
  return { user, ...renderApp(ui, options) };
}
