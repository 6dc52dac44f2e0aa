import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabInfo<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** What the row of tabs is, for screen readers ("Friends sections"). */
  label: string;
  tabs: readonly TabInfo<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The open tab's panel. */
  children: ReactNode;
}

/**
 * Tabs that follow the WAI-ARIA pattern: one tab in the Tab order, arrows, Home and End move
 * between them, and the panel is named by its tab. Where the open tab is kept (the address,
 * state) is the caller's choice.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="grid min-w-0 gap-6">
      {/* Every tab stays in sight: on a narrow screen they wrap onto another row, never scroll. */}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="panel flex flex-wrap gap-1 p-1.5"
      >
        {tabs.map((t) => {
          const isSelected = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(node) => {
                if (node) tabRefs.current.set(t.id, node);
              }}
              type="button"
              role="tab"
              id={`${baseId}-${t.id}-tab`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-${t.id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(t.id)}
              className={`btn btn-sm flex-auto ${isSelected ? 'btn-primary' : 'btn-ghost'}`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${selected}-panel`}
        aria-labelledby={`${baseId}-${selected}-tab`}
        className="min-w-0"
      >
        {children}
      </div>
    </div>
  );
}
