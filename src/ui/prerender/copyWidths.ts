/**
 * The prerendered copy cannot measure its boxes, so it carries the stage and the timeline laid out for the
 * windows people use most, and a stylesheet that shows the ones made for the window's width (each fills its
 * box's width at its own height, index.css: a window between two of them, or one with a classic scrollbar, sees
 * its nearest layout a few per cent smaller or centred, as high as the app will draw it).
 */

/** Window widths (CSS px) the copy's stage is laid out for: phones, a tablet, laptops and desktop screens. */
export const STAGE_WINDOWS = [390, 768, 1024, 1280, 1366, 1440, 1536, 1680, 1920, 2560] as const;

/**
 * Window widths the copy's timeline track is laid out for (each about 14 kB of HTML, so fewer): merged into one
 * lane, as the app draws it in a window under 860 px high (layout.ts's SHORT_WINDOW: laptops, phones), and with a
 * lane per actor for taller windows of any width, as the app draws it there too: tall phones, tablets upright
 * (768×1024, 800×1280, 1024×1366) and desktop screens.
 */
export const TRACK_WINDOWS = {
  merged: [390, 1024, 1280, 1440, 1536, 1920],
  lanes: [390, 768, 800, 1024, 1280, 1536, 1920, 2560],
} as const;
/** Not SHORT_WINDOW: the windows where the app draws a lane per actor. */
export const TALL_WINDOW = '(min-height: 860.02px)';

/** index.css: the root font grows to 18 px from this window width; Tailwind's `lg` (the side column) from 1024. */
const LARGE_ROOT = 1800;
const LG = 1024;

const remAt = (window: number) => (window >= LARGE_ROOT ? 18 : 15);

/**
 * The stage's content width (CSS px) in a window `window` px wide without a scrollbar, as App lays it out:
 * `main` has `p-3`; from `lg` the stage is the grid's `minmax(0, 2fr)` beside `minmax(20rem, 1fr)` with `gap-3`;
 * the stage's section has a 1 px border and `p-1`. (e2e/prerender.spec.ts holds the copy to the app.)
 */
export function stageWidthAt(window: number): number {
  const rem = remAt(window);
  const inner = window - 1.5 * rem;
  let outer = inner;
  if (window >= LG) {
    const fr = (inner - 0.75 * rem) / 3;
    outer = fr >= 20 * rem ? 2 * fr : inner - 0.75 * rem - 20 * rem;
  }
  return Math.round(outer - 2 - 0.5 * rem);
}

/** The timeline track's width (CSS px) in such a window: `main`'s `p-3`, the section's border and `p-2`. */
export function trackWidthAt(window: number): number {
  return Math.round(window - 2.5 * remAt(window) - 2);
}

/** A layout of the copy and the windows (CSS px, min inclusive, max exclusive) that show it. */
export interface CopyRange {
  width: number;
  min: number;
  max: number;
}

/**
 * Which windows show which of `windows`' layouts (`width` gives a layout's width in a window): each from halfway
 * to the previous window to halfway to the next, never across the `lg` or root-font breakpoints (the widths
 * jump there), within [from, to).
 */
export function copyRanges(
  windows: readonly number[],
  width: (window: number) => number,
  from = 0,
  to = Infinity,
): CopyRange[] {
  const breaks = [LG, LARGE_ROOT];
  return windows.map((w, i) => {
    const prev = windows[i - 1];
    const next = windows[i + 1];
    let min = prev === undefined ? from : Math.round((prev + w) / 2);
    let max = next === undefined ? to : Math.round((w + next) / 2);
    for (const b of breaks) {
      if (prev !== undefined && prev < b && b <= w) min = b;
      if (next !== undefined && w < b && b <= next) max = b;
    }
    return { width: width(w), min, max };
  });
}

/** The copy's layouts: the stage's, and the timeline track's merged and with a lane per actor. */
export function copyLayouts() {
  return {
    stage: copyRanges(STAGE_WINDOWS, stageWidthAt),
    merged: copyRanges(TRACK_WINDOWS.merged, trackWidthAt),
    lanes: copyRanges(TRACK_WINDOWS.lanes, trackWidthAt),
  };
}

/** A layout of the copy by name (`<kind>-<width>`) and the media query of the windows that show it ('' = all). */
export type CopyOption = readonly [name: string, media: string];

/**
 * Which windows show which layout: for the stage, and for the timeline track (first the ones with a lane per
 * actor, which a tall window takes over the merged one). In a window, the first option of each whose media
 * query matches is the one shown (`copyStyle` without JavaScript, `copyLayoutBoot` with).
 */
export function copyMedia(layouts: ReturnType<typeof copyLayouts>): {
  stage: CopyOption[];
  track: CopyOption[];
} {
  const options = (kind: keyof typeof layouts) =>
    layouts[kind].map(({ width, min, max }): CopyOption => {
      const media = [
        min > 0 ? `(min-width:${min}px)` : '',
        max < Infinity ? `(max-width:${max - 0.02}px)` : '',
        kind === 'lanes' ? TALL_WINDOW : '',
      ].filter(Boolean);
      return [`${kind}-${width}`, media.join(' and ')];
    });
  return { stage: options('stage'), track: [...options('lanes'), ...options('merged')] };
}

/**
 * The stylesheet that shows, in the copy, the layouts made for the window: elements marked
 * `data-copy="<kind>-<width>"` (kind: stage, merged or lanes) by the window's width, and in a tall window the
 * track with a lane per actor instead of the merged one. (A page without JavaScript: with it, the head's boot
 * script puts only the window's layouts in the page, see `copyLayoutBoot`.)
 */
export function copyStyle(layouts: ReturnType<typeof copyLayouts>): string {
  const m = copyMedia(layouts);
  // The merged track's rules before the lanes', which hide it in a tall window (same specificity: the later wins).
  const lanesLast = [...m.track].sort(
    ([a], [b]) => Number(a.startsWith('lanes-')) - Number(b.startsWith('lanes-')),
  );
  const rules = [...m.stage, ...lanesLast].map(([name, media]) => {
    const lanes = name.startsWith('lanes-');
    const show = `${lanes ? '#prerender [data-copy^="merged-"]{display:none}' : ''}#prerender [data-copy="${name}"]{display:block}`;
    return media ? `@media ${media}{${show}}` : show;
  });
  return `#prerender [data-copy]{display:none}${rules.join('')}`;
}
