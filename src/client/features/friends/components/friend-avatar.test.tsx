import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { friend } from '../testing/friend-fixtures';
import { FriendAvatar } from './friend-avatar';

const face = { hairColor: 'pink', eyeColor: 'blue', skinTone: 'tan' } as const;

describe('FriendAvatar', () => {
  it('shows the photo when there is one', () => {
    render(<FriendAvatar friend={friend({ avatar: '/a.png', avatarData: face })} alt="Lana" />);
    expect(screen.getByRole('img', { name: 'Lana' })).toHaveAttribute('src', '/a.png');
    expect(screen.queryByTestId('avatar-face')).not.toBeInTheDocument();
  });

  it('draws the face when there is no photo', () => {
    render(<FriendAvatar friend={friend({ avatarData: face })} />);
    expect(screen.getByTestId('avatar-face')).toHaveAttribute('data-hair', 'pink');
  });

  it('falls back to the initial without either', () => {
    render(<FriendAvatar friend={friend()} />);
    expect(screen.getByText('L')).toBeInTheDocument();
  });
});
