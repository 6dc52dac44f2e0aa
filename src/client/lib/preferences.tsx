import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
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

// The document is where both live: /theme-init.js puts the saved theme there before the first
// paint, and the stylesheet reads it. The server renders with the defaults; the browser's
// first render (hydration) does too, then takes the document's own.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const changed = () => {
  for (const listener of listeners) listener();
};
const documentTheme = (): Theme =>
  document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
const documentDirection = (): Direction => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
const serverTheme = (): Theme => 'dark';
const serverDirection = (): Direction => 'ltr';

function setDirection(direction: Direction) {
  // The root element's attribute is what the stylesheet reads; document.dir names the same.
  document.documentElement.dir = direction;
  document.dir = direction;
}

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Without storage the choice simply lasts for this page.
  }
  changed();
}

/** Light mode (remembered) and right-to-left layout (for this visit) for the whole app. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, documentTheme, serverTheme);
  const direction = useSyncExternalStore(subscribe, documentDirection, serverDirection);

  useEffect(() => {
    // A document that did not say (no /theme-init.js before it) gets the defaults written down,
    // so the stylesheet and assistive technology read the same as the toggles.
    const root = document.documentElement;
    if (!root.dataset.theme) {
      root.dataset.theme = documentTheme();
      root.style.colorScheme = documentTheme();
    }
    if (!root.dir) setDirection(documentDirection());
    try {
      if (!localStorage.getItem(THEME_KEY)) localStorage.setItem(THEME_KEY, documentTheme());
    } catch {
      // Without storage the theme is the default on every page.
    }
  }, []);

  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'light' ? '#fbf7ff' : '#0c0618');
  }, [theme]);

  const toggleTheme = useCallback(
    () => applyTheme(documentTheme() === 'dark' ? 'light' : 'dark'),
    [],
  );
  const toggleDirection = useCallback(() => {
    setDirection(documentDirection() === 'ltr' ? 'rtl' : 'ltr');
    changed();
  }, []);
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
