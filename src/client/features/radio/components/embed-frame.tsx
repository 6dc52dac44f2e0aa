import { useEffect, useRef, useState } from 'react';

/** How long a third-party frame may take to load before the page stops waiting for it. */
export const EMBED_LOAD_TIMEOUT_MS = 15_000;

interface EmbedFrameProps {
  src: string;
  title: string;
  className?: string;
  id?: string;
  onFailed: () => void;
  onLoaded?: (frame: HTMLIFrameElement) => void;
}

/**
 * A third-party iframe that reports failure. Browsers rarely fire `error` on frames (a
 * cross-origin error page still "loads"), so a frame that has not loaded in time counts as
 * failed too.
 */
export function EmbedFrame({ src, title, className, id, onFailed, onLoaded }: EmbedFrameProps) {
  const [loaded, setLoaded] = useState(false);
  const ref = useRef<HTMLIFrameElement>(null);
  const failedRef = useRef(onFailed);
  failedRef.current = onFailed;

  // React wires only `load` on iframes, so `error` is listened to directly.
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return;
    const handleError = () => failedRef.current();
    frame.addEventListener('error', handleError);
    return () => frame.removeEventListener('error', handleError);
  }, []);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => failedRef.current(), EMBED_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <iframe
      ref={ref}
      id={id}
      src={src}
      title={title}
      className={className}
      allow="autoplay; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => {
        setLoaded(true);
        if (ref.current) onLoaded?.(ref.current);
      }}
    />
  );
}

/** The origin to address a frame's messages to, or null for an address that has none. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url, window.location.href).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
