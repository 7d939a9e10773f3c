import { useShallow } from 'zustand/react/shallow';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { formatSeconds } from './geometry';

const btn =
  'rounded-md border border-slate-400 px-2.5 py-1 text-sm hover:bg-slate-200 disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/** Play / pause, step and chapter navigation, speed (log scale), zoom, and the divergence jump. */
export function TimelineControls() {
  const t = useT();
  const { playing, speed, step, time, view, zoom } = useAppStore(
    useShallow((s) => ({
      playing: s.playing,
      speed: s.speed,
      step: s.step,
      time: s.time,
      view: s.view,
      zoom: s.zoom,
    })),
  );
  const trace = useAppStore(selectTrace);
  const runs = useAppStore(selectRuns);
  const a = useAppStore.getState();
  const end = runs.endAt;
  const zoomTo = (factor: number) => {
    const [z0, z1] = zoom ?? [0, end];
    const span = Math.min(end, Math.max(500, (z1 - z0) * factor));
    const start = Math.max(0, Math.min(end - span, time - span / 2));
    a.setZoom(span >= end ? null : [start, start + span]);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={btn}
        onClick={() => a.chapterBy(-1)}
        aria-label={t.prevChapter}
        title={`${t.prevChapter} (Shift+←)`}
      >
        «
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => a.stepBy(-1)}
        disabled={step === 0}
        aria-label={t.prevEvent}
        title={`${t.prevEvent} (←)`}
      >
        ◀
      </button>
      <button
        type="button"
        className={`${btn} min-w-[5.5rem] font-semibold`}
        onClick={() => a.togglePlay()}
        aria-label={playing ? t.pause : t.play}
        title={`${playing ? t.pause : t.play} (Space)`}
      >
        {playing ? `⏸ ${t.pause}` : `▶ ${t.play}`}
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => a.stepBy(1)}
        disabled={step >= trace.steps.length - 1}
        aria-label={t.nextEvent}
        title={`${t.nextEvent} (→)`}
      >
        ▶
      </button>
      <button
        type="button"
        className={btn}
        onClick={() => a.chapterBy(1)}
        aria-label={t.nextChapter}
        title={`${t.nextChapter} (Shift+→)`}
      >
        »
      </button>
      <label className="ml-2 flex items-center gap-2 text-sm">
        <span>{t.speed}</span>
        <input
          type="range"
          min={-2}
          max={6}
          step={1}
          value={Math.log2(speed)}
          onChange={(e) => a.setSpeed(2 ** Number(e.target.value))}
          aria-valuetext={`${speed}×`}
        />
        <span className="w-10 font-mono tabular-nums">{speed}×</span>
      </label>
      <span className="ml-2 font-mono text-sm tabular-nums" aria-live="off">
        {formatSeconds(time)} · {t.step} {step + 1}/{trace.steps.length}
      </span>
      <div className="ml-auto flex gap-1">
        <button type="button" className={btn} onClick={() => zoomTo(0.5)} aria-label={t.zoomIn}>
          ＋
        </button>
        <button
          type="button"
          className={btn}
          onClick={() => zoomTo(2)}
          aria-label={t.zoomOut}
          disabled={!zoom}
        >
          －
        </button>
        <button type="button" className={btn} onClick={() => a.setZoom(null)} disabled={!zoom}>
          {t.resetZoom}
        </button>
        {view === 'compare' && (
          <button
            type="button"
            className={`${btn} border-mark`}
            onClick={() => a.jumpToDivergence()}
            disabled={runs.divergence === undefined}
          >
            {runs.divergence === undefined ? t.noDivergence : `◆ ${t.firstDivergence}`}
          </button>
        )}
      </div>
    </div>
  );
}
