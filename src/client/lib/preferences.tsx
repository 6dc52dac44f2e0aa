import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export type Theme = 'dark' | 'light';
export type Direction = 'ltr' | 'rtl';

interface Preferences {
  theme: Theme;
  direction: Direction;
  toggleTheme(): void;
  toggleDirection(): void;
}

const PreferencesContext = createContext<Preferences | null>(null);
const THEME_KEY = 'theme';

function initialTheme(): Theme {
  const current = document.documentElement.dataset.theme;
  return current === 'light' ? 'light' : 'dark';
}

/** Light mode (remembered) and right-to-left layout (for this visit) for the whole app. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const [direction, setDirection] = useState<Direction>(() =>
    document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'light' ? '#fbf7ff' : '#0c0618');
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // Without storage the choice simply lasts for this page.
    }
  }, [theme]);

  useEffect(() => {
    document.dir = direction;
  }, [direction]);

  const toggleTheme = useCallback(() => setTheme((t) => (t === 'dark' ? 'light' : 'dark')), []);
  const toggleDirection = useCallback(() => setDirection((d) => (d === 'ltr' ? 'rtl' : 'ltr')), []);
  const value = useMemo(
    () => ({ theme, direction, toggleTheme, toggleDirection }),
    [theme, direction, toggleTheme, toggleDirection],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}
