import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ToastStore = typeof import('./toast-store');
type ToasterModule = typeof import('./toaster');

let store: ToastStore;
let Toaster: ToasterModule['Toaster'];

// The toast list lives in module state; fresh modules keep the tests apart.
beforeEach(async () => {
  vi.resetModules();
  store = await import('./toast-store');
  ({ Toaster } = await import('./toaster'));
});

describe('Toaster', () => {
  it('renders a notifications region labelled with the F8 hotkey', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
  });

  it("renders a shown toast's title and description", () => {
    render(<Toaster />);
    act(() => {
      store.toast({ title: 'Message Sent!', description: 'We will reply within 24 hours.' });
    });
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText('We will reply within 24 hours.')).toBeInTheDocument();
  });

  it('marks the variant on the toast', () => {
    render(<Toaster />);
    act(() => {
      store.toast({ title: 'Error', variant: 'destructive' });
    });
    expect(screen.getByText('Error').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'destructive',
    );
  });

  it('shows only the newest toast', () => {
    render(<Toaster />);
    act(() => {
      store.toast({ title: 'Joining chat...' });
      store.toast({ title: 'Connection error' });
    });
    expect(screen.queryByText('Joining chat...')).not.toBeInTheDocument();
    expect(screen.getByText('Connection error')).toBeInTheDocument();
  });

  it('dismisses a toast with its close button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Toaster />);
    let id = '';
    act(() => {
      id = store.toast({ title: 'Friend Removed' }).id;
    });
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Friend Removed')).not.toBeInTheDocument();
    const { result } = renderHook(() => store.useToasts());
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
  });

  it('closes a toast by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      store.toast({ title: 'Settings Updated' });
    });
    act(() => {
      vi.advanceTimersByTime(store.TOAST_DURATION_MS - 100);
    });
    expect(screen.getByText('Settings Updated')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Settings Updated')).not.toBeInTheDocument();
  });
});
