import { Moon, PilcrowLeft, PilcrowRight, Sun } from 'lucide-react';
import { usePreferences } from '../../lib/preferences';

const toggleClass =
  'grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text aria-pressed:text-accent';

/** Light mode and right-to-left switches, reachable whether signed in or not. */
export function DisplayToggles() {
  const { theme, direction, toggleTheme, toggleDirection } = usePreferences();
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={toggleClass}
        aria-pressed={theme === 'light'}
        aria-label="Light mode"
        title={theme === 'light' ? 'Switch to dark mode' : 'Switch to light mode'}
        onClick={toggleTheme}
      >
        {theme === 'light' ? <Sun aria-hidden size={18} /> : <Moon aria-hidden size={18} />}
      </button>
      <button
        type="button"
        className={toggleClass}
        aria-pressed={direction === 'rtl'}
        aria-label="Right-to-left layout"
        title={direction === 'rtl' ? 'Switch to left-to-right' : 'Switch to right-to-left'}
        onClick={toggleDirection}
      >
        {direction === 'rtl' ? (
          <PilcrowLeft aria-hidden size={18} />
        ) : (
          <PilcrowRight aria-hidden size={18} />
        )}
      </button>
    </div>
  );
}
