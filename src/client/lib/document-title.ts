import { useEffect } from 'react';

/**
 * Gives the tab a title only known once data has loaded. The shell sets each page's generic
 * title in its own effect, which React runs after the page's, so this one waits a tick.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = title;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
