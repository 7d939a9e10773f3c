import { useLayoutEffect, type RefObject } from 'react';

/**
 * Moves focus into the tour's dock when it opens, as a dialog or a docked panel does, so its buttons are a Tab
 * away rather than twenty; when it closes, focus goes back to where it was (or, if that control is gone — the
 * intro card closes as it starts the tour — to the header's button that opens the dock, `fallbackId`). Focus
 * that the reader has moved elsewhere on the page in the meantime is left alone.
 */
export function useDockFocus(ref: RefObject<HTMLElement | null>, fallbackId = 'tour-button') {
  useLayoutEffect(() => {
    const dock = ref.current;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dock?.focus({ preventScroll: true });
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || (dock?.contains(now) ?? false);
      if (!lost) return;
      const back =
        before && before !== document.body && before.isConnected
          ? before
          : document.getElementById(fallbackId);
      back?.focus({ preventScroll: true });
    };
  }, [ref, fallbackId]);
}
