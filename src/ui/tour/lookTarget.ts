import type { TourLook } from '../../scenario/tours/tour';

/** The CSS selector of the element a tour stop asks the reader to look at. */
export function lookSelector(look: TourLook): string {
  if (typeof look === 'object') return `[data-output="${CSS.escape(look.output)}"]`;
  return `#${{ stage: 'stage', narration: 'narration', keyInspector: 'key-inspector', timeline: 'timeline' }[look]}`;
}

/**
 * Scrolls a tour stop's target to the top of the window: the sticky timeline covers the window's bottom, so a
 * target that fits above it is then whole, and a taller one shows its start.
 */
export function scrollToLook(el: HTMLElement, behavior: ScrollBehavior) {
  el.scrollIntoView?.({ block: 'start', behavior });
}
