import type { KeyboardEvent } from 'react';

/**
 * WAI-ARIA radio group keys for a row of `role="radio"` buttons: ←/↑ and →/↓ move to the previous / next
 * option (wrapping) and select it, Home / End the first / last. Returns the handler and each option's
 * tabIndex (roving: only the checked option, or the first when none is, is a tab stop).
 */
export function radioGroupKeys<T extends string>(
  ids: readonly T[],
  checked: T | null,
  select: (id: T) => void,
): { onKeyDown: (e: KeyboardEvent<HTMLElement>) => void; tabIndex: (id: T) => 0 | -1 } {
  const current = checked !== null && ids.includes(checked) ? checked : ids[0]!;
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const i = ids.indexOf(current);
    const n = ids.length;
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? (i + 1) % n
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? (i - 1 + n) % n
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? n - 1
              : -1;
    if (to < 0) return;
    // The page's own arrow keys (step the timeline) must not also act.
    e.preventDefault();
    e.stopPropagation();
    const next = ids[to]!;
    select(next);
    const group = e.currentTarget.closest('[role=radiogroup]');
    group?.querySelectorAll<HTMLElement>('[role=radio]')[to]?.focus();
  };
  return { onKeyDown, tabIndex: (id) => (id === current ? 0 : -1) };
}
