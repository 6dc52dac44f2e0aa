import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
} from 'react';

/** What a page tells the server while it is rendered there: its status and its head. */
export interface PageHead {
  title?: string;
  description?: string;
  /** An absolute path or address of the picture that shares the page (Open Graph). */
  image?: string;
}

export interface RenderRecord {
  status: number;
  head: PageHead;
}

const RenderContext = createContext<RenderRecord | null>(null);

/** Wraps the app while the server renders it; the browser never has one. */
export function RenderRecorder({
  record,
  children,
}: {
  record: RenderRecord;
  children: ReactNode;
}) {
  return <RenderContext.Provider value={record}>{children}</RenderContext.Provider>;
}

/** Sets the response's status when the server renders this (a missing creator is a 404). */
export function useRenderStatus(status: number) {
  const record = useContext(RenderContext);
  if (record) record.status = status;
}

/** The title, description and share picture the server puts in the page's head. */
export function usePageHead(head: PageHead) {
  const record = useContext(RenderContext);
  if (record) record.head = { ...record.head, ...head };
}

/** True unless inside a `HydrationGate` that has not opened yet. */
const HydratedContext = createContext(true);

/**
 * Wraps an app rendered on the server and hydrated in the browser. Its parts see "not hydrated"
 * on the server and while hydrating, then "hydrated". The change is made in a transition, so the
 * switch to what only the browser knows renders in short slices the browser can interrupt, not
 * in one long task.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while the server renders and while the browser hydrates its HTML, true afterwards: for
 * what only the browser knows (the clock, the listener's language, saved choices), which must
 * wait one render so hydration sees exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
