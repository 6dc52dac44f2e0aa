import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../../../shared/account.constants';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { myAccount as account } from '../../../testing/fixtures';
import { findToast, renderApp, signIn } from '../../../testing/render';
import { AvatarEditor } from './avatar-editor';

const png = (bytes = 68, name = 'me.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function setup(profileImageUrl: string | null = null) {
  const api = stubApi();
  const onAccountChange = vi.fn();
  // The file picker's accept list is only a hint; the checks under test must hold without it.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  renderApp(
    <AvatarEditor account={{ ...account, profileImageUrl }} onAccountChange={onAccountChange} />,
  );
  return { api, user, onAccountChange };
}

const picker = () => screen.getByLabelText('Choose a picture');

describe('AvatarEditor', () => {
  it("shows the username's initial when there is no picture, and no Remove button", () => {
    setup();
    expect(screen.getByText('N')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PNG, JPEG, WebP or GIF image without sending it', async () => {
    const { api, user } = setup();
    await user.upload(picker(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText('“cv.pdf” is not a PNG, JPEG, WebP or GIF image.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save picture' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('refuses a picture over 2 MB without sending it', async () => {
    const { api, user } = setup();
    await user.upload(picker(), png(AVATAR_MAX_BYTES + 1, 'huge.png'));
    expect(await screen.findByText(/“huge.png” is 2.0 MB; .* at most 2 MB\./)).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('previews the chosen picture and uploads it as the avatar field on Save', async () => {
    signIn('tok');
    const { api, user, onAccountChange } = setup();
    const saved = { ...account, profileImageUrl: '/api/users/neonrider/avatar?v=1' };
    api.on('PUT /api/account/avatar', json(saved));
    const file = png();
    await user.upload(picker(), file);

    const preview = await screen.findByRole('img', { name: 'Preview of your new avatar' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Save picture' }));

    expect(await findToast('Profile picture updated')).toBeInTheDocument();
    const [request] = api.calls('PUT /api/account/avatar');
    if (!request) throw new Error('the picture was not sent');
    expect(request.body).toBeInstanceOf(FormData);
    expect((request.body as FormData).get('avatar')).toBe(file);
    expect(request.headers.get('Authorization')).toBe('Bearer tok');
    expect(request.headers.has('Content-Type')).toBe(false);
    expect(request.credentials).toBe('include');
    expect(onAccountChange).toHaveBeenCalledWith(saved);
  });

  it('lets a chosen picture be dropped before saving', async () => {
    const { api, user } = setup();
    await user.upload(picker(), png());
    await screen.findByRole('img', { name: 'Preview of your new avatar' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of your new avatar' })).toBeNull();
    expect(picker()).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it("toasts the server's reason when it refuses the picture", async () => {
    const { api, user } = setup();
    api.on(
      'PUT /api/account/avatar',
      apiError(400, 'INVALID_IMAGE', 'The picture must be a PNG, JPEG, WebP or GIF image.'),
    );
    await user.upload(picker(), png());
    await user.click(await screen.findByRole('button', { name: 'Save picture' }));
    expect(await findToast('The picture must be a PNG, JPEG, WebP or GIF image.')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('removes the current picture', async () => {
    const { api, user, onAccountChange } = setup('/api/users/neonrider/avatar?v=1');
    expect(screen.getByRole('img', { name: 'Your current avatar' })).toBeInTheDocument();
    api.on('DELETE /api/account/avatar', json(account));
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(onAccountChange).toHaveBeenCalledWith(account));
    expect(await findToast('Profile picture removed')).toBeInTheDocument();
  });
});
