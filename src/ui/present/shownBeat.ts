import { useShallow } from 'zustand/react/shallow';
import type { TalkBeatV1 } from '../../scenario/talk/types';
import { primaryVariant, type View } from '../../store/slices/types';
import { beatStepIn } from '../../store/slices/talkSlice';
import { useAppStore } from '../../store/appStore';
import type { Runs } from '../../store/traces';
import { effectiveTalk } from '../talk/effectiveTalk';

/** What a projected screen shows: a beat (or none: the moment's narration) at a moment of a run. */
export interface ShownBeat {
  beat: TalkBeatV1 | undefined;
  step: number;
  time: number;
  view: View;
}

/** What the audience sees now: the store's beat and moment. */
export function useShownNow(): ShownBeat {
  return useAppStore(
    useShallow((s) => ({
      beat: s.beat === null ? undefined : effectiveTalk(s).beats[s.beat],
      step: s.step,
      time: s.time,
      view: s.view,
    })),
  );
}

/** What the audience will see at a beat, once shown (the speaker's "Next", the overview's thumbnails). */
export function shownOf(runs: Runs, beat: TalkBeatV1): ShownBeat {
  return {
    beat,
    step: beatStepIn(runs.traces[primaryVariant(beat.view)], beat),
    time: beat.at,
    view: beat.view,
  };
}
