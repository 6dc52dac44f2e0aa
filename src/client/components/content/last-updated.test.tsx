import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarDay, LastUpdated } from './last-updated';

describe('calendarDay', () => {
  it('gives the day as YYYY-MM-DD and in US English words', () => {
    expect(calendarDay(new Date(2026, 10, 21, 15, 30))).toEqual({
      iso: '2026-11-21',
      label: 'November 21, 2026',
    });
  });

  it('pads single-digit months and days in the machine-readable form only', () => {
    expect(calendarDay(new Date(2027, 0, 5))).toEqual({
      iso: '2027-01-05',
      label: 'January 5, 2027',
    });
  });

  it('keeps the reader’s own calendar day just before midnight', () => {
    expect(calendarDay(new Date(2026, 11, 31, 23, 59, 59)).iso).toBe('2026-12-31');
  });
});

describe('LastUpdated', () => {
  it('shows the given day in a <time> element carrying its date', () => {
    render(<LastUpdated now={new Date(2026, 10, 21)} />);
    const time = screen.getByText('November 21, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2026-11-21');
    expect(time.parentElement).toHaveTextContent('Last updated: November 21, 2026');
  });
});
