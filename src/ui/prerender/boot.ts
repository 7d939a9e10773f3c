/**
 * The head's boot script for the build-time first view (see `renderFirstView`), run before the first paint.
 * It decides, from what the page can read synchronously, whether the prerendered copy shows what the app will
 * open, and marks the document for index.css:
 * - a link (`#…`) or an offline copy's start moment opens something else: `data-prerender="off"` hides the copy;
 * - the system's light scheme: the `dark` class goes (the app's own theme rule, `startApp`, does the same);
 * - a reader who has closed the intro: `data-intro-seen` hides the copy's intro card (`IntroCard` reads the same key).
 * The vite plugin inlines this function's source (CSP-pinned by hash), so it must use nothing but its arguments.
 */
export function prerenderBoot(doc: Document, win: Window, introSeenKey: string): void {
  const root = doc.documentElement;
  const start = doc.querySelector('meta[name="nonroutable-start"]')?.getAttribute('content') ?? '';
  const hash = win.location.hash;
  if ((hash && hash !== '#') || start) root.setAttribute('data-prerender', 'off');
  try {
    if (win.matchMedia('(prefers-color-scheme: light)').matches) root.classList.remove('dark');
  } catch {
    // No media queries: the dark default stays, as in the app.
  }
  try {
    if (win.localStorage.getItem(introSeenKey) === '1') root.setAttribute('data-intro-seen', '');
  } catch {
    // Storage blocked: the intro shows, as in the app.
  }
}

/**
 * The script after each of the prerendered copy's drawings (the stage, the timeline track): the copy carries the
 * drawing laid out for several window widths, each in a `<noscript data-copy="…">` (with JavaScript, the parser
 * keeps those as text: no elements, no layout). It parses the first layout in `options` (names and media
 * queries, see `copyMedia`) whose query matches the window into an element in its place. A page without
 * JavaScript parses every layout and its stylesheet shows the window's (`copyStyle`). Like `prerenderBoot`,
 * inlined by the build (CSP-pinned), so it uses nothing but its arguments.
 */
export function copyLayoutBoot(
  doc: Document,
  win: Window,
  options: readonly (readonly [name: string, media: string])[],
): void {
  if (doc.documentElement.getAttribute('data-prerender') === 'off') return;
  const pick = options.find(([, media]) => !media || win.matchMedia(media).matches);
  const source = pick && doc.querySelector(`#prerender noscript[data-copy="${pick[0]}"]`);
  if (!pick || !source) return;
  const drawing = doc.createElement('div');
  drawing.setAttribute('data-copied', pick[0]);
  drawing.innerHTML = source.textContent ?? '';
  source.before(drawing);
}
