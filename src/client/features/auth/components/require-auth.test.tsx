import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { neonrider } from '../../../testing/fixtures';
import { renderApp, signIn } from '../../../testing/render';
import { RequireAuth } from './require-auth';

const secret = <p>Members' lounge</p>;

describe('RequireAuth', () => {
  it('sends a visitor without a session to /login, to come back, without asking the server', async () => {
    const api = stubApi();
    const { history } = renderApp(<RequireAuth>{secret}</RequireAuth>, { path: '/dashboard' });
    await waitFor(() => expect(history.at(-1)).toBe('/login?next=%2Fdashboard'));
    expect(screen.queryByText("Members' lounge")).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('sends a visitor whose session has ended to /login and forgets the token', async () => {
    signIn('expired');
    const api = stubApi().on('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'Sign in first.'));
    const { history } = renderApp(<RequireAuth>{secret}</RequireAuth>, { path: '/profile' });
    await waitFor(() => expect(history.at(-1)).toBe('/login?next=%2Fprofile'));
    expect(api.calls('GET /api/auth/user')).toHaveLength(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.queryByText("Members' lounge")).not.toBeInTheDocument();
  });

  it('shows only a loading state while the server is asked, then the page', async () => {
    signIn();
    let answer: (response: Response) => void = () => {};
    const api = stubApi().on(
      'GET /api/auth/user',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { history } = renderApp(<RequireAuth>{secret}</RequireAuth>, { path: '/dashboard' });

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(screen.queryByText("Members' lounge")).not.toBeInTheDocument();
    expect(api.calls('GET /api/auth/user')[0]?.headers.get('Authorization')).toBe(
      'Bearer test-token',
    );

    answer(json(neonrider));
    expect(await screen.findByText("Members' lounge")).toBeInTheDocument();
    expect(history).toEqual(['/dashboard']);
  });

  it('hands the signed-in user to a render function', async () => {
    signIn();
    stubApi().on('GET /api/auth/user', json(neonrider));
    renderApp(<RequireAuth>{(user) => <p>Hello @{user.username}</p>}</RequireAuth>);
    expect(await screen.findByText('Hello @neonrider')).toBeInTheDocument();
  });

  it('offers a retry instead of a redirect when the server cannot answer', async () => {
    signIn();
    const api = stubApi().on(
      'GET /api/auth/user',
      apiError(503, 'UNAVAILABLE', 'The database is not answering.'),
    );
    const { history } = renderApp(<RequireAuth>{secret}</RequireAuth>, { path: '/settings' });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(history).toEqual(['/settings']);

    api.on('GET /api/auth/user', json(neonrider));
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("Members' lounge")).toBeInTheDocument();
  });
});
