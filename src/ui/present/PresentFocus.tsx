import { selectPrimaryVariant, selectRuns, selectOtherStep, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { KeyInspector } from '../panels/KeyInspector';
import { useNarrationOf } from '../panels/useNarration';
import { Stage } from '../stage/Stage';
import { effectiveTalk } from '../talk/effectiveTalk';
import { Rich } from '../text/Rich';
import { PresentOutput } from './PresentOutput';

/** What a beat puts on screen: the stage (both runs in compare), the key bytes, the narration or an output. */
export function PresentFocus() {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const view = useAppStore((s) => s.view);
  const step = useAppStore((s) => s.step);
  const other = useAppStore(selectOtherStep);
  const variant = useAppStore(selectPrimaryVariant);
  const beat = useAppStore((s) => (s.beat === null ? undefined : effectiveTalk(s).beats[s.beat]));
  const trace = runs.traces[variant];
  const what = useNarrationOf(trace, step);
  const focus = beat?.focus ?? 'stage';
  if (focus === 'keyInspector') return <KeyInspector size="present" />;
  if (focus === 'narration')
    return (
      <p className="text-[clamp(24px,3cqw,52px)] leading-snug font-semibold">
        <Rich text={what.what} />
      </p>
    );
  if (focus.startsWith('output:'))
    return <PresentOutput name={focus.slice(7)} trace={trace} index={step} scenario={runs.scenario} />;
  if (view === 'compare')
    // Stacked, node only: two full stages side by side cannot keep 18 px text on a 4:3 projector.
    return (
      <div className="grid h-full min-h-0 grid-rows-2 gap-2">
        {(
          [
            ['buggy', `✗ ${t.compareBuggy}`, step],
            ['fixed', `✓ ${t.compareFixed}`, other.index],
          ] as const
        ).map(([v, label, i]) => (
          <section key={v} aria-label={label} className="flex min-h-0 items-stretch gap-3">
            <h2
              className={`w-[7ch] shrink-0 self-center text-[clamp(20px,1.8cqw,32px)] leading-tight font-bold ${v === 'buggy' ? 'text-bad-strong' : 'text-ok-strong'}`}
            >
              {label}
            </h2>
            <div className="min-h-0 min-w-0 flex-1">
              <Stage trace={runs.traces[v]} index={i} scenario={runs.scenario} fit="present" nodeOnly />
            </div>
          </section>
        ))}
      </div>
    );
  return <Stage trace={trace} index={step} scenario={runs.scenario} fit="present" />;
}
