import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AvatarFace, EYE_PALETTE, HAIR_PALETTE, SKIN_PALETTE } from './avatar-face';

describe('AvatarFace', () => {
  it('draws the chosen hair, eyes and skin in their fixed colours', () => {
    render(<AvatarFace data={{ hairColor: 'red', eyeColor: 'blue', skinTone: 'deep' }} />);
    const face = screen.getByTestId('avatar-face');
    const fills = [...face.querySelectorAll('[fill]')].map((node) => node.getAttribute('fill'));
    expect(fills).toContain(HAIR_PALETTE.red);
    expect(fills).toContain(EYE_PALETTE.blue);
    expect(fills).toContain(SKIN_PALETTE.deep);
    expect(face).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced as an image when given a label', () => {
    render(
      <AvatarFace
        data={{ hairColor: 'pink', eyeColor: 'green', skinTone: 'tan' }}
        label="Lana Vector"
      />,
    );
    expect(screen.getByRole('img', { name: 'Lana Vector' })).toBeInTheDocument();
  });
});
