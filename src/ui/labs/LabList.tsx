import { useRef } from 'react';
import { LABS } from '../../scenario/labs/labs';
import { useAppStore } from '../../store/appStore';
import { fmt } from '../i18n/useT';
import { useLabsUi } from './labsUiStore';
import { useFocusIfLost } from './useFocusIfLost';
import { useLabsText } from './useLabsText';

/** The labs in order, each with whether it was solved in this browser (a mark and a word, not a colour). */
export function LabList() {
  const t = useLabsText();
  const done = useLabsUi((s) => s.done);
  const solved = LABS.filter((l) => done.includes(l.id)).length;
  // Back from a lab, a keyboard lands on the list (its first lab).
  const first = useRef<HTMLButtonElement>(null);
  useFocusIfLost(first);
  return (
    <>
      <p className="text-[0.95rem]">{t.intro}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {fmt(t.progress, { done: solved, total: LABS.length })}
      </p>
      <ol className="flex flex-col gap-1.5">
        {LABS.map((l, i) => {
          const ok = done.includes(l.id);
          return (
            <li key={l.id}>
              <button
                type="button"
                ref={i === 0 ? first : undefined}
                data-lab={l.id}
                onClick={() => useAppStore.getState().openLabs(l.id)}
                className="flex min-h-11 w-full items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-left hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <span className="font-mono text-sm text-slate-600 dark:text-slate-300">{i + 1}.</span>
                <span className="mr-auto font-medium">{t.labs[l.id]!.title}</span>
                <span
                  className={`text-xs ${ok ? 'font-semibold text-ok' : 'text-slate-600 dark:text-slate-300'}`}
                >
                  {ok ? t.solvedMark : t.openMark}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
