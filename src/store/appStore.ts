import { create } from 'zustand';
import type { KeyVariant } from '../model/backendInstanceKey';
import { stepIndexAt } from '../model/render/collect';
import { DEFAULT_PRESET_ID, getPreset } from '../scenario/presets';
import { resolveMoment } from '../scenario/story/moment';
import type { TalkBeatV1, TalkV1 } from '../scenario/talk/types';
import { INCIDENT_TOUR } from '../scenario/tours/incidentTour';
import type { ScenarioV1 } from '../scenario/types';
import { getRuns } from './traces';

export type View = KeyVariant | 'compare';
export type Lang = 'en' | 'zh';
export type Theme = 'dark' | 'light';
/** Story: playback moves beat by beat with readable dwells. Real time: proportional to simulated time. */
export type Pacing = 'story' | 'realtime';

/** The speed control's default: 4 simulated ms per real ms in real time; the "1×" pace in story mode. */
export const DEFAULT_SPEED = 4;

/** A message for the person: plain text, or a structured one the UI words in the current language. */
export type Notice =
  | string
  | { kind: 'linkError'; detail: string }
  | { kind: 'outcomeMismatch'; title: string; expected: string; now: string };

export interface AppState {
  presetId: string | null;
  scenario: ScenarioV1;
  view: View;
  /** Simulated time of the playhead (ms). */
  time: number;
  /** Step index in the primary trace (the buggy run in compare view). */
  step: number;
  playing: boolean;
  /** Simulated ms per real ms (real time), or DEFAULT_SPEED × the story pace; a log scale in the UI. */
  speed: number;
  pacing: Pacing;
  zoom: [number, number] | null;
  /** One lane per actor (true), one merged lane (false), or chosen by the window's height (null). */
  lanes: boolean | null;
  lang: Lang;
  theme: Theme;
  helpOpen: boolean;
  shareOpen: boolean;
  galleryOpen: boolean;
  /** Read-only minimal chrome for iframes (`e=1` in a link). */
  embed: boolean;
  notice: Notice | null;
  /** An address or Service name picked on the stage or in an output: both highlight what matches it. */
  selection: string | null;
  /** The glossary dialog: open at one term, at all terms, or closed. */
  glossary: string | null;
  /** The investigation tour's current stop (index), or null outside the tour. */
  tour: number | null;
  /** Presentation mode: the stage and the beat's caption fill the screen; the clicker walks the beats. */
  present: boolean;
  /** The talk's current beat (index), once one was shown. */
  beat: number | null;
  /** A blanked screen (clickers' `b`/`.` and `w`/`,`). */
  blank: 'black' | 'white' | null;
  /** A talk the speaker made or opened (null: the preset's shipped talk, or one made from the chapters). */
  talk: TalkV1 | null;
  /** The presenter session this window belongs to (a speaker view is open or was opened). */
  session: string | null;
  /** This window is a speaker view. */
  speaker: boolean;
}

export interface AppActions {
  setView: (v: View) => void;
  toggleKey: () => void;
  seekTime: (t: number) => void;
  seekStep: (i: number) => void;
  stepBy: (delta: number) => void;
  chapterBy: (delta: number) => void;
  jumpToDivergence: () => void;
  setPlaying: (p: boolean) => void;
  togglePlay: () => void;
  setSpeed: (s: number) => void;
  setPacing: (p: Pacing) => void;
  /** Moves the playhead to an exact step and time without stopping playback (the playback clock uses it). */
  setCursor: (time: number, step: number) => void;
  setZoom: (z: [number, number] | null) => void;
  setLanes: (lanes: boolean) => void;
  setLang: (l: Lang) => void;
  setTheme: (t: Theme) => void;
  setHelpOpen: (o: boolean) => void;
  loadPreset: (id: string) => void;
  loadScenario: (scenario: ScenarioV1) => void;
  /** Swaps in an edited scenario, keeping the moment (the editor re-simulates as you type). */
  replaceScenario: (scenario: ScenarioV1) => void;
  setShareOpen: (o: boolean) => void;
  setGalleryOpen: (o: boolean) => void;
  setEmbed: (e: boolean) => void;
  setNotice: (n: Notice | null) => void;
  select: (token: string | null) => void;
  openGlossary: (term: string | null) => void;
  /** Opens the tour at a stop: its preset, key variant, moment and selection. */
  startTour: (stop: number) => void;
  tourBy: (delta: number) => void;
  exitTour: () => void;
  setPresent: (on: boolean) => void;
  setBlank: (b: 'black' | 'white' | null) => void;
  setTalk: (talk: TalkV1 | null) => void;
  /** Shows one beat of a talk: its key variant (or compare) and its exact moment. */
  showBeat: (index: number, beat: TalkBeatV1) => void;
}

export type AppStore = AppState & AppActions;

const primary = (v: View): KeyVariant => (v === 'compare' ? 'buggy' : v);
const defaultScenario = getPreset(DEFAULT_PRESET_ID)!.scenario;
/** Without a theme in the link, the system's preference (dark where it cannot be read). */
const systemTheme = (): Theme =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';

