import { useState } from 'react';
import { stepIndexAt } from '../../model/render/collect';
import { selectRuns, useAppStore } from '../../store/appStore';
import { primaryVariant } from '../../store/slices/types';
import { fragmentsFor } from '../../scenario/lineMatch';
import { useT } from '../i18n/useT';
import { KeyInspector } from '../panels/KeyInspector';
import { useNarrationOf } from '../panels/useNarration';
import { Stage } from '../stage/Stage';
import type { Arrangement } from '../stage/stageLayout';
import { Rich } from '../text/Rich';
import { FitHeight } from './FitHeight';
import { PresentOutput } from './PresentOutput';
import type { ShownBeat } from './shownBeat';

/**
 * What a beat puts on screen: the stage (both runs in compare), the key bytes, the narration or an output. `shown`
 * is the beat and moment: the audience's, or another (the speaker's next beat, the overview's thumbnails).
 */
export function PresentFocus({ shown }: { shown: ShownBeat }) {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const { view, step, beat } = shown;
  const variant = primaryVariant(view);
  const trace = runs.traces[variant];
  const otherIndex = Math.max(0, stepIndexAt(runs.traces.fixed, shown.time));
  const what = useNarrationOf(trace, step);
  const focus = beat?.focus ?? 'stage';
  // The stage's arrangement outlives the beats between that show something else: near-ties keep the picture.
  const [kept, setKept] = useState<Arrangement>();
  if (focus === 'keyInspector')
    return (
      <FitHeight>
        <KeyInspector size="present" />
      </FitHeight>
    );
  if (focus === 'narration')
    return (
      <p className="text-[clamp(24px,3cqw,52px)] leading-snug font-semibold">
        <Rich text={what.what} />
      </p>
    );
  if (focus.startsWith('output:'))
    return (
      <PresentOutput
        name={focus.slice(7)}
        trace={trace}
        index={step}
        scenario={runs.scenario}
        marked={fragmentsFor(beat?.lines, focus.slice(7))}
      />
    );
  if (view === 'compare')
    // Stacked, node only: two full stages side by side cannot keep 18 px text on a 4:3 projector. A narrow
    // screen (a phone) puts each run's name above its stage and lets each stage take its own height: the
    // focus box scrolls from one run to the other instead of the two running into each other.
    return (
      <div className="flex flex-col gap-4 @xl:grid @xl:h-full @xl:min-h-0 @xl:grid-rows-2 @xl:gap-1">
        {(
          [
            ['buggy', `✗ ${t.compareBuggy}`, step],
            ['fixed', `✓ ${t.compareFixed}`, otherIndex],
          ] as const
        ).map(([v, label, i]) => (
          <section
            key={v}
            aria-label={label}
            className="flex flex-col gap-1 @xl:min-h-0 @xl:flex-row @xl:gap-3"
          >
            <h2
              className={`shrink-0 text-[clamp(20px,1.8cqw,32px)] leading-tight font-bold @xl:w-[7ch] @xl:self-center ${v === 'buggy' ? 'text-bad-strong' : 'text-ok-strong'}`}
            >
              {label}
            </h2>
            <div className="min-w-0 @xl:min-h-0 @xl:flex-1">
              <Stage trace={runs.traces[v]} index={i} scenario={runs.scenario} fit="present" nodeOnly />
            </div>
          </section>
        ))}
      </div>
    );
  return (
    <Stage
      trace={trace}
      index={step}
      scenario={runs.scenario}
      fit="present"
      keep={kept}
      onArrangement={setKept}
    />
  );
}
