import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { expectConfirmedRequest, renderWithUser, signIn } from '../../../testing/render';
import { post } from '../testing/post-fixtures';
import { PostComposer } from './post-composer';

describe('PostComposer', () => {
  it('asks for a teaser only for subscribers-only posts, and sends it with the visibility', async () => {
    signIn();
    const api = stubApi().on('POST /api/posts', ({ json: body }) =>
      json(post({ id: 9, ...(body() as object), canEdit: true }), 201),
    );
    const onDone = vi.fn();
    const { user } = renderWithUser(<PostComposer onDone={onDone} />);

    expect(screen.queryByLabelText('Teaser')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Stems for subscribers');
    await user.type(screen.getByLabelText('Post'), 'Download link inside.');
    await user.click(screen.getByRole('radio', { name: /Subscribers only/ }));
    const teaser = screen.getByLabelText('Teaser');
    expect(screen.getByText(/What everyone else sees/)).toBeInTheDocument();
    await user.type(teaser, 'Remix the whole track.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await expectConfirmedRequest(api, 'POST /api/posts', 'Post published', {
      title: 'Stems for subscribers',
      content: 'Download link inside.',
      visibility: 'subscribers',
      teaser: 'Remix the whole track.',
    });
    expect(onDone).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(''));
  });

  it('shows the server’s reason under its field and keeps everything typed', async () => {
    signIn();
    stubApi().on(
      'POST /api/posts',
      apiError(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', [
        { field: 'title', reason: 'is already used by another of your posts' },
      ]),
    );
    const { user } = renderWithUser(<PostComposer />);
    await user.type(screen.getByLabelText('Title'), 'Night drive');
    await user.type(screen.getByLabelText('Post'), 'Some words\n\nand more');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(
      await screen.findByText('Title is already used by another of your posts'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Night drive');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Post')).toHaveValue('Some words\n\nand more');
  });

  it('says why a post was not saved when no field is to blame, keeping the text', async () => {
    signIn();
    stubApi().on('POST /api/posts', apiError(403, 'FORBIDDEN', 'Only creators can post.'));
    const { user } = renderWithUser(<PostComposer />);
    await user.type(screen.getByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Post'), 'World');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The post was not saved: Only creators can post.',
    );
    expect(screen.getByLabelText('Post')).toHaveValue('World');
  });

  it('checks the required fields before sending anything', async () => {
    const api = stubApi();
    const { user } = renderWithUser(<PostComposer />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Post is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
