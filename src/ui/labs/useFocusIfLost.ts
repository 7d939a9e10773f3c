import { useEffect, type RefObject } from 'react';

/**
 * Moving between the list and a lab replaces the control that was pressed: focus would fall to the page's
 * start. It goes to `ref` instead (a keyboard stays in the dock); focus that is elsewhere is left alone.
 */
export function useFocusIfLost(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const now = document.activeElement;
    if (!now || now === document.body) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
