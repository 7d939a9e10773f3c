import type { TourLook } from '../../scenario/tours/tour';

/** The CSS selector of the element a tour stop asks the reader to look at. */
export function lookSelector(look: TourLook): string {
  if (typeof look === 'object') return `[data-output="${CSS.escape(look.output)}"]`;
  return `#${{ stage: 'stage', narration: 'narration', keyInspector: 'key-inspector', timeline: 'timeline' }[look]}`;
}
