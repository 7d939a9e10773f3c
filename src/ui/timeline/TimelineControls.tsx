import { useShallow } from 'zustand/react/shallow';
import { DEFAULT_SPEED, selectDockOpen, selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { TIMELINE } from '../layout';
import { useLanes } from './useLanes';
import { useIsServerRender } from '../useIsServerRender';
import { DOCKED_BUTTON, TRANSPORT_DOCK } from './transportDock';
import { CONTROL_BUTTON } from './controlButton';
import { PlayButton } from './PlayButton';
import { DockedProgress, TimelineReadout } from './TimelineReadout';

/** The lanes toggle's glyph: a lane per actor, or all merged into one. */
const lanesGlyph = (lanes: boolean) => (lanes ? '☰' : '―');

/**
 * Play / pause, step and chapter navigation, speed (log scale), zoom, lanes, and the divergence jump. `compact`
 * (the embed): navigation, Play and the time only. On a phone the transport docks at the bottom of the screen
 * (transportDock.ts), except in the embed and while the tour's or the Labs' dock is there.
 */
export function TimelineControls({ compact = false }: { compact?: boolean }) {
  const t = useT();
  // Not the time or the step themselves: the controls render again only when a button's state changes, and a
  // drag or playback renders only the readout and the docked bar's fill (TimelineReadout.tsx).
  const { playing, speed, pacing, atStart, atEnd, view, zoom, touring } = useAppStore(
    useShallow((s) => ({
      touring: selectDockOpen(s),
      playing: s.playing,
      speed: s.speed,
      pacing: s.pacing,
      atStart: s.step === 0,
      atEnd: s.step >= selectTrace(s).steps.length - 1,
      view: s.view,
      zoom: s.zoom,
    })),
  );
  const runs = useAppStore(selectRuns);
  const a = useAppStore.getState();
  const lanes = useLanes();
  // The prerendered copy cannot ask the window its height, which decides the lanes when the viewer has not: it
  // carries both glyphs, and index.css's `short-window` variant (layout.ts's SHORT_WINDOW) shows the app's.
  const lanesChoice = useAppStore((s) => s.lanes);
  const lanesByWindow = useIsServerRender() && lanesChoice === null;
  const end = runs.endAt;
  const docked = !compact && !touring;
  const nav = docked ? `${CONTROL_BUTTON} ${DOCKED_BUTTON}` : CONTROL_BUTTON;
  // Story pacing shows the pace relative to its default; real time shows simulated ms per real ms.
  const shownSpeed = pacing === 'story' ? speed / DEFAULT_SPEED : speed;
  const speedText = `${shownSpeed < 1 ? shownSpeed.toFixed(shownSpeed < 0.25 ? 3 : 2).replace(/0+$/, '') : shownSpeed}×`;
  const zoomTo = (factor: number) => {
    const time = useAppStore.getState().time;
    const [z0, z1] = zoom ?? [0, end];
    const span = Math.min(end, Math.max(TIMELINE.minZoomSpanMs, (z1 - z0) * factor));
    const start = Math.max(0, Math.min(end - span, time - span / 2));
    a.setZoom(span >= end ? null : [start, start + span]);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className={docked ? TRANSPORT_DOCK : 'contents'} data-transport>
        {docked && <DockedProgress />}
        <button
          type="button"
          className={nav}
          onClick={() => a.chapterBy(-1)}
          aria-label={t.prevChapter}
          title={`${t.prevChapter} (Shift+←)`}
        >
          «
        </button>
        <button
          type="button"
          className={nav}
          onClick={() => a.stepBy(-1)}
          disabled={atStart}
          aria-label={t.prevEvent}
          title={`${t.prevEvent} (←)`}
        >
          ◀
        </button>
        <PlayButton playing={playing} docked={docked} />
        <button
          type="button"
          className={nav}
          onClick={() => a.stepBy(1)}
          disabled={atEnd}
          aria-label={t.nextEvent}
          title={`${t.nextEvent} (→)`}
        >
          ▶
        </button>
        <button
          type="button"
          className={nav}
          onClick={() => a.chapterBy(1)}
          aria-label={t.nextChapter}
          title={`${t.nextChapter} (Shift+→)`}
        >
          »
        </button>
      </div>
      {!compact && (
        <>
          <div
            role="radiogroup"
            aria-label={t.pacing.label}
            // First in the row once the transport has docked: no gap before it.
            className={`ml-2 flex overflow-hidden rounded-md border border-slate-400 text-sm dark:border-slate-600 ${docked ? 'max-md:ml-0' : ''}`}
          >
            {(['story', 'realtime'] as const).map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={pacing === p}
                title={t.pacing.hint[p]}
                onClick={() => a.setPacing(p)}
                className={`px-2 py-1 ${pacing === p ? 'bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900' : 'hover:bg-slate-200 dark:hover:bg-slate-800'}`}
              >
                {t.pacing[p]}
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <span>{t.speed}</span>
            <input
              type="range"
              min={-2}
              max={6}
              step={1}
              value={Math.log2(speed)}
              onChange={(e) => a.setSpeed(2 ** Number(e.target.value))}
              aria-valuetext={speedText}
              // A phone's thumb needs 24 px of height to land on (WCAG 2.5.8); the track stays as drawn.
              className="max-sm:h-[24px]"
            />
            <span className="w-12 font-mono tabular-nums">{speedText}</span>
          </label>
        </>
      )}
      <TimelineReadout />
      {!compact && (
        <div className="ml-auto flex gap-1">
          <button type="button" className={CONTROL_BUTTON} onClick={() => zoomTo(0.5)} aria-label={t.zoomIn}>
            +
          </button>
          <button
            type="button"
            className={CONTROL_BUTTON}
            onClick={() => zoomTo(2)}
            aria-label={t.zoomOut}
            disabled={!zoom}
          >
            −
          </button>
          <button type="button" className={CONTROL_BUTTON} onClick={() => a.setZoom(null)} disabled={!zoom}>
            {t.resetZoom}
          </button>
          <button
            type="button"
            className={CONTROL_BUTTON}
            aria-pressed={lanes}
            title={t.lanesHint}
            onClick={() => a.setLanes(!lanes)}
          >
            {lanesByWindow ? (
              <>
                <span className="short-window:hidden">{lanesGlyph(true)}</span>
                <span className="hidden short-window:inline">{lanesGlyph(false)}</span>
              </>
            ) : (
              lanesGlyph(lanes)
            )}{' '}
            {t.lanes}
          </button>
          {view === 'compare' && (
            <button
              type="button"
              className={`${CONTROL_BUTTON} border-mark`}
              onClick={() => a.jumpToDivergence()}
              disabled={runs.divergence === undefined}
            >
              {runs.divergence === undefined ? t.noDivergence : `◆ ${t.firstDivergence}`}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
