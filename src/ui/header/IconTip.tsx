import { useEffect } from 'react';

/**
 * Hides every icon tooltip after Esc (WCAG 1.4.13: dismissible without moving the pointer or focus) until
 * focus moves or the pointer leaves the button it was over. Installed once for the page.
 */
let installed = false;
function installDismiss() {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const root = document.documentElement;
  let over: Element | null = null;
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    over = document.querySelector('.has-tip:hover, .has-tip:focus-visible');
    if (over) root.dataset.tipsHidden = '';
  });
  const resume = () => {
    over = null;
    delete root.dataset.tipsHidden;
  };
  document.addEventListener('focusin', resume);
  document.addEventListener('pointerover', (e) => {
    if (over && !(e.target instanceof Node && over.contains(e.target))) resume();
  });
}

/**
 * The label of a header button that shows only its icon in a narrow header (below 1280 px), shown under it on
 * hover and on keyboard focus. It is `aria-hidden`: the button's accessible name (its screen-reader text or
 * `aria-label`) stays exactly what it was. The button carries the `has-tip` class (and is `relative`); the tip
 * is inside it, so moving the pointer onto the tip keeps it open. `wide` keeps it at every width (a button that
 * is an icon everywhere).
 */
export function IconTip(props: { text: string; align?: 'center' | 'end'; wide?: boolean }) {
  useEffect(installDismiss, []);
  return (
    <span
      aria-hidden="true"
      data-icon-tip
      className={`icon-tip ${props.wide ? '' : 'xl:!hidden'} ${props.align === 'end' ? 'right-0' : 'left-1/2 -translate-x-1/2'}`}
    >
      <span>{props.text}</span>
    </span>
  );
}
