/**
 * Brings an output's first line pointed at by the tour or a talk beat into its scroll box. The line wraps (see
 * `.term .line-tour`), so the box is scrolled to its left edge, where the wrapped line is whole; vertically the
 * box moves only when the line is not already in view, so a log that follows its end keeps doing so whenever
 * the line is among its newest.
 */
export function revealTouredLine(box: HTMLElement) {
  const line = box.querySelector<HTMLElement>('[data-tour-line]');
  if (!line) return;
  box.scrollLeft = 0;
  const top = line.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
  const bottom = top + line.offsetHeight;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (bottom > box.scrollTop + box.clientHeight)
    box.scrollTop = Math.min(top, bottom - box.clientHeight);
}
