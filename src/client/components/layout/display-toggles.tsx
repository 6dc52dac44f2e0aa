import { Moon, PilcrowLeft, PilcrowRight, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePreferences } from '../../lib/preferences';

const toggleClass =
  'grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text aria-pressed:text-accent';

interface ToggleProps {
  label: string;
  pressed: boolean;
  /** What pressing it now does. */
  title: string;
  onToggle: () => void;
  children: ReactNode;
}

function Toggle({ label, pressed, title, onToggle, children }: ToggleProps) {
  return (
    <button
      type="button"
      className={toggleClass}
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

/** Light mode and right-to-left switches, reachable whether signed in or not. */
export function DisplayToggles() {
  const { theme, direction, toggleTheme, toggleDirection } = usePreferences();
  const light = theme === 'light';
  const rtl = direction === 'rtl';
  return (
    <div className="flex items-center">
      <Toggle
        label="Light mode"
        pressed={light}
        title={light ? 'Switch to dark mode' : 'Switch to light mode'}
        onToggle={toggleTheme}
      >
        {light ? <Sun aria-hidden size={18} /> : <Moon aria-hidden size={18} />}
      </Toggle>
      <Toggle
        label="Right-to-left layout"
        pressed={rtl}
        title={rtl ? 'Switch to left-to-right' : 'Switch to right-to-left'}
        onToggle={toggleDirection}
      >
        {rtl ? <PilcrowLeft aria-hidden size={18} /> : <PilcrowRight aria-hidden size={18} />}
      </Toggle>
    </div>
  );
}
