import { useCallback, useRef, useState } from 'react';
import { confirmDiscard, useUnsavedChanges } from './unsaved-changes';

/** What an editor's form holds: a new item (null), or a change to one; `key` makes a fresh form. */
export interface Editing<Item> {
  key: number;
  item: Item | null;
}

interface DeleteMutation<Item> {
  mutate: (item: Item, options: { onSettled: () => void; onSuccess: () => void }) => void;
}

/**
 * The back office's list-and-form editors (schedule, events, playlists) in one place: one form
 * open at a time, asking before unsaved changes are dropped (also when leaving the page), focus
 * back to the button that opened the form when it closes (or to Add, when that button is gone),
 * and a delete that asks first and closes the form of the item it removed.
 */
export function useOfficeEditing<Item extends { id: number }>(options: {
  /** The question asked before unsaved changes are dropped. */
  discard: string;
  remove: DeleteMutation<Item>;
}) {
  const [editing, setEditing] = useState<Editing<Item> | null>(null);
  const [dirty, setDirty] = useState(false);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where focus goes back to when the form closes: the button that opened it. */
  const opener = useRef<HTMLElement | null>(null);
  useUnsavedChanges(dirty);

  const open = (item: Item | null) => {
    if (!confirmDiscard(dirty, options.discard)) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDirty(false);
    setEditing((current) => ({ key: (current?.key ?? 0) + 1, item }));
  };

  const close = useCallback(() => {
    setDirty(false);
    setEditing(null);
    // The opener may be gone (its item deleted or moved meanwhile): then Add.
    const back = opener.current?.isConnected ? opener.current : addButton.current;
    requestAnimationFrame(() => back?.focus());
  }, []);

  /** Deletes the item asked about (see `setDeleting`), closing its form if it was open. */
  const confirmDelete = () => {
    if (!deleting) return;
    options.remove.mutate(deleting, {
      onSettled: () => setDeleting(null),
      onSuccess: () => {
        if (editing?.item?.id === deleting.id) close();
      },
    });
  };

  return {
    editing,
    setDirty,
    open,
    close,
    addButton,
    deleting,
    setDeleting,
    confirmDelete,
  };
}