export const useAppStore = create<AppStore>()((set, get) => {
  const traceOf = (s: Pick<AppState, 'scenario' | 'view'>) => getRuns(s.scenario).traces[primary(s.view)];
  const clampStep = (i: number) => Math.max(0, Math.min(i, traceOf(get()).steps.length - 1));
  return {
    presetId: DEFAULT_PRESET_ID,
    scenario: defaultScenario,
    view: 'buggy',
    time: 0,
    step: 0,
    playing: false,
    speed: DEFAULT_SPEED,
    pacing: 'story',
    zoom: null,
    lanes: null,
    lang: 'en',
    theme: systemTheme(),
    helpOpen: false,
    shareOpen: false,
    galleryOpen: false,
    embed: false,
    notice: null,
    selection: null,
    glossary: null,
    tour: null,
    present: false,
    beat: null,
    blank: null,
    talk: null,
    session: null,
    speaker: false,

    // Switching the key keeps the moment: the step is re-found by time in the other run.
    setView: (view) =>
      set((s) => ({ view, step: Math.max(0, stepIndexAt(traceOf({ ...s, view }), s.time)) })),
    toggleKey: () => get().setView(primary(get().view) === 'buggy' ? 'fixed' : 'buggy'),
    seekTime: (t) => {
      const end = getRuns(get().scenario).endAt;
      const time = Math.max(0, Math.min(t, end));
      set({ time, step: Math.max(0, stepIndexAt(traceOf(get()), time)) });
    },
    seekStep: (i) => {
      const step = clampStep(i);
      set({ step, time: traceOf(get()).steps[step]!.at, playing: false });
    },
    stepBy: (d) => get().seekStep(get().step + d),
    chapterBy: (d) => {
      const s = get();
      const chapters = getRuns(s.scenario).chapters[primary(s.view)];
      const target =
        d > 0 ? chapters.find((c) => c.step > s.step) : [...chapters].reverse().find((c) => c.step < s.step);
      if (target) s.seekStep(target.step);
    },
    jumpToDivergence: () => {
      const d = getRuns(get().scenario).divergence;
      if (d !== undefined) get().seekStep(d);
    },
    setPlaying: (playing) => {
      const s = get();
      if (playing && s.time >= getRuns(s.scenario).endAt) set({ time: 0, step: 0 });
      set({ playing });
    },
    togglePlay: () => get().setPlaying(!get().playing),
    setSpeed: (speed) => set({ speed: Math.max(0.25, Math.min(64, speed)) }),
    setPacing: (pacing) => set({ pacing }),
    setCursor: (time, step) => set({ time, step: clampStep(step) }),
    setZoom: (zoom) => set({ zoom }),
    setLanes: (lanes) => set({ lanes }),
    setLang: (lang) => set({ lang }),
    setTheme: (theme) => set({ theme }),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
    loadPreset: (id) => {
      const p = getPreset(id);
      if (!p) return;
      set({
        presetId: id,
        scenario: p.scenario,
        time: 0,
        step: 0,
        playing: false,
        zoom: null,
        talk: null,
        beat: null,
      });
    },
    // A scenario file's talk travels with it; the store keeps it apart, so editing it never re-simulates.
    // Without a talk the very object is kept: the editor tells its own pushes (and Undo) by identity.
    loadScenario: (file) => {
      const { talk, ...scenario } = file;
      set({
        presetId: null,
        scenario: talk === undefined ? file : scenario,
        time: 0,
        step: 0,
        playing: false,
        zoom: null,
        talk: talk ?? null,
        beat: null,
      });
    },
    replaceScenario: (scenario) => {
      set({ presetId: null, scenario, zoom: null });
      get().seekTime(get().time);
    },
    setShareOpen: (shareOpen) => set({ shareOpen }),
    setGalleryOpen: (galleryOpen) => set({ galleryOpen }),
    setEmbed: (embed) => set({ embed }),
    setNotice: (notice) => set({ notice }),
    select: (selection) => set({ selection }),
    openGlossary: (glossary) => set({ glossary }),
    startTour: (i) => {
      const index = Math.max(0, Math.min(i, INCIDENT_TOUR.length - 1));
      const stop = INCIDENT_TOUR[index]!;
      if (get().presetId !== stop.preset) get().loadPreset(stop.preset);
      get().setView(stop.view);
      const step = resolveMoment(traceOf(get()), stop.moment) ?? 0;
      get().seekStep(step);
      set({ tour: index, selection: stop.select ?? null, playing: false });
    },
    tourBy: (d) => {
      const cur = get().tour;
      const next = (cur ?? -1) + d;
      if (next >= 0 && next < INCIDENT_TOUR.length) get().startTour(next);
    },
    exitTour: () => set({ tour: null, selection: null }),
    setPresent: (present) => set({ present, blank: null, playing: false }),
    setBlank: (blank) => set({ blank }),
    setTalk: (talk) => set({ talk, beat: null }),
    showBeat: (index, beat) => {
      set({ view: beat.view });
      const trace = traceOf(get());
      // The exact step, if the run still has it at that moment (a talk made with another model falls back).
      const exact = trace.steps[beat.step]?.at === beat.at;
      const step = exact ? beat.step : Math.max(0, stepIndexAt(trace, beat.at));
      set({ beat: index, step, time: beat.at, playing: false, selection: null });
    },
  };
});

/** Selectors: primitives or existing references only. */
export const selectPrimaryVariant = (s: AppState): KeyVariant => primary(s.view);
export const selectRuns = (s: AppState) => getRuns(s.scenario);
export const selectTrace = (s: AppState) => getRuns(s.scenario).traces[primary(s.view)];
export const selectStep = (s: AppState) => selectTrace(s).steps[s.step]!;
export const selectOtherStep = (s: AppState) => {
  const t = getRuns(s.scenario).traces.fixed;
  return t.steps[Math.max(0, stepIndexAt(t, s.time))]!;
};
