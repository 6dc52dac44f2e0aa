import { useEffect } from 'react';
import { usePageHead } from './rendering';

/**
 * Gives the tab a title only known once data has loaded. The shell sets each page's generic
 * title in its own effect, which React runs after the page's, so this one waits a tick. When
 * the server renders the page, the title goes into the HTML's head instead.
 */
export function useDocumentTitle(title: string | null) {
  usePageHead(title ? { title } : {});
  useEffect(() => {
    if (!title) return;
    const timer = setTimeout(() => {
      document.title = title;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);
}
