import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a panel that opens under the header (the gallery, the editor) into view when it opens and its top is
 * not on screen, so a click on its button never seems to do nothing. Smooth unless motion is reduced.
 */
export function useRevealOnOpen(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const top = el.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight * 0.75) return;
    const reduced =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
  }, [ref, open]);
}
