import { type FocusEvent, useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** How long each slide stays before the carousel moves on by itself (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 5000;

export interface Carousel {
  /** The slide shown, from 0. */
  index: number;
  /** Advancing by itself: on until the first manual action, never with reduced motion. */
  auto: boolean;
  /** Held still for a moment because the visitor is pointing at or working inside it. */
  paused: boolean;
  reducedMotion: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Spread on the carousel's root: hovering or focusing it holds auto-advance. */
  holdProps: {
    onPointerEnter: () => void;
    onPointerLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

const wrap = (index: number, count: number) => (count > 0 ? (index + count) % count : 0);

/**
 * The carousel's state (spec section 4): auto on at first, advancing every 5 seconds and
 * wrapping around; the first arrow or dot press switches auto off for the rest of the visit.
 * Hover and focus only hold the timer, so reading a slide never ends the rotation for good.
 */
export function useCarousel(count: number): Carousel {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const auto = !stopped && !reducedMotion && count > 1;
  const paused = hovered || focused;
  const current = wrap(index, count);

  useEffect(() => {
    if (!auto || paused) return;
    // A fresh timer per slide: each one gets its full interval, also after a pause.
    const timer = setTimeout(() => setIndex(wrap(current + 1, count)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [auto, paused, current, count]);

  const goTo = useCallback(
    (target: number) => {
      setStopped(true);
      setIndex(wrap(target, count));
    },
    [count],
  );
  const next = useCallback(() => goTo(current + 1), [goTo, current]);
  const previous = useCallback(() => goTo(current - 1), [goTo, current]);

  return {
    index: current,
    auto,
    paused,
    reducedMotion,
    next,
    previous,
    goTo,
    holdProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
