import { useEffect } from 'react';

/** Tailwind's `max-lg`: below it the dock is a sheet along the bottom of the screen. */
const SHEET = '(width < 64rem)';

/**
 * While the dock covers the bottom of a phone's screen, whatever the page scrolls into view (the Command box
 * as a solution's line is pasted or run, its newest answer) stops above the dock rather than under it.
 */
export function useScrollClearsDock() {
  useEffect(() => {
    if (typeof matchMedia !== 'function' || !matchMedia(SHEET).matches) return;
    const root = document.documentElement;
    const was = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '47vh';
    return () => {
      root.style.scrollPaddingBottom = was;
    };
  }, []);
}
