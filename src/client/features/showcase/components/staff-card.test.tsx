import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../../shared/contracts/showcase';
import { StaffCard } from './staff-card';

const nova: StaffMember = {
  id: 1,
  slug: 'nova-quinn',
  name: 'Nova Quinn',
  title: 'Overnight Host',
  role: 'Keeps the small hours company.',
  specialty: 'Ambient synth',
  initials: 'NQ',
  bio: 'Started on pirate radio.',
  photo: null,
};

describe('StaffCard', () => {
  it('shows the initials when there is no photo, and the bio under the role', () => {
    render(<StaffCard member={nova} />);
    expect(screen.getByText('NQ')).toBeInTheDocument();
    expect(screen.getByText('Started on pirate radio.')).toBeInTheDocument();
    expect(screen.getByText('Ambient synth')).toBeInTheDocument();
  });

  it('shows the photo with its size, so the card does not jump as it loads', () => {
    const photo = {
      src: '/api/showcase/images/staff/1/abc-512x512.webp',
      srcset:
        '/api/showcase/images/staff/1/abc-512x512.webp 512w, /api/showcase/images/staff/1/abc-256x256.webp 256w',
      width: 512,
      height: 512,
    };
    const { container } = render(<StaffCard member={{ ...nova, photo, bio: '' }} />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', photo.src);
    expect(image).toHaveAttribute('srcset', photo.srcset);
    expect(image).toHaveAttribute('width', '512');
    expect(image).toHaveAttribute('height', '512');
    expect(screen.queryByText('NQ')).not.toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(3);
  });
});
