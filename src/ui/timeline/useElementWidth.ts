import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** Calls `onWidth` with the element's content width (whole px) whenever a ResizeObserver reports it. */
function useResizeWidth(ref: RefObject<HTMLElement | null>, onWidth: (width: number) => void) {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => entry && onWidth(Math.round(entry.contentRect.width)));
    ro.observe(el);
    return () => ro.disconnect();
    // `onWidth` sets state (stable in effect): the observer is made once per element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref]);
}

/** The width of an element, kept current with a ResizeObserver. */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial = 900): number {
  const [width, setWidth] = useState(initial);
  useResizeWidth(ref, setWidth);
  return width;
}

/** A width, and whether it was read from the element (`measured`) or is still the initial guess. */
export interface MeasuredWidth {
  width: number;
  measured: boolean;
}

/**
 * The content width of an element, read once as it mounts (before the browser paints: the first frame is drawn
 * at the real width, and a component can skip costly layout in the render before that, as its render with the
 * real width follows in the same commit), then kept current with a ResizeObserver. An element that is not laid
 * out (display: none, or a DOM without layout) keeps `initial`, measured.
 */
export function useMeasuredWidth(ref: RefObject<HTMLElement | null>, initial = 900): MeasuredWidth {
  const [state, setState] = useState<MeasuredWidth>({ width: initial, measured: false });
  const keep = (width: number) =>
    setState((s) => (s.measured && s.width === width ? s : { width, measured: true }));
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && el.clientWidth > 0) {
      const cs = getComputedStyle(el);
      keep(
        Math.round(el.clientWidth - (parseFloat(cs.paddingLeft) || 0) - (parseFloat(cs.paddingRight) || 0)),
      );
    } else setState((s) => (s.measured ? s : { ...s, measured: true }));
  }, [ref]);
  useResizeWidth(ref, keep);
  return state;
}
