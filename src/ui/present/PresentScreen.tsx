import { useRef } from 'react';
import { selectRuns, useAppStore } from '../../store/appStore';
import { primaryVariant } from '../../store/slices/types';
import { useNarrationOf } from '../panels/useNarration';
import { Rich } from '../text/Rich';
import { PresentFocus } from './PresentFocus';
import type { ShownBeat } from './shownBeat';
import { useRevealFocus } from './useRevealFocus';

/**
 * What the audience sees of a beat: its focus and its caption. The speaker view and the overview show scaled
 * copies (`preview`: no landmarks or test hooks of their own) of this beat or another (`shown`).
 */
export function PresentScreen({ preview = false, shown }: { preview?: boolean; shown: ShownBeat }) {
  const runs = useAppStore(selectRuns);
  const { beat, step } = shown;
  const trace = runs.traces[primaryVariant(shown.view)];
  const what = useNarrationOf(trace, step);
  const box = useRef<HTMLDivElement>(null);
  useRevealFocus(box, { trace, step, key: `${shown.view}|${beat?.focus ?? ''}` });
  return (
    <>
      {/* A projector fits the focus in this box; a phone (portrait) cannot at ≥ 18 px text: it scrolls here
          instead of running under the caption. */}
      <div ref={box} className="min-h-0 flex-1 overflow-y-auto px-4 pt-1" data-focus-box>
        <PresentFocus shown={shown} />
      </div>
      <p
        className="px-6 pt-1 text-[clamp(22px,2.3cqw,44px)] leading-snug font-semibold"
        data-caption={preview ? undefined : ''}
      >
        <Rich text={beat ? beat.caption : what.what} />
      </p>
    </>
  );
}
