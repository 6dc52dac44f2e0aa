import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldSentence, TextField } from './form-field';

describe('fieldSentence', () => {
  it('puts the label before a reason written as a fragment', () => {
    expect(fieldSentence('Username', 'is already taken')).toBe('Username is already taken');
  });

  it('leaves a whole sentence as it is', () => {
    expect(fieldSentence('Confirm password', 'Passwords do not match')).toBe(
      'Passwords do not match',
    );
  });
});

describe('TextField', () => {
  it('labels the input and describes it by its hint, then by its error instead', () => {
    const { rerender } = render(<TextField label="Username" hint="Letters and numbers." />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAccessibleDescription('Letters and numbers.');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="Username" hint="Letters and numbers." error="is required" />);
    expect(input).toHaveAccessibleDescription('Username is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks an optional field and shows a counter over its limit', () => {
    render(<TextField label="Bio" optional count={{ used: 501, max: 500 }} />);
    expect(screen.getByLabelText('Bio (optional)')).toHaveAccessibleDescription('501/500');
  });
});
