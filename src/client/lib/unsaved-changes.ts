import { useEffect } from 'react';

/** What the browser's own dialog asks before an unsaved edit is left behind. */
export const LEAVE_WITHOUT_SAVING = 'You have unsaved changes. Leave without saving them?';

/** One entry per mounted form with unsaved edits. */
const guards = new Set<symbol>();
let installed = false;
/** Set once the person agreed to leave, for the rest of that navigation (a redirect may follow). */
let leaving = false;

const sameAddress = (url: string | URL | null | undefined) =>
  url === undefined || url === null || new URL(String(url), location.href).href === location.href;

/** Whether to go on: yes when nothing is unsaved, else what the person answers. */
function mayLeave(): boolean {
  if (guards.size === 0 || leaving) return true;
  if (!window.confirm(LEAVE_WITHOUT_SAVING)) return false;
  leaving = true;
  setTimeout(() => {
    leaving = false;
  }, 0);
  return true;
}

const handleBeforeUnload = (event: BeforeUnloadEvent) => {
  if (guards.size > 0) event.preventDefault();
};

/**
 * In-app links, tabs and redirects all move through the History API (the router calls
 * pushState or replaceState), so that is where a move is caught, whatever started it. The
 * wrapper is put in place once and left there: without a guard held it only passes the call on.
 */
function install() {
  if (installed) return;
  installed = true;
  window.addEventListener('beforeunload', handleBeforeUnload);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function guarded(this: History, data, unused, url) {
      if (!sameAddress(url) && !mayLeave()) return;
      original.call(this, data, unused, url);
    };
  }
}

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on reload, close or a
 * typed address, and a confirm before an in-app navigation (refused, the page stays as it is).
 */
export function useUnsavedChanges(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    install();
    const guard = Symbol('unsaved changes');
    guards.add(guard);
    return () => {
      guards.delete(guard);
    };
  }, [dirty]);
}

/** Asks before unsaved edits are thrown away in place (another item opened, Cancel). */
export function confirmDiscard(dirty: boolean, question = LEAVE_WITHOUT_SAVING): boolean {
  return !dirty || window.confirm(question);
}
