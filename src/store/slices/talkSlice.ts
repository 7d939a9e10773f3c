import { stepIndexAt } from '../../model/render/collect';
import { resolveMoment } from '../../scenario/story/moment';
import type { TalkBeatV1, TalkV1 } from '../../scenario/talk/types';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { traceOf } from './traceOf';
import type { Trace } from '../../model/trace';
import type { SliceCreator } from './types';

/** The step a beat shows: its exact step, if the run still has it at that moment (a talk made with another model falls back). */
export function beatStepIn(trace: Trace, beat: TalkBeatV1): number {
  return trace.steps[beat.step]?.at === beat.at ? beat.step : Math.max(0, stepIndexAt(trace, beat.at));
}

/** The guided ways through a scenario: the tour, and a talk presented beat by beat. */
export interface TalkSlice {
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
  /**
   * A link opened the talk at a beat (`b=`, `pr=1`) rather than a start: the show says "Press F5 to start from
   * beat 1", and F5 starts there, until F5, Shift+F5, Present or a move to another beat starts the show.
   */
  startHint: boolean;
  /** When the show was last started from a beat (F5, Shift+F5, Present): the speaker's timer starts there. */
  showStart: number | null;
  /** Presentation opened by a link: the next key asks for full screen (a key press is the gesture it needs). */
  fullscreenOnKey: boolean;
  /** The overview of all beats (`o`) is open. */
  overview: boolean;
  /** The go-to-beat prompt (`g` or a digit) is open, with what was typed so far. */
  goTo: string | null;
  /** Speaker view: the beat looked at while the audience stays where it is (look-ahead), or null. */
  lookAt: number | null;
  /** The pen (`p`): the pointer draws on the audience's screen; strokes clear on the next beat. */
  pen: boolean;
  /** The laser (`l`): the audience window shows a dot where the pointer is. */
  laser: boolean;
  /** The printable handout of the talk is open in place of the page. */
  handout: boolean;
  /** Opens the tour at a stop: its preset, key variant, moment and selection. */
  startTour: (stop: number) => void;
  tourBy: (delta: number) => void;
  exitTour: () => void;
  setPresent: (on: boolean) => void;
  setBlank: (b: 'black' | 'white' | null) => void;
  /** Opens or closes the presenter's overlays and modes (overview, go-to prompt, look-ahead, pen, laser). */
  setShowUi: (
    patch: Partial<
      Pick<TalkSlice, 'overview' | 'goTo' | 'lookAt' | 'pen' | 'laser' | 'fullscreenOnKey' | 'handout'>
    >,
  ) => void;
  setTalk: (talk: TalkV1 | null) => void;
  /** Shows one beat of a talk: its key variant (or compare) and its exact moment. */
  showBeat: (index: number, beat: TalkBeatV1) => void;
}

export const createTalkSlice: SliceCreator<TalkSlice> = (set, get) => ({
  tour: null,
  present: false,
  beat: null,
  blank: null,
  talk: null,
  session: null,
  speaker: false,
  startHint: false,
  showStart: null,
  fullscreenOnKey: false,
  overview: false,
  goTo: null,
  lookAt: null,
  pen: false,
  laser: false,
  handout: false,
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
    const next = (get().tour ?? -1) + d;
    if (next >= 0 && next < INCIDENT_TOUR.length) get().startTour(next);
  },
  exitTour: () => set({ tour: null, selection: null }),
  // Leaving presentation ends the show: its overlays close, and the next F5 starts from beat 1 again.
  setPresent: (present) =>
    set({
      present,
      blank: null,
      playing: false,
      ...(present ? {} : { startHint: false, overview: false, goTo: null, pen: false, laser: false }),
    }),
  setBlank: (blank) => set({ blank }),
  setShowUi: (patch) => set(patch),
  setTalk: (talk) => set({ talk, beat: null }),
  showBeat: (index, beat) => {
    set({ view: beat.view });
    const step = beatStepIn(traceOf(get()), beat);
    // Showing a beat starts the show: a link's "Press F5 to start from beat 1" has served its purpose.
    set({ beat: index, step, time: beat.at, playing: false, selection: null, startHint: false });
  },
});
