import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ShowcaseKind } from '../api/showcase-office';
import { useShowcaseActions } from '../hooks/use-showcase-office';

type Item = { id: number; version: number };

/** Whether an item shows to the public, and how the switch that changes it reads. */
export interface Visibility<T, Input> {
  /** "Published", "Shown on /staff": the switch's label. */
  label: string;
  isShown: (item: T) => boolean;
  /** The change that shows (true) or hides (false) it. */
  change: (shown: boolean) => Partial<Input>;
  /** The chip beside a hidden item. */
  hiddenChip: string;
}

interface ShowcaseOfficeListProps<T extends Item, Input> {
  kind: ShowcaseKind<T, Input>;
  items: T[];
  /** What the list is, for screen readers: "Slides, in carousel order". */
  label: string;
  /** The picture and texts that tell the items apart. */
  summary: (item: T) => ReactNode;
  visibility: Visibility<T, Input>;
  editingId: number | null;
  onEdit: (item: T) => void;
  /** Called once an item is deleted (to close its form). */
  onDeleted: (item: T) => void;
}

type Direction = 'up' | 'down';

function moved(ids: number[], position: number, direction: Direction): number[] {
  const target = direction === 'up' ? position - 1 : position + 1;
  const next = [...ids];
  const [id] = next.splice(position, 1);
  if (id !== undefined) next.splice(target, 0, id);
  return next;
}

const iconButton =
  'btn btn-ghost btn-sm ring-1 ring-line disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The back office's list of slides or staff cards in their public order: each with buttons to
 * move it, a switch to show or hide it, and its edit and delete buttons. A moved item keeps
 * the keyboard focus, and where it went is said aloud.
 */
export function ShowcaseOfficeList<T extends Item, Input>({
  kind,
  items,
  label,
  summary,
  visibility,
  editingId,
  onEdit,
  onDeleted,
}: ShowcaseOfficeListProps<T, Input>) {
  const { reorder, update, remove } = useShowcaseActions(kind);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);

  useEffect(() => {
    if (!refocus) return;
    const other = refocus.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${refocus.id}-${refocus.direction}`);
    // At the top or bottom its own button is disabled, so the other one takes the focus.
    const target = same && !same.disabled ? same : buttons.current.get(`${refocus.id}-${other}`);
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  const handleMove = (item: T, position: number, direction: Direction) => {
    const ids = moved(
      items.map((entry) => entry.id),
      position,
      direction,
    );
    reorder.mutate(ids);
    const place = ids.indexOf(item.id) + 1;
    setSaid(`${kind.nameOf(item)} moved to place ${place} of ${ids.length}.`);
    setRefocus({ id: item.id, direction });
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <ol aria-label={label} aria-busy={reorder.isPending} className="grid gap-3">
        {items.map((item, position) => {
          const shown = visibility.isShown(item);
          const name = kind.nameOf(item);
          return (
            <li
              key={item.id}
              className={`grid gap-3 rounded-xl border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center ${
                editingId === item.id ? 'border-accent' : 'border-line'
              }`}
            >
              <div className="flex min-w-0 items-center gap-3">
                <span className="w-6 shrink-0 text-center text-sm font-bold text-muted tabular-nums">
                  {position + 1}
                </span>
                <div className="min-w-0 flex-1">{summary(item)}</div>
                {shown ? null : (
                  <span className="chip shrink-0 border border-line text-muted">
                    {visibility.hiddenChip}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold ring-1 ring-line has-focus-visible:ring-2 has-focus-visible:ring-cyan">
                  <input
                    type="checkbox"
                    role="switch"
                    aria-checked={shown}
                    className="size-4 accent-accent"
                    checked={shown}
                    disabled={update.isPending}
                    onChange={() =>
                      update.mutate({
                        item,
                        change: visibility.change(!shown),
                        done: shown ? 'Hidden' : 'Shown',
                      })
                    }
                  />
                  {visibility.label}
                  <span className="sr-only">{name}</span>
                </label>
                {(['up', 'down'] as const).map((direction) => (
                  <button
                    key={direction}
                    ref={ref(`${item.id}-${direction}`)}
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${name} ${direction}`}
                    disabled={
                      reorder.isPending ||
                      (direction === 'up' ? position === 0 : position === items.length - 1)
                    }
                    onClick={() => handleMove(item, position, direction)}
                  >
                    {direction === 'up' ? (
                      <ArrowUp aria-hidden size={16} />
                    ) : (
                      <ArrowDown aria-hidden size={16} />
                    )}
                  </button>
                ))}
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Edit ${name}`}
                  aria-pressed={editingId === item.id}
                  onClick={() => onEdit(item)}
                >
                  <Pencil aria-hidden size={16} /> Edit
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Delete ${name}`}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden size={16} />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting ? kind.nameOf(deleting) : `this ${kind.noun}`}?`}
        description={`It leaves the site at once, with its picture. This cannot be undone; to take it off for a while, ${visibility.label === 'Published' ? 'unpublish' : 'hide'} it instead.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => onDeleted(deleting),
            onSettled: () => setDeleting(null),
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
