import { stepIndexAt } from '../../model/render/collect';
import { getRuns } from '../traces';
import { traceOf } from './traceOf';
import { primaryVariant, type Pacing, type SliceCreator, type View } from './types';

/** The speed control's default: 4 simulated ms per real ms in real time; the "1×" pace in story mode. */
export const DEFAULT_SPEED = 4;

export interface CursorSlice {
  view: View;
  /** Simulated time of the playhead (ms). */
  time: number;
  /** Step index in the primary trace (the buggy run in compare view). */
  step: number;
  playing: boolean;
  /**
   * Playing the story, it holds at this step (a beat it waits at) until the reader continues; null otherwise.
   * `playing` stays true meanwhile.
   */
  waitingAt: number | null;
  /** Simulated ms per real ms (real time), or DEFAULT_SPEED × the story pace; a log scale in the UI. */
  speed: number;
  pacing: Pacing;
  zoom: [number, number] | null;
  /**
   * The playhead is being dragged: the timeline and the stage follow every move, the other panels show
   * `settledStep` (see selectShownStep) until the pointer rests or lets go.
   */
  scrubbing: boolean;
  /** The step the other panels show while scrubbing. */
  settledStep: number;
  /** The playhead's time when the panels last settled: the moment their outputs are aged at mid-drag. */
  settledTime: number;
  /** Starts or ends a drag of the playhead; ending it settles the panels on the step reached. */
  setScrubbing: (scrubbing: boolean) => void;
  /** The pointer rests mid-drag: the panels catch up with the playhead. */
  settleScrub: () => void;
  setView: (v: View) => void;
  toggleKey: () => void;
  seekTime: (t: number) => void;
  seekStep: (i: number) => void;
  stepBy: (delta: number) => void;
  chapterBy: (delta: number) => void;
  jumpToDivergence: () => void;
  setPlaying: (p: boolean) => void;
  togglePlay: () => void;
  /** The story reached a beat it waits at (the playback clock calls it). */
  holdStory: (step: number) => void;
  /** The reader read the beat the story waits at: playback goes on. */
  continueStory: () => void;
  setSpeed: (s: number) => void;
  setPacing: (p: Pacing) => void;
  /** Moves the playhead to an exact step and time without stopping playback (the playback clock uses it). */
  setCursor: (time: number, step: number) => void;
  setZoom: (z: [number, number] | null) => void;
}

/** Where the panels settle: the playhead's step and time (a rest that moved nothing changes no selection). */
const settled = (s: CursorSlice) => ({ settledStep: s.step, settledTime: s.time });

export const createCursorSlice: SliceCreator<CursorSlice> = (set, get) => {
  const clampStep = (i: number) => Math.max(0, Math.min(i, traceOf(get()).steps.length - 1));
  return {
    view: 'buggy',
    time: 0,
    step: 0,
    playing: false,
    waitingAt: null,
    speed: DEFAULT_SPEED,
    pacing: 'story',
    zoom: null,
    scrubbing: false,
    settledStep: 0,
    settledTime: 0,
    setScrubbing: (scrubbing) => set((s) => ({ scrubbing, ...settled(s) })),
    settleScrub: () => set(settled),
    // Switching the key keeps the moment: the step is re-found by time in the other run. A view that needs a
    // run still being simulated waits for it (`pendingRun.wanted`, which the page shows) and opens once it is in.
    // (A run whose simulation failed stays missing: the view stays, the notice said why.)
    setView: (view) => {
      const missing = get().pendingRun?.variant ?? getRuns(get().scenario).pending;
      if (missing && (view === 'compare' || view === missing)) {
        get().wantView(view === get().view ? null : view);
        return;
      }
      get().wantView(null);
      set((s) => ({ view, step: Math.max(0, stepIndexAt(traceOf({ ...s, view }), s.time)) }));
    },
    toggleKey: () => {
      const s = get();
      const current = s.pendingRun?.wanted ?? s.view;
      s.setView(primaryVariant(current) === 'buggy' ? 'fixed' : 'buggy');
    },
    seekTime: (t) => {
      const end = getRuns(get().scenario).endAt;
      const time = Math.max(0, Math.min(t, end));
      set({ time, step: Math.max(0, stepIndexAt(traceOf(get()), time)) });
    },
    seekStep: (i) => {
      const step = clampStep(i);
      set({ step, time: traceOf(get()).steps[step]!.at, playing: false, waitingAt: null });
    },
    stepBy: (d) => get().seekStep(get().step + d),
    chapterBy: (d) => {
      const s = get();
      const chapters = getRuns(s.scenario).chapters[primaryVariant(s.view)];
      const target =
        d > 0 ? chapters.find((c) => c.step > s.step) : [...chapters].reverse().find((c) => c.step < s.step);
      if (target) s.seekStep(target.step);
    },
    jumpToDivergence: () => {
      const runs = getRuns(get().scenario);
      // The divergence needs both runs: nothing to jump to until the other one is in.
      if (runs.pending) return;
      const d = runs.divergence;
      if (d !== undefined) get().seekStep(d);
    },
    setPlaying: (playing) => {
      const s = get();
      if (playing && s.time >= getRuns(s.scenario).endAt) set({ time: 0, step: 0 });
      set({ playing, waitingAt: null });
    },
    togglePlay: () => get().setPlaying(!get().playing),
    holdStory: (step) => set({ waitingAt: step }),
    continueStory: () => set({ waitingAt: null }),
    setSpeed: (speed) => set({ speed: Math.max(0.25, Math.min(64, speed)) }),
    setPacing: (pacing) => set({ pacing }),
    setCursor: (time, step) => set({ time, step: clampStep(step) }),
    setZoom: (zoom) => set({ zoom }),
  };
};
