import { useEffect, useState, type RefObject } from 'react';

/** The content size of an element, kept current with a ResizeObserver. */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  initial = { width: 900, height: 600 },
): { width: number; height: number } {
  const [size, setSize] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const width = Math.round(entry.contentRect.width);
      const height = Math.round(entry.contentRect.height);
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}
