import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { App } from '../App';
import { Stage } from '../stage/Stage';
import { TimelineTrack } from '../timeline/TimelineTrack';
import { copyLayouts, copyStyle } from './copyWidths';

const STAGE_BOX = '<div class="w-full"><svg';
const TRACK_BOX = '<div role="slider"';
const DRAWING_END = '</svg></div>';

/**
 * The first view as static HTML, rendered at build time (vite.config.ts, hosted build only) so that a visitor
 * sees the explainer before its JavaScript has loaded: the default scenario at its first moment, in English, in
 * the state a link without a hash opens. The page shows it as an inert copy until the app replaces it (see
 * `prerenderBoot`). Rendering has no side effects: nothing of the browser is read and the store is not booted.
 * The stage and the timeline, which the app lays out for their boxes' widths, come laid out for common windows
 * (copyWidths.ts), and a stylesheet shows the ones made for the window, so that the app, replacing the copy,
 * draws the same picture.
 */
export function renderFirstView(): string {
  // The server render reads a store's initial state: make that the state the app opens with.
  useAppStore.getInitialState = useAppStore.getState;
  const html = renderToString(<App />);
  const s = useAppStore.getState();
  const layouts = copyLayouts();
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
  const copy = replaceDrawing(html, 'id="stage"', STAGE_BOX, stages.join(''));
  return `<style>${copyStyle(layouts)}</style>${replaceDrawing(copy, 'id="timeline"', TRACK_BOX, tracks.join(''))}`;
}

const copyOf = (name: string, drawing: ReactNode) =>
  `<div data-copy="${name}">${renderToString(drawing)}</div>`;

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

export { prerenderBoot } from './boot';
export { INTRO_SEEN_KEY } from '../IntroCard';
