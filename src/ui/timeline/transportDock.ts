/**
 * On a phone the timeline's section scrolls with the page (only from `md` is it sticky), and it sits below the
 * stage and the panels: a reader who pressed Play and scrolled, or whom "Play the story" scrolled to the stage,
 * had Pause some 560 px below the screen. Below `md` the transport (« ◀ Play/Pause ▶ ») therefore leaves the
 * section for a bar fixed to the bottom of the screen, as a phone's media player keeps its controls; from `md`
 * its wrapper is `display: contents`, so the buttons are the timeline row's items exactly as before. The same
 * buttons move (their names stay unique); a tour's dock takes the bottom of a phone's screen instead.
 */
export const TRANSPORT_DOCK =
  'contents max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-20 max-md:flex max-md:items-center max-md:justify-center max-md:gap-2 max-md:border-t max-md:border-slate-300 max-md:bg-slate-50 max-md:px-3 max-md:pt-2 max-md:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_12px_rgb(0_0_0/0.15)] max-md:dark:border-slate-700 max-md:dark:bg-slate-950';

/**
 * The docked bar's buttons are touch-sized (2.75rem, Tailwind's 11, about 41 px at the 15 px root). Play keeps
 * its own minimum width (so Pause does not make it jump): it takes the height only.
 */
export const DOCKED_HEIGHT = 'max-md:min-h-11';
export const DOCKED_BUTTON = `${DOCKED_HEIGHT} max-md:min-w-11`;

/**
 * The page's bottom padding below `md` while the bar is docked: its height (0.5rem + 2.75rem + 0.5rem and a
 * 1 px border) plus `main`'s own 0.75rem, and the story's caption sheet above the bar when it shows
 * (`--caption-sheet-h`, set by CaptionSheet), so the last panel can scroll clear of both.
 */
export const CLEARS_DOCK =
  'max-md:pb-[calc(4.5rem+1px+var(--caption-sheet-h,0px)+env(safe-area-inset-bottom))]';
