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
