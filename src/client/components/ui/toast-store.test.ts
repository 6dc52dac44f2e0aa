import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type ToastStore = typeof import('./toast-store');

let store: ToastStore;

// The store lives in module state, so each test gets a fresh copy of the module.
beforeEach(async () => {
  vi.resetModules();
  store = await import('./toast-store');
});

function renderToasts() {
  return renderHook(() => store.useToasts());
}

describe('toast store', () => {
  it('uses the spec constants', () => {
    expect(store.TOAST_LIMIT).toBe(1);
    expect(store.TOAST_DURATION_MS).toBe(5000);
    expect(store.TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(store.TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });

  it('starts with no toasts', () => {
    expect(renderToasts().result.current).toEqual([]);
  });

  it('shows an open toast with the default variant when none is given', () => {
    const { result } = renderToasts();
    act(() => {
      store.toast({ title: 'Settings Updated', description: 'Saved.' });
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({
      title: 'Settings Updated',
      description: 'Saved.',
      variant: 'default',
      open: true,
    });
  });

  it('keeps a destructive variant', () => {
    const { result } = renderToasts();
    act(() => {
      store.toast({ title: 'Error', variant: 'destructive' });
    });
    expect(result.current[0]?.variant).toBe('destructive');
  });

  it('keeps at most one toast: a second toast replaces the first', () => {
    const { result } = renderToasts();
    let first = '';
    let second = '';
    act(() => {
      first = store.toast({ title: 'First' }).id;
      second = store.toast({ title: 'Second' }).id;
    });
    expect(first).not.toBe(second);
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ id: second, title: 'Second', open: true });
  });

  it('closes a dismissed toast and removes it only after the removal delay', () => {
    vi.useFakeTimers();
    const { result } = renderToasts();
    let handle: ReturnType<ToastStore['toast']> | undefined;
    act(() => {
      handle = store.toast({ title: 'Message Sent!' });
    });
    act(() => {
      store.dismissToast(handle?.id);
    });
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ id: handle?.id, open: false });

    act(() => {
      vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS - 1);
    });
    expect(result.current).toHaveLength(1);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toEqual([]);
  });

  it('closes every toast when dismissed without an id', () => {
    vi.useFakeTimers();
    const { result } = renderToasts();
    act(() => {
      store.toast({ title: 'Joining chat...' });
      store.dismissToast();
    });
    expect(result.current.every((t) => !t.open)).toBe(true);
    act(() => {
      vi.advanceTimersByTime(store.TOAST_REMOVE_DELAY_MS);
    });
    expect(result.current).toEqual([]);
  });

  it('closes a toast through the dismiss handle it returns', () => {
    const { result } = renderToasts();
    act(() => {
      store.toast({ title: 'Friend Removed' }).dismiss();
    });
    expect(result.current[0]?.open).toBe(false);
  });

  it('leaves other toasts alone when dismissing an unknown id', () => {
    const { result } = renderToasts();
    act(() => {
      store.toast({ title: 'Still here' });
      store.dismissToast('no-such-id');
    });
    expect(result.current[0]?.open).toBe(true);
  });
});
