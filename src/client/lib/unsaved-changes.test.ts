import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerConfirm } from '../testing/dialogs';
import { confirmDiscard, LEAVE_WITHOUT_SAVING, useUnsavedChanges } from './unsaved-changes';

const leave = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('useUnsavedChanges', () => {
  afterEach(() => {
    history.replaceState(null, '', '/admin/station');
  });

  it('asks before an in-app navigation while dirty, and stays put when refused', () => {
    history.replaceState(null, '', '/admin/station');
    const { unmount } = renderHook(() => useUnsavedChanges(true));
    const refuse = answerConfirm(false);
    history.pushState(null, '', '/schedule');
    expect(refuse).toHaveBeenCalledWith(LEAVE_WITHOUT_SAVING);
    expect(location.pathname).toBe('/admin/station');
    history.replaceState(null, '', '/admin/station?tab=slides');
    expect(location.search).toBe('');

    const agree = answerConfirm(true);
    history.pushState(null, '', '/schedule');
    expect(agree).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/schedule');
    unmount();
  });

  it('lets state-only updates of the same address through without asking', () => {
    history.replaceState(null, '', '/admin/station');
    const { unmount } = renderHook(() => useUnsavedChanges(true));
    const confirm = answerConfirm(false);
    history.replaceState({ scroll: 10 }, '', '/admin/station');
    history.replaceState({ scroll: 20 }, '');
    expect(confirm).not.toHaveBeenCalled();
    expect(history.state).toEqual({ scroll: 20 });
    unmount();
  });

  it('asks the browser to confirm a reload or close while dirty', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: true },
    });
    expect(leave().defaultPrevented).toBe(true);
    rerender({ dirty: false });
    expect(leave().defaultPrevented).toBe(false);
    unmount();
  });

  it('asks nothing once the edits are saved or the form is gone', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useUnsavedChanges(dirty), {
      initialProps: { dirty: true },
    });
    rerender({ dirty: false });
    const confirm = answerConfirm(false);
    history.pushState(null, '', '/news');
    expect(location.pathname).toBe('/news');
    rerender({ dirty: true });
    unmount();
    history.pushState(null, '', '/staff');
    expect(location.pathname).toBe('/staff');
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('confirmDiscard', () => {
  it('asks only when there is something to lose', () => {
    const confirm = answerConfirm(false);
    expect(confirmDiscard(false)).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(confirmDiscard(true, 'Discard?')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Discard?');
  });
});
