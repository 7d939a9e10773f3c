import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ACTORS, type Step } from '../../model/trace';
import { selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { formatSeconds, timelineGeometry, LANE_HEIGHT } from './geometry';
import { TIMELINE } from '../layout';
import { chapterLabels, type ChapterLabels } from './chapterLabels';
import type { TimelineZoom, TimelineZoomOptions } from './createTimelineZoom';
import { useMeasuredWidth } from './useElementWidth';
import { useLanes } from './useLanes';
import { useNarrationOf } from '../panels/useNarration';
import { plain } from '../text/Rich';
import { useIsServerRender } from '../useIsServerRender';
import { scrubRest } from './scrubRest';

/** Steps drawn as red marks: failures and prefix-matched releases (typed facts, never text). */
const failed = (s: Step) =>
  s.kind === 'agentCrashLoop' ||
  s.kind === 'watchReconnectFailed' ||
  (s.kind === 'connect' && s.connect.result !== 'ok') ||
  s.releases.some((r) => r.collateral.length > 0);

/** No chapter labels: the render before the track's width is known lays none out. */
const NO_LABELS: ChapterLabels = { names: [], places: [], inView: [], short: false, rows: 1 };

/** Lanes per actor, one marker per step, chapter ticks and the draggable playhead (role="slider"). */
export function TimelineTrack({
  compact = false,
  width: fixedWidth,
  lanes: fixedLanes,
}: {
  compact?: boolean;
  /** Draw at this width, and with or without a lane per actor (the prerendered copy, which cannot measure). */
  width?: number;
  lanes?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const measured = useMeasuredWidth(ref);
  const width = fixedWidth ?? measured.width;
  // The chapter labels and the markers are laid out once, at the real width: the render before the track is
  // measured draws none, and the one at the measured width follows in the same commit (see useMeasuredWidth).
  // The server render (the prerendered copy) is given its width.
  const ready = useIsServerRender() || fixedWidth !== undefined || measured.measured;
  const { time, step, view, zoom } = useAppStore(
    useShallow((s) => ({ time: s.time, step: s.step, view: s.view, zoom: s.zoom })),
  );
  const runs = useAppStore(selectRuns);
  const primary = view === 'compare' ? 'buggy' : view;
  const trace = runs.traces[primary];
  const domain: [number, number] = zoom ?? [0, runs.endAt];
  const chapters = runs.chapters[primary];
  const labels = useMemo(
    () =>
      ready
        ? chapterLabels(
            width,
            domain,
            chapters,
            chapters.map((c) => t.chapters[c.id]),
            compact,
          )
        : NO_LABELS,
    [ready, width, domain[0], domain[1], chapters, t, compact], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const lanesHere = useLanes();
  const lanes = (fixedLanes ?? lanesHere) && !compact;
  const g = useMemo(
    () => timelineGeometry(width, domain, labels.rows, !lanes),
    [width, domain[0], domain[1], labels.rows, lanes], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // One row per actor, or one row for every event.
  const rows: readonly (readonly [string, number])[] = lanes
    ? ACTORS.map((a) => [a, g.lane(a) ?? 0] as const)
    : [[t.allEvents, g.top]];
  const what = useNarrationOf(trace, step).what;
  // Mid-drag, the panels other than the stage catch up when the pointer rests (see selectShownStep).
  const [rest] = useState(() => scrubRest(() => useAppStore.getState().settleScrub()));
  useEffect(
    () => () => {
      rest.cancel();
      if (useAppStore.getState().scrubbing) useAppStore.getState().setScrubbing(false);
    },
    [rest],
  );
  const gestures = useTimelineGestures(ref, {
    end: runs.endAt,
    view: zoom,
    range: g.x.range() as [number, number],
    height: g.height,
    minSpan: TIMELINE.minZoomSpanMs,
    time,
    grab: TIMELINE.playheadGrab,
    onZoom: (z) => useAppStore.getState().setZoom(z),
    onScrubStart: () => {
      const s = useAppStore.getState();
      s.setPlaying(false);
      s.setScrubbing(true);
    },
    onScrubEnd: () => {
      rest.cancel();
      useAppStore.getState().setScrubbing(false);
    },
    onSeek: (at) => {
      const s = useAppStore.getState();
      s.seekTime(at);
      if (s.scrubbing) rest.moved();
    },
  });

  const markers = (steps: readonly Step[], variant: 'buggy' | 'fixed', dy: number) =>
    steps.map((s) => {
      if (s.at < domain[0] || s.at > domain[1]) return null;
      const cx = g.x(s.at);
      const cy = (g.lane(s.actor) ?? 0) + LANE_HEIGHT / 2 + dy;
      const bad = failed(s);
      const { fixedSize } = TIMELINE.marker;
      return variant === 'fixed' && view === 'compare' ? (
        <rect
          key={`f${s.index}`}
          x={cx - fixedSize / 2}
          y={cy - fixedSize / 2}
          width={fixedSize}
          height={fixedSize}
          transform={`rotate(45 ${cx} ${cy})`}
          className="fill-none stroke-ok"
          strokeWidth={TIMELINE.marker.fixedStroke}
        />
      ) : (
        <circle
          key={`${variant}${s.index}`}
          cx={cx}
          cy={cy}
          r={bad ? TIMELINE.marker.badR : TIMELINE.marker.r}
          className={bad ? 'fill-bad' : 'fill-slate-500 dark:fill-slate-400'}
        />
      );
    });

  // Lanes, chapters, markers and ticks depend on the run and the geometry, not on the playhead: build them once
  // so that playback and seeking only move the playhead.
  const layers = useMemo(
    () =>
      ready && (
        <>
          {rows.map(([a, y], i) => (
            <g key={a}>
              <rect
                x={0}
                y={y}
                width={width}
                height={LANE_HEIGHT}
                className={i % 2 ? 'fill-slate-100 dark:fill-slate-800/40' : 'fill-transparent'}
              />
              <text
                x={TIMELINE.laneLabelX}
                y={y + LANE_HEIGHT / 2 + TIMELINE.laneLabelDrop}
                className="fill-slate-600 font-mono text-[10px] dark:fill-slate-400"
              >
                {a}
              </text>
            </g>
          ))}
          {chapters.map((c, i) => {
            if (!labels.inView[i]) return null;
            const place = labels.places[i];
            const name = labels.names[i]!;
            const cx = g.x(c.at);
            return (
              <g key={c.id}>
                <title>{name}</title>
                <line
                  x1={cx}
                  x2={cx}
                  y1={g.top - TIMELINE.chapterLineStart}
                  y2={g.height - TIMELINE.chapterLineEnd}
                  className="stroke-accent/50"
                  strokeDasharray="2 3"
                />
                {place?.leader && <line {...place.leader} className="stroke-accent/60" />}
                <text
                  x={place ? place.x : cx + TIMELINE.labelNudge}
                  y={place ? place.baseline : TIMELINE.chapterBaseline}
                  className="fill-accent text-[11px] font-semibold dark:fill-info"
                >
                  {place && !labels.short ? name : String(i + 1)}
                </text>
              </g>
            );
          })}
          {/* Compare view only (it has both runs: the divergence needs them). */}
          {view === 'compare' && runs.divergence !== undefined && (
            <line
              x1={g.x(runs.traces.buggy.steps[runs.divergence]!.at)}
              x2={g.x(runs.traces.buggy.steps[runs.divergence]!.at)}
              y1={g.top - TIMELINE.chapterLineStart}
              y2={g.height - TIMELINE.chapterLineEnd}
              className="stroke-mark"
              strokeWidth={TIMELINE.lineStroke}
            />
          )}
          {markers(trace.steps, primary, view === 'compare' ? TIMELINE.marker.compareOffsetBuggy : 0)}
          {view === 'compare' &&
            markers(runs.traces.fixed.steps, 'fixed', TIMELINE.marker.compareOffsetFixed)}
          {g.ticks.map((tk) => (
            <text
              key={tk}
              x={g.x(tk)}
              y={g.height - TIMELINE.tickBaseline}
              textAnchor="middle"
              className="fill-slate-500 text-[10px]"
            >
              {formatSeconds(tk)}
            </text>
          ))}
        </>
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ready, g, labels, trace, runs, chapters, view, primary, width, t, domain[0], domain[1], lanes],
  );
  const label = `${formatSeconds(time)} · ${t.step} ${step + 1} ${t.of} ${trace.steps.length}: ${plain(what)}`;
  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={t.timeline}
      aria-valuemin={0}
      aria-valuemax={runs.endAt}
      aria-valuenow={Math.round(time)}
      aria-valuetext={label}
      data-gestures={gestures ? 'ready' : undefined}
      className="relative cursor-pointer select-none rounded-md bg-white focus-visible:outline dark:bg-slate-900"
    >
      <Playhead x={g.x(time)} height={g.height} />
      <svg
        viewBox={`0 0 ${width} ${g.height}`}
        width={width}
        height={g.height}
        role="presentation"
        className="block"
      >
        {layers}
      </svg>
    </div>
  );
}

/**
 * The playhead: a line and its knob, moved by a transform on their own compositor layer, so that a seek repaints
 * neither the lanes nor the markers under them. Plain boxes, not SVG (SVG content shares its drawing's layer);
 * before the track's SVG, which the prerendered copy expects to end the slider.
 */
function Playhead({ x, height }: { x: number; height: number }) {
  const { r, fromBottom } = TIMELINE.knob;
  const w = TIMELINE.lineStroke;
  return (
    <div
      data-playhead=""
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0 will-change-transform"
      style={{ transform: `translateX(${x}px)` }}
    >
      <div className="absolute top-0 bg-hi" style={{ left: -w / 2, width: w, height: height - fromBottom }} />
      <div
        data-knob=""
        className="absolute box-border rounded-full border border-slate-900 bg-hi"
        style={{ left: -r, top: height - fromBottom - r, width: 2 * r, height: 2 * r }}
      />
    </div>
  );
}

/**
 * Creates the timeline's zoom and scrub controller once per element (loaded on first render: d3-zoom stays out
 * of the first view's script) and hands it the latest options on every render. Returns whether it is ready.
 */
function useTimelineGestures(ref: RefObject<HTMLDivElement | null>, opts: TimelineZoomOptions): boolean {
  const controller = useRef<TimelineZoom | null>(null);
  const latest = useRef(opts);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    latest.current = opts;
    controller.current?.update(opts);
  });
  useEffect(() => {
    let live = true;
    void import('./createTimelineZoom').then(({ createTimelineZoom }) => {
      if (!live || !ref.current) return;
      controller.current = createTimelineZoom(ref.current, latest.current);
      setReady(true);
    });
    return () => {
      live = false;
      controller.current?.destroy();
      controller.current = null;
    };
  }, [ref]);
  return ready;
}
