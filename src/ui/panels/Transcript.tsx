import { narrate } from '../../scenario/story/narrate';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { Rich } from '../text/Rich';
import { usePanelStep } from './usePanelStep';

const SHOWN = 200;

/** The narration as a plain ordered list of every event up to now: the accessible transcript of the run. */
export function Transcript() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  const story = useAppStore(selectRuns).story;
  const step = usePanelStep();
  const steps = trace.steps.slice(Math.max(0, step + 1 - SHOWN), step + 1);
  return (
    <details className="rounded-lg border border-slate-300 p-3 [contain-intrinsic-size:auto_2.9rem] [content-visibility:auto] dark:border-slate-700">
      <summary className="cursor-pointer text-sm font-semibold max-sm:min-h-[24px] max-sm:py-1">
        {t.transcript}
      </summary>
      <section role="region" aria-label={t.transcript}>
        <ol start={steps[0] ? steps[0].index + 1 : 1} className="mt-2 list-decimal pl-8 text-sm">
          {steps.map((s) => (
            <li
              key={s.index}
              aria-current={s.index === step ? 'step' : undefined}
              className={s.index === step ? 'font-semibold' : ''}
            >
              <span className="font-mono text-xs text-slate-500">
                {(s.at / 1000).toFixed(3)} s · {s.actor} ·{' '}
              </span>
              <Rich text={t.story.narrate(narrate(trace, s.index, story)).what} />
            </li>
          ))}
        </ol>
      </section>
    </details>
  );
}
