import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SWITCHED_OFF_MESSAGES } from '../../../../shared/admin.constants';
import { AUTH_TOKEN_KEY } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { neonrider } from '../../../testing/fixtures';
import { findToast, renderApp } from '../../../testing/render';
import { authQueries } from '../api/auth-queries';
import { AuthForm } from './auth-form';

function setup({ creatorSignupOpen = true } = {}) {
  const api = stubApi();
  const user = userEvent.setup({ delay: null });
  const app = renderApp(<AuthForm creatorSignupOpen={creatorSignupOpen} />, { path: '/login' });
  return { api, user, ...app };
}

const form = (name: 'Sign In' | 'Create Account') => screen.getByRole('form', { name });

async function openRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return form('Create Account');
}

interface RegisterValues {
  username?: string;
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillRegister(user: ReturnType<typeof userEvent.setup>, values: RegisterValues = {}) {
  const register = form('Create Account');
  const field = (label: string) => within(register).getByLabelText(label);
  await user.type(field('Username'), values.username ?? 'neonrider');
  await user.type(field('E-mail'), values.email ?? 'neon@example.com');
  await user.type(field('Password'), values.password ?? 'outrun forever 84');
  await user.type(field('Confirm password'), values.confirm ?? 'outrun forever 84');
}

/** Opens the Create Account form, fills it in (with the defaults above unless told) and sends it. */
async function register(user: ReturnType<typeof userEvent.setup>, values?: RegisterValues) {
  await openRegister(user);
  await fillRegister(user, values);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('AuthForm modes', () => {
  it('starts in Sign In and toggles to Create Account and back', async () => {
    const { user } = setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-pressed', 'true');

    await openRegister(user);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create Account');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(form('Sign In')).toBeInTheDocument();
  });

  it('offers "Forgot password?" beside the sign-in form, leading to /forgot-password', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('leaves the creator box unticked by default', async () => {
    const { user } = setup();
    await openRegister(user);
    expect(screen.getByRole('checkbox', { name: /I'm a creator/ })).not.toBeChecked();
  });
});

describe('registering', () => {
  it('says "Passwords do not match" at the confirmation field and sends nothing', async () => {
    const { api, user } = setup();
    await register(user, { confirm: 'outrun forever 85' });

    const confirm = screen.getByLabelText('Confirm password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(api.requests).toEqual([]);
  });

  it('names every required field that is empty', async () => {
    const { api, user } = setup();
    await openRegister(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('sends the username as the display name when none is given', async () => {
    const { api, user } = setup();
    api.on('POST /api/auth/register', json({ message: 'ok', user: neonrider }, 201));
    await openRegister(user);
    await fillRegister(user, { username: 'NightCaller' });
    expect(screen.getByLabelText(/Display name/)).toHaveAttribute('placeholder', 'NightCaller');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.calls('POST /api/auth/register')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register')[0]?.json()).toEqual({
      username: 'NightCaller',
      email: 'neon@example.com',
      password: 'outrun forever 84',
      displayName: 'NightCaller',
      isCreator: false,
    });
  });

  it('sends the chosen display name and the creator choice', async () => {
    const { api, user } = setup();
    api.on('POST /api/auth/register', json({ message: 'ok', user: neonrider }, 201));
    await openRegister(user);
    await fillRegister(user);
    await user.type(screen.getByLabelText(/Display name/), 'Neon Rider');
    await user.click(screen.getByRole('checkbox', { name: /I'm a creator/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(api.calls('POST /api/auth/register')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register')[0]?.json()).toMatchObject({
      displayName: 'Neon Rider',
      isCreator: true,
    });
  });

  it('says creator registration is closed instead of offering the creator choice', async () => {
    const { api, user } = setup({ creatorSignupOpen: false });
    api.on('POST /api/auth/register', json({ message: 'ok', user: neonrider }, 201));
    await openRegister(user);
    expect(screen.queryByRole('checkbox', { name: /I'm a creator/ })).not.toBeInTheDocument();
    expect(screen.getByText(SWITCHED_OFF_MESSAGES.artistRegistrationEnabled)).toBeVisible();
    await fillRegister(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.calls('POST /api/auth/register')).toHaveLength(1));
    expect(api.calls('POST /api/auth/register')[0]?.json()).toMatchObject({ isCreator: false });
  });

  it('toasts success and returns to an empty Sign In form', async () => {
    const { api, user } = setup();
    api.on('POST /api/auth/register', json({ message: 'ok', user: neonrider }, 201));
    await register(user);

    expect(await findToast('Account created successfully! Please log in.')).toBeInTheDocument();
    const signIn = form('Sign In');
    expect(within(signIn).getByLabelText('Username or e-mail')).toHaveValue('');
    expect(within(signIn).getByLabelText('Password')).toHaveValue('');
    expect(within(signIn).getByLabelText('Username or e-mail')).toHaveFocus();
  });

  it("toasts the server's message and marks the field when the username is taken", async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/auth/register',
      apiError(409, 'USERNAME_TAKEN', 'That username is already taken.', [
        { field: 'username', reason: 'is already taken' },
      ]),
    );
    await register(user);

    const toast = await findToast('That username is already taken.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(form('Create Account')).toBeInTheDocument();
  });

  it('puts a too-common password back at the password field', async () => {
    const { api, user } = setup();
    api.on(
      'POST /api/auth/register',
      apiError(400, 'WEAK_PASSWORD', 'Password is too common.', [
        { field: 'password', reason: 'is too common' },
      ]),
    );
    await register(user, { password: 'password123', confirm: 'password123' });
    expect(await screen.findByText('Password is too common')).toBeInTheDocument();
  });
});

describe('signing in', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(screen.getByLabelText('Username or e-mail'), 'neonrider');
    await user.type(screen.getByLabelText('Password'), 'outrun forever 84');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
  }

  it('stores the token, knows the user, toasts and goes to /dashboard', async () => {
    const { api, user, history, queryClient } = setup();
    api.on('POST /api/auth/login', json({ token: 'tok-123', user: neonrider }));
    await signIn(user);

    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-123');
    expect(history.at(-1)).toBe('/dashboard');
    expect(queryClient.getQueryData(authQueries.user().queryKey)).toEqual(neonrider);
    expect(api.calls('POST /api/auth/login')[0]?.json()).toEqual({
      username: 'neonrider',
      password: 'outrun forever 84',
    });
  });

  it("toasts the server's message as an error and stays put when refused", async () => {
    const { api, user, history } = setup();
    api.on(
      'POST /api/auth/login',
      apiError(401, 'INVALID_CREDENTIALS', 'Invalid username or password.'),
    );
    await signIn(user);

    const toast = await findToast('Invalid username or password.');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(history).toEqual(['/login']);
  });

  it('disables the button while the request is on its way', async () => {
    const { api, user } = setup();
    let answer: (response: Response) => void = () => {};
    api.on('POST /api/auth/login', () => new Promise<Response>((resolve) => (answer = resolve)));
    await signIn(user);

    const button = screen.getByRole('button', { name: 'Signing in…' });
    expect(button).toBeDisabled();
    answer(json({ token: 't', user: neonrider }));
    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks for the authenticator code after the right password, then signs in with both', async () => {
    const { api, user, history } = setup();
    api.on('POST /api/auth/login', (request) => {
      const body = request.json() as { code?: string };
      if (body.code === '123456') return json({ token: 'tok-2fa', user: neonrider });
      if (body.code) {
        return apiError(401, 'INVALID_CODE', 'That code is not right.', [
          { field: 'code', reason: 'is not right' },
        ]);
      }
      return apiError(401, 'TWO_FACTOR_REQUIRED', 'Enter the 6-digit code.');
    });
    await signIn(user);

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByRole('status', { name: /Enter the 6-digit code/ })).toBeNull();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Authentication code is not right')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2fa');
    expect(history.at(-1)).toBe('/dashboard');
    expect(api.calls('POST /api/auth/login').map((call) => call.json())).toEqual([
      { username: 'neonrider', password: 'outrun forever 84' },
      { username: 'neonrider', password: 'outrun forever 84', code: '654321' },
      { username: 'neonrider', password: 'outrun forever 84', code: '123456' },
    ]);
  });

  it('takes a recovery code instead of the authenticator code', async () => {
    const { api, user } = setup();
    api.on('POST /api/auth/login', (request) =>
      (request.json() as { recoveryCode?: string }).recoveryCode
        ? json({ token: 'tok-recovered', user: neonrider })
        : apiError(401, 'TWO_FACTOR_REQUIRED', 'Enter the 6-digit code.'),
    );
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'K3M9Q-X7D2P');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await findToast('Logged in successfully!')).toBeInTheDocument();
    expect(api.calls('POST /api/auth/login').at(-1)?.json()).toEqual({
      username: 'neonrider',
      password: 'outrun forever 84',
      recoveryCode: 'k3m9q-x7d2p',
    });
  });

  it('asks for both fields before sending', async () => {
    const { api, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username or e-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
