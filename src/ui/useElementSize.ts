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

/** A size, and whether it was read from the element (`measured`) or is still the initial guess. */
export interface ElementSize {
  width: number;
  height: number;
  /**
   * False until the element has mounted and been read, i.e. in the first render and in a server render. An
   * element that is not laid out (display: none, or a DOM without layout) keeps the initial size, measured.
   */
  measured: boolean;
}

/**
 * The content size of an element, kept current with a ResizeObserver. It is read once as the element mounts,
 * before the browser paints, so the first frame is drawn at the real size, not at `initial` (a resize
 * observer only reports after layout, and the render it causes would come a frame later). A component whose
 * content is costly to lay out can skip it while `measured` is false: the render with the real size follows
 * in the same commit, before anything is painted.
 */
export function useElementSize(
  ref: RefObject<HTMLElement | null>,
  initial = { width: 900, height: 600 },
): ElementSize {
  const [size, setSize] = useState<ElementSize>({ ...initial, measured: false });
  const keep = (next: { width: number; height: number }) =>
    setSize((s) =>
      s.measured && s.width === next.width && s.height === next.height ? s : { ...next, measured: true },
    );
  useLayoutEffect(() => {
    const el = ref.current;
    // An element not laid out (display: none, or a DOM without layout) keeps the initial size.
    if (el && el.clientWidth > 0) keep(contentSize(el));
    else setSize((s) => (s.measured ? s : { ...s, measured: true }));
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
