import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

interface PreviewFrameProps {
  /** The screen width shown, in CSS pixels. */
  width: number;
  caption: string;
  children: ReactNode;
}

/**
 * Draws its content as a screen `width` pixels wide would (container queries see that width),
 * scaled down to fit the room there is. It is a picture of the page: nothing in it is focusable
 * or read out, as the form beside it says the same.
 */
export function PreviewFrame({ width, caption, children }: PreviewFrameProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ available: width, height: 0 });

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const measure = () => setRoom({ available: box.clientWidth, height: content.offsetHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, room.available / width);
  return (
    <figure className="grid min-w-0 content-start gap-2">
      <figcaption className="text-xs font-bold tracking-[0.15em] text-muted uppercase">
        {caption}
      </figcaption>
      <div
        ref={outer}
        className="overflow-hidden rounded-xl border border-line bg-bg"
        style={room.height ? { height: Math.ceil(room.height * scale) } : undefined}
      >
        <div
          ref={inner}
          aria-hidden
          inert
          className="origin-top-left rtl:origin-top-right"
          style={{ width, transform: scale < 1 ? `scale(${scale})` : undefined }}
        >
          {children}
        </div>
      </div>
    </figure>
  );
}
