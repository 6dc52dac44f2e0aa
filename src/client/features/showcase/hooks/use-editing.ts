import { useCallback, useRef, useState } from 'react';
import { confirmDiscard } from '../../../lib/unsaved-changes';

/**
 * Which item the editor's form is open on ('new' for one being added), asking before another
 * one replaces unsaved edits. Closing gives the focus back to the button that opened the form.
 */
export function useEditing<T extends { id: number }>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const dirty = useRef(false);
  const opener = useRef<HTMLElement | null>(null);

  const open = (next: T | 'new') => {
    if (!confirmDiscard(dirty.current)) return;
    dirty.current = false;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };

  const close = useCallback(() => {
    dirty.current = false;
    setEditing(null);
    const back = opener.current;
    // After the form is gone, so the focus lands on a button that is still there.
    setTimeout(() => {
      if (back?.isConnected) back.focus();
    }, 0);
  }, []);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  return {
    editing,
    editingId: editing !== null && editing !== 'new' ? editing.id : null,
    /** A key that gives each opened item a fresh form. */
    formKey: editing === 'new' ? 'new' : editing ? String(editing.id) : '',
    open,
    close,
    setDirty,
    /** An item is gone: its form, if open, goes too. */
    forget: (item: T) => {
      if (editing !== null && editing !== 'new' && editing.id === item.id) {
        dirty.current = false;
        setEditing(null);
      }
    },
  };
}
