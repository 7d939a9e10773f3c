/**
 * The height (px) of the prerendered copy's panels below the timeline (its `[data-below]` box: the command
 * line, the outputs, the transcript and the objects), or null where no copy is showing (a link, a server
 * render, a test without one) or where that box is on screen (a tall window, or a reader who scrolled down the
 * copy before the app started). The explainer reserves this box in its first commit and mounts the panels in a
 * later render, so the page keeps the copy's layout (its scroll height, where every panel is) from the copy's
 * first paint until the panels are in; on screen, they render at once, so nothing the reader sees blinks out.
 * Read before the app's first commit: the copy has just been painted and nothing has changed since, so reading
 * its box lays nothing out.
 */
export function copyBelowHeight(doc: Document | undefined = globalThis.document): number | null {
  const box = doc?.querySelector('#prerender [data-below]')?.getBoundingClientRect();
  if (!box || box.height <= 0) return null;
  return box.top >= (doc?.defaultView?.innerHeight ?? 0) ? box.height : null;
}
