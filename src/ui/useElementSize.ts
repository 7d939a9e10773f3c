import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** An element's content box (what a ResizeObserver reports as `contentRect`), read now. */
function contentSize(el: HTMLElement): { width: number; height: number } {
  const cs = getComputedStyle(el);
  const px = (v: string) => parseFloat(v) || 0;
  return {
    width: Math.round(el.clientWidth - px(cs.paddingLeft) - px(cs.paddingRight)),
    height: Math.round(el.clientHeight - px(cs.paddingTop) - px(cs.paddingBottom)),
  };
}

/**
 * The content size of an element, kept current with a ResizeObserver. It is read once as the element mounts,
 * before the browser paints, so the first frame is drawn at the real size, not at `initial` (a resize
 * observer only reports after layout, and the render it causes would come a frame later).
 */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  initial = { width: 900, height: 600 },
): { width: number; height: number } {
  const [size, setSize] = useState(initial);
  const keep = (next: { width: number; height: number }) =>
    setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
  useLayoutEffect(() => {
    const el = ref.current;
    // An element not laid out (display: none, or a DOM without layout) keeps the initial size.
    if (el && el.clientWidth > 0) keep(contentSize(el));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (!entry) return;
      keep({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}
