import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { installModel } from '../../store/model';
import { simulateRuns } from '../../store/simulateRuns';
import { App } from '../App';
import { BelowPanels } from '../BelowPanels';
import { provideBelowPanels } from '../loadBelowPanels';
import { Stage } from '../stage/Stage';
import { TimelineTrack } from '../timeline/TimelineTrack';
import { PlayButton } from '../timeline/PlayButton';
import { en } from '../i18n/en';
import { copyLayoutBoot } from './boot';
import { STARTS_PLAY, type EarlyInputOptions } from './earlyInputBoot';
import { copyLabelsBlock } from './copyLabels';
import { copyLayouts, copyMedia, copyStyle, type CopyOption } from './copyWidths';

// Rendered at build time in Node: the model is loaded with this module (the page loads it lazily, store/model.ts).
installModel(simulateRuns);

const STAGE_BOX = '<div class="w-full"><svg';
const TRACK_BOX = '<div role="slider"';
const DRAWING_END = '</svg></div>';

/**
 * The first view as static HTML, rendered at build time (vite.config.ts, hosted build only) so that a visitor
 * sees the explainer before its JavaScript has loaded: the default scenario at its first moment, in English, in
 * the state a link without a hash opens. The page shows it as an inert copy until the app replaces it (see
 * `prerenderBoot`). Rendering has no side effects: nothing of the browser is read and the store is not booted.
 * The stage and the timeline, which the app lays out for their boxes' widths, come laid out for common windows
 * (copyWidths.ts), so that the app, replacing the copy, draws the same picture. Each layout is in a
 * `<noscript>`, which a parser that runs scripts keeps as text, and a script after them parses the window's
 * (`copyLayoutBoot`); without JavaScript, all are parsed and a stylesheet shows the window's. Either way each
 * drawing's box has the window's layout's proportions from the start, so a paint of the half-parsed page shows
 * the box where the drawing will be, and nothing moves when it comes.
 */
export function renderFirstView(): string {
  // The server render reads a store's initial state: make that the state the app opens with.
  useAppStore.getInitialState = useAppStore.getState;
  // The copy has the panels below the timeline (the app's own first render may load them later).
  provideBelowPanels(BelowPanels);
  const html = renderToString(<App />);
  const s = useAppStore.getState();
  const layouts = copyLayouts();
  const media = copyMedia(layouts);
  const stages = layouts.stage.map(({ width }) =>
    copyOf(
      `stage-${width}`,
      <Stage trace={selectTrace(s)} index={s.step} scenario={selectRuns(s).scenario} size={{ width }} />,
    ),
  );
  // The track merged into one lane (a short window) and with a lane per actor.
  const tracks = (['merged', 'lanes'] as const).flatMap((kind) =>
    layouts[kind].map(({ width }) =>
      copyOf(`${kind}-${width}`, <TimelineTrack width={width} lanes={kind === 'lanes'} />),
    ),
  );
  const drawings = [...stages, ...tracks];
  const slot = (name: string, options: readonly CopyOption[]) => {
    const own = drawings.filter((d) => options.some(([n]) => n === d.name));
    const script = `(${copyLayoutBoot})(document, window, ${JSON.stringify(options)});`;
    return `<div data-copy-slot="${name}">${own.map((d) => d.html).join('')}<script>${script}</script></div>`;
  };
  const copy = replaceDrawing(html, 'id="stage"', STAGE_BOX, slot('stage', media.stage));
  const style =
    `<style>${slotStyle({ stage: media.stage, track: media.track }, drawings)}</style>` +
    `<noscript><style>${copyStyle(layouts)}</style></noscript>`;
  // The chapter-label layouts of the timelines just drawn, for the app's first render (copyLabels.ts).
  return `${style}${replaceDrawing(copy, 'id="timeline"', TRACK_BOX, slot('track', media.track))}${copyLabelsBlock()}`;
}

interface CopyDrawing {
  name: string;
  html: string;
  /** Its SVG's width and height (its viewBox). */
  ratio: readonly [number, number];
}

/** One layout of a drawing, kept as text by a parser that runs scripts (and as elements by one that does not). */
const copyOf = (name: string, drawing: ReactNode): CopyDrawing => {
  const html = renderToString(drawing);
  if (/<\/noscript/i.test(html)) throw new Error(`prerender: ${name} would end its <noscript> early`);
  const box = /<svg viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(html);
  if (!box) throw new Error(`prerender: ${name} has no <svg viewBox> first`);
  return {
    name,
    html: `<noscript data-copy="${name}">${html}</noscript>`,
    ratio: [Number(box[1]), Number(box[2])],
  };
};

/**
 * The drawings' boxes before their layouts are in: each slot as high as the layout its window shows (the
 * drawing fills the slot's width and keeps its own height, see index.css). The rules go from the last option to the
 * first, so that where several match (a tall window: lanes and merged), the first wins as in copyLayoutBoot.
 */
function slotStyle(slots: Record<string, readonly CopyOption[]>, drawings: readonly CopyDrawing[]): string {
  return Object.entries(slots)
    .flatMap(([slot, options]) =>
      [...options].reverse().map(([name, media]) => {
        const d = drawings.find((x) => x.name === name)!;
        const rule = `#prerender [data-copy-slot="${slot}"]{height:${d.ratio[1]}px}`;
        return media ? `@media ${media}{${rule}}` : rule;
      }),
    )
    .join('');
}

/**
 * The app's HTML with one drawing (an element that starts with `box` after `after`, holding one SVG) replaced
 * by `by`.
 */
export function replaceDrawing(html: string, after: string, box: string, by: string): string {
  const section = html.indexOf(after);
  const start = html.indexOf(box, section);
  const end = html.indexOf(DRAWING_END, start);
  if (section < 0 || start < 0 || end < 0 || html.slice(start, end).split('<svg').length !== 2)
    throw new Error(`prerender: the first view has no drawing where expected (${after})`);
  return html.slice(0, start) + by + html.slice(end + DRAWING_END.length);
}

/**
 * The copy's Play button's label and the Pause button the app shows in its place while playing, rendered by the
 * same component (PlayButton, as the first view's transport has it): the early input script shows it to
 * acknowledge playback before the app has mounted (earlyInputBoot.ts), after a play toggle or a click on a
 * button marked `STARTS_PLAY`.
 */
export function copyPlayButton(): NonNullable<EarlyInputOptions['copy']> {
  return { play: en.play, pause: renderToString(<PlayButton playing docked />), startsPlay: STARTS_PLAY };
}

export { prerenderBoot } from './boot';
export { earlyInputScript } from './earlyInputScript';
export { INTRO_SEEN_KEY } from '../IntroCard';
