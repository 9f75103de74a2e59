import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, followed as it changes, for charts that draw in pixels. Where the
 * platform cannot measure (no ResizeObserver), `fallback` is used.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(Math.max(0, Math.floor(element.getBoundingClientRect().width)) || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}
