/** The parts of `window` the wait uses (a test passes a stand-in). */
export interface PaintHost {
  requestAnimationFrame: (cb: () => void) => unknown;
  setTimeout: (cb: () => void, ms: number) => unknown;
  /** The page's paint timing entries so far; absent in a browser without paint timing. */
  performance?: { getEntriesByType?: (type: 'paint') => readonly { name: string }[] };
}

/** Whether the browser has already presented the page's first contentful paint (its paint timing entry is in). */
export function contentPainted(host: PaintHost): boolean {
  try {
    return (host.performance?.getEntriesByType?.('paint') ?? []).some(
      (e) => e.name === 'first-contentful-paint',
    );
  } catch {
    return false;
  }
}

/**
 * How long the wait lasts at most (ms), should a visible page get no animation frame. Generous: on a slow phone
 * the copy's first frame can take several hundred ms, and booting before it would hold that paint back.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `cb` once the browser has painted the next frame: a task queued from an animation frame callback runs
 * after that frame. The app's first render takes a long task (its modules, the preset's two runs, React); on a
 * page whose prerendered copy is showing, running it before the browser has painted that copy puts the whole
 * render ahead of the first paint. Runs at most once, and after `FIRST_PAINT_WAIT_MS` at the latest.
 * Where the first contentful paint is already on screen (the module often runs after the copy's frame), it runs
 * in the next task instead of waiting for another frame, which held the first render back by up to a frame.
 */
export function afterFirstPaint(host: PaintHost, cb: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cb();
  };
  if (contentPainted(host)) {
    host.setTimeout(once, 0);
    return;
  }
  host.requestAnimationFrame(() => host.setTimeout(once, 0));
  host.setTimeout(once, FIRST_PAINT_WAIT_MS);
}

/**
 * Boots the app: after the first paint where the hosted build's prerendered copy is showing (the page opened
 * without a link; the head's boot script marks `data-prerender="off"` otherwise), at once elsewhere (a link, a
 * large scenario's progress, the dev server, an offline copy's start moment, a tab opened in the background).
 */
export function bootAfterCopyPaints(doc: Document, host: PaintHost, boot: () => void): void {
  // A tab opened in the background paints nothing until it is shown: it boots at once.
  const copyShowing =
    doc.visibilityState !== 'hidden' &&
    doc.getElementById('prerender') !== null &&
    doc.documentElement.getAttribute('data-prerender') !== 'off';
  if (copyShowing) afterFirstPaint(host, boot);
  else boot();
}
