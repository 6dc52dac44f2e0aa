import { createContext, type ReactNode, useContext } from 'react';
import { useHydrated } from './rendering';

/** How times are shown: in which zone and language, and what "now" is. */
export interface ListenerTime {
  timeZone: string;
  /** undefined: the browser's own language. */
  locale: string | undefined;
  now(): number;
}

/**
 * The zone and language of a server-rendered page. The server cannot know the listener's, so
 * it writes times in UTC and English at the moment it rendered; the browser hydrates with the
 * same, then shows the listener's own.
 */
export const RENDER_TIME_ZONE = 'UTC';
export const RENDER_LOCALE = 'en-US';

const RenderedAtContext = createContext<number | null>(null);

/** Gives the app the moment its HTML was rendered (on the server, and while hydrating it). */
export function RenderedAtProvider({ at, children }: { at: number; children: ReactNode }) {
  return <RenderedAtContext.Provider value={at}>{children}</RenderedAtContext.Provider>;
}

let zone: string | undefined;
/** The browser's zone, read once: asking Intl for it makes a formatter each time. */
const browserZone = () => {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
};
const listenerLanguage = () =>
  typeof navigator === 'undefined' ? undefined : navigator.language || undefined;

/** The listener's zone, language and clock; the rendered page's while it hydrates. */
export function useListenerTime(): ListenerTime {
  const hydrated = useHydrated();
  const renderedAt = useContext(RenderedAtContext);
  if (hydrated || renderedAt === null) {
    return { timeZone: browserZone(), locale: listenerLanguage(), now: Date.now };
  }
  return { timeZone: RENDER_TIME_ZONE, locale: RENDER_LOCALE, now: () => renderedAt };
}
