import { useId, useMemo, useState } from 'react';
import { compareNarrative } from '../scenario/story/compareNarrative';
import type { CompareRun } from '../scenario/story/segments/buildCompare';
import { selectRuns, useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { Rich } from './text/Rich';

const MARK: Record<CompareRun, string> = { both: '=', buggy: '✗', fixed: '✓' };

/**
 * Compare view's narration: what each run did at this moment and, at the first divergence, why the two keys
 * part there, byte by byte. It sits above both stages (compare view keeps it on screen as they scroll) and
 * shows one line per item until the reader asks for all of it, so that the stages keep the room.
 */
export function CompareNarration({ buggyIndex, fixedIndex }: { buggyIndex: number; fixedIndex: number }) {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const playing = useAppStore((s) => s.playing);
  const [open, setOpen] = useState(false);
  const id = useId();
  const c = useMemo(
    () =>
      compareNarrative(runs.traces, { buggy: buggyIndex, fixed: fixedIndex }, runs.divergence, runs.story),
    [runs, buggyIndex, fixedIndex],
  );
  const text = t.story.compare(c);
  const words = t.story.compareWords;
  const label: Record<CompareRun, string> = {
    both: words.both,
    buggy: t.compareBuggy,
    fixed: t.compareFixed,
  };
  // Collapsed, each line keeps to its first line (the reason to two, three on a phone): the whole text is still there for a
  // screen reader, and one press away for everyone else.
  return (
    <section
      aria-labelledby={`${id}-h`}
      className="flex flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 shadow sm:flex-nowrap dark:border-slate-700 dark:bg-slate-950"
    >
      <div className="flex shrink-0 items-center gap-2 sm:w-36 sm:flex-col sm:items-start sm:gap-1">
        <h2
          id={`${id}-h`}
          className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
        >
          {t.narration}
        </h2>
        {c.atDivergence && (
          <span className="rounded border border-accent px-1.5 text-xs font-semibold text-accent dark:border-info dark:text-info">
            ◆ {words.divergence}
          </span>
        )}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-text`}
        onClick={() => setOpen(!open)}
        className="order-last ml-auto min-h-6 shrink-0 rounded px-2 text-xs font-semibold text-accent underline hover:no-underline max-sm:order-none dark:text-info"
      >
        {open ? words.less : words.more}
      </button>
      <div
        id={`${id}-text`}
        aria-live={playing ? 'off' : 'polite'}
        aria-atomic="true"
        // Open, it scrolls when long: a tab stop, so the keyboard can scroll it too.
        tabIndex={open ? 0 : undefined}
        className={`flex min-w-0 basis-full flex-col gap-0.5 text-sm sm:basis-auto ${open ? 'max-h-[40vh] overflow-auto' : ''}`}
      >
        {text.why && (
          <p className={`font-semibold ${open ? '' : 'line-clamp-3 sm:line-clamp-2'}`}>
            <Rich text={text.why} />
          </p>
        )}
        {text.runs.map((r) => (
          // At the divergence the reason says what each run did; collapsed, the lines give it the room.
          <p key={r.run} className={open ? '' : text.why ? 'sr-only' : 'line-clamp-1'}>
            <span className="font-semibold">
              <span aria-hidden="true">{MARK[r.run]} </span>
              {label[r.run]}
              {t.punct.colon}
            </span>
            <Rich text={r.text} />
          </p>
        ))}
      </div>
    </section>
  );
}
