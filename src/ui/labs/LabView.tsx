import { useEffect, useRef } from 'react';
import { LABS } from '../../scenario/labs/labs';
import type { Lab } from '../../scenario/labs/types';
import { useAppStore } from '../../store/appStore';
import { startLab } from '../../store/labs/startLab';
import { fmt } from '../i18n/useT';
import { Rich } from '../text/Rich';
import { isAttemptMiss } from './checkLab';
import { LAB_BUTTON } from './labButton';
import { selectSession, useLabsUi } from './labsUiStore';
import { focusCommandBox } from './focusCommandBox';
import { PredictionForm } from './PredictionForm';
import { SolutionSteps } from './SolutionSteps';
import { useLabsText } from './useLabsText';
import { useFocusIfLost } from './useFocusIfLost';
import { useLabVerdict } from './useLabVerdict';

/**
 * One lab: its goal first (on a phone the sheet shows it above the fold, with the Command box on the page
 * above), whether the model finds it met, what is still missing after a wrong attempt, why it matters, the
 * hints, the model solution, Reset and the next lab.
 */
export function LabView({ lab }: { lab: Lab }) {
  const t = useLabsText();
  const text = t.labs[lab.id]!;
  const verdict = useLabVerdict(lab);
  const session = useLabsUi(selectSession(lab.id));
  const { update } = useLabsUi.getState();
  const index = LABS.indexOf(lab);
  const next = LABS[index + 1];
  // What is missing is said after a wrong attempt; that the page left the lab's cluster, at once.
  const miss =
    verdict &&
    !verdict.done &&
    (verdict.miss === 'otherScenario' || (session.attempts > 0 && isAttemptMiss(verdict)))
      ? fmt(t.misses[verdict.miss], verdict.params ?? {})
      : null;
  const second = session.attempts > 0;
  // A verdict that changed while the reader was further down (at the solution) comes into view in the dock.
  const said = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfLost(heading);
  const solved = verdict?.done === true;
  useEffect(() => {
    const el = said.current;
    // (jsdom has no scrollIntoView.)
    if ((session.attempts || solved) && el && 'scrollIntoView' in el) el.scrollIntoView({ block: 'nearest' });
  }, [session.attempts, solved]);
  return (
    <article aria-labelledby="lab-h" data-lab-open={lab.id} className="flex flex-col gap-2">
      <button
        type="button"
        className="min-h-[24px] self-start text-sm text-accent underline dark:text-info"
        onClick={() => useAppStore.getState().openLabs(null)}
      >
        {t.back}
      </button>
      <h3 id="lab-h" ref={heading} tabIndex={-1} className="text-lg leading-snug font-semibold">
        <span className="font-mono text-slate-600 dark:text-slate-300">{index + 1}. </span>
        {text.title}
      </h3>
      <div className="rounded-md border-l-4 border-accent bg-slate-100 p-2 dark:bg-slate-800">
        <h4 className="text-sm font-semibold">{t.goal}</h4>
        <p className="text-[0.95rem]">
          <Rich text={text.goal} />
        </p>
      </div>
      <div ref={said} aria-live="polite" className="flex scroll-mt-2 flex-col gap-1">
        <p
          data-lab-status={verdict?.done ? 'done' : 'open'}
          className={`font-semibold ${verdict?.done ? 'text-ok' : ''}`}
        >
          {verdict?.done ? t.status.done : t.status.open}
        </p>
        {miss && (
          <p data-lab-miss={verdict && !verdict.done ? verdict.miss : undefined} className="text-sm">
            <span className="mr-1 font-semibold">{t.notYet}</span>
            <Rich text={miss} />
          </p>
        )}
        {second && !verdict?.done && (
          <p data-lab-hint="2" className="rounded-md bg-hi/25 p-2 text-sm">
            <span className="mr-1 font-semibold">{t.secondHint}</span>
            <Rich text={text.hints[1]} />
          </p>
        )}
      </div>
      {lab.predict && <PredictionForm lab={lab} verdict={verdict} />}
      <h4 className="text-sm font-semibold">{t.why}</h4>
      {text.story.map((p, i) => (
        <p key={i} className="text-[0.95rem]">
          <Rich text={p} terms />
        </p>
      ))}
      {session.hint ? (
        <p data-lab-hint="1" className="rounded-md bg-slate-100 p-2 text-sm dark:bg-slate-800">
          <span className="mr-1 font-semibold">{t.hint}</span>
          <Rich text={text.hints[0]} />
        </p>
      ) : (
        <button
          type="button"
          className={`${LAB_BUTTON} self-start`}
          onClick={() => update(lab.id, { hint: true })}
        >
          {t.showHint}
        </button>
      )}
      <button
        type="button"
        aria-expanded={session.solution}
        className={`${LAB_BUTTON} self-start`}
        onClick={() => update(lab.id, { solution: !session.solution })}
      >
        {session.solution ? t.hideSolution : t.showSolution}
      </button>
      {session.solution && <SolutionSteps lab={lab} />}
      {/* Always in reach: on a phone the lab's text scrolls under these buttons. */}
      <div className="sticky -bottom-3 -mx-3 -mb-3 flex flex-wrap gap-2 border-t border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-950">
        <button
          type="button"
          className={LAB_BUTTON}
          title={t.resetHint}
          onClick={() => {
            startLab(lab);
            useLabsUi.getState().restart(lab.id);
          }}
        >
          {t.reset}
        </button>
        <button type="button" className={LAB_BUTTON} onClick={focusCommandBox}>
          {t.toCommand}
        </button>
        {verdict?.done && next && (
          <button
            type="button"
            className={`${LAB_BUTTON} ml-auto font-semibold`}
            onClick={() => useAppStore.getState().openLabs(next.id)}
          >
            {t.next} ▶
          </button>
        )}
      </div>
    </article>
  );
}
