import { narrate } from '../../scenario/story/narrate';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useToldStep } from '../story/useToldStep';
import { useT } from '../i18n/useT';
import { Rich } from '../text/Rich';
import { ReleaseDetail } from './ReleaseDetail';
import { SourceLinks } from '../text/SourceLinks';
import { UPSTREAM } from './upstream';
import { ContinueButton } from '../story/ContinueButton';
import { HoldProgress } from '../story/HoldProgress';
import { selectWaiting } from '../../store/playback';

/**
 * What happened at this moment and why it matters in this run, the chapter, inferred facts and the upstream
 * code. While playing, a compressed beat is told once (not step by step), so the live region stays calm; stepping
 * through it, each step is told on its own.
 */
export function Narration() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  // Mid-drag it tells the step where the pointer last rested (the timeline's value text tells every move).
  const { playing, run, told: shownIndex, story, chapters, chapter } = useToldStep();
  // A beat the story waits at is read like a paused moment (announced), though playback goes on after it.
  const waiting = useAppStore(selectWaiting) !== null;
  const step = trace.steps[shownIndex]!;
  const n = narrate(trace, shownIndex, story);
  const text = t.story.narrate(n);
  return (
    <section
      id="narration"
      aria-labelledby="narration-h"
      className="flex min-h-0 flex-col gap-2 overflow-auto rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      {/* The story's Continue stays at the top of the panel, in view beside the stage however long the text. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="narration-h"
          className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
        >
          {t.narration}
        </h2>
        <ContinueButton />
      </div>
      <HoldProgress />
      {chapter && (
        <p className="text-sm font-semibold text-accent dark:text-info">
          {chapters.indexOf(chapter) + 1}. {t.chapters[chapter.id]}
        </p>
      )}
      <div aria-live={playing && !waiting ? 'off' : 'polite'} aria-atomic="true">
        <p className="text-lg leading-snug font-semibold">
          <Rich text={text.what} terms />
        </p>
        <p className="mt-1 text-[0.95rem] text-slate-700 dark:text-slate-300">
          <Rich text={text.why} terms />
        </p>
      </div>
      {waiting && <p className="text-xs text-slate-600 dark:text-slate-400">{t.storyWait.hint}</p>}
      {run && playing && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <span aria-hidden="true">⋯ </span>
          {t.story.runNote(run.to - run.from + 1, trace.steps[run.from]!.at, trace.steps[run.to]!.at)}
        </p>
      )}
      <p className="font-mono text-xs text-slate-600 dark:text-slate-400">
        t = {(step.at / 1000).toFixed(3)} s · {step.actor} · {t.step} {step.index + 1}
      </p>
      {step.releases.map((r, i) => (
        <ReleaseDetail key={i} release={r} />
      ))}
      {t.story.notes(n).map((note, i) => (
        <p key={i} className="text-xs text-warn-strong">
          <span aria-hidden="true">{note.label === 'inferred' ? '⚠ ' : '⇄ '}</span>
          <span className="font-semibold">
            {t.story.noteLabel[note.label]}
            {t.punct.colon}
          </span>
          <Rich text={note.text} />
        </p>
      ))}
      <SourceLinks label={t.upstream} links={UPSTREAM[step.kind]} />
    </section>
  );
}
