import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Narrower than this (a phone), projected content keeps its size and its box scrolls instead. */
const FIT_FROM_WIDTH = 600;

/**
 * Shows its content whole in the height of its box: content taller than the box is zoomed out just enough (CSS
 * `zoom` reflows it, so a zoomed-out row of key bytes can take more bytes and the content gets shorter still).
 * On a projector the key inspector's bytes fit 1280×720 this way instead of losing their last row.
 */
export function FitHeight({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    const fit = () => {
      i.style.zoom = '1';
      const need = i.scrollHeight;
      const room = o.clientHeight;
      const k = o.clientWidth < FIT_FROM_WIDTH || need <= room ? 1 : Math.max(0.5, room / need);
      i.style.zoom = String(k);
      setZoom(k);
    };
    fit();
    const ro = new ResizeObserver(fit);
    ro.observe(o);
    return () => ro.disconnect();
  }, [children]);
  return (
    <div ref={outer} className="h-full min-h-0 overflow-hidden" data-fit-zoom={zoom.toFixed(2)}>
      <div ref={inner} style={{ zoom }}>
        {children}
      </div>
    </div>
  );
}
