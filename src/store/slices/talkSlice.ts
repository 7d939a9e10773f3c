import { stepIndexAt } from '../../model/render/collect';
import { resolveMoment } from '../../scenario/story/moment';
import type { TalkBeatV1, TalkV1 } from '../../scenario/talk/types';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { traceOf } from './traceOf';
import type { SliceCreator } from './types';

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

export const createTalkSlice: SliceCreator<TalkSlice> = (set, get) => ({
  tour: null,
  present: false,
  beat: null,
  blank: null,
  talk: null,
  session: null,
  speaker: false,
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
});
