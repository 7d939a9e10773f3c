/** How long the pointer must rest mid-drag before the panels catch up with the playhead (ms). */
export const SCRUB_REST_MS = 150;

export interface ScrubRest {
  /** The playhead moved: wait for the pointer to rest again. */
  moved: () => void;
  /** The drag ended (or the track went away): nothing to settle any more. */
  cancel: () => void;
}

/**
 * Calls `settle` once the pointer has rested `restMs` after its last move was painted and the page is idle, so
 * that a drag moves only the playhead and the stage and the other panels render once, where the reader paused
 * or let go. (Counted from the frame that showed the move: on a large cluster a move can take longer than
 * `restMs` to render, and the next one is no rest.)
 */
export function scrubRest(settle: () => void, restMs = SCRUB_REST_MS): ScrubRest {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  let frame: number | undefined;
  const cancel = () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (frame !== undefined) cancelAnimationFrame(frame);
    timer = idle = frame = undefined;
  };
  const wait = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (typeof requestIdleCallback === 'undefined') settle();
      else idle = requestIdleCallback(() => ((idle = undefined), settle()), { timeout: restMs });
    }, restMs);
  };
  return {
    moved() {
      cancel();
      if (typeof requestAnimationFrame === 'undefined') wait();
      else frame = requestAnimationFrame(() => ((frame = undefined), wait()));
    },
    cancel,
  };
}
