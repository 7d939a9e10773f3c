import { useState } from 'react';
import type { Lab } from '../../scenario/labs/types';
import { useAppStore } from '../../store/appStore';
import { requestCommand } from '../../store/commandEvents';
import { fmt } from '../i18n/useT';
import { LAB_BUTTON } from './labButton';
import { useLabsUi } from './labsUiStore';
import { useLabsText } from './useLabsText';

/**
 * A lab's model solution, step by step: a command line to paste into the Command box (to read, edit and send)
 * or to run at once, a key to switch to, or the predict lab's ticks.
 */
export function SolutionSteps({ lab }: { lab: Lab }) {
  const t = useLabsText();
  const [missing, setMissing] = useState(false);
  const hand = (line: string, run: boolean) => setMissing(!requestCommand({ line, run }));
  return (
    <div className="flex flex-col gap-2" data-lab-solution="">
      <p className="text-sm">{t.solutionNote}</p>
      <ol className="flex list-decimal flex-col gap-2 pl-6">
        {lab.solution.map((st, i) => (
          <li key={i} className="text-sm">
            {st.kind === 'command' && (
              <div className="flex flex-col gap-1">
                {/* A script's first line; its here-document (the YAML) folds under it. */}
                <code className="rounded bg-slate-100 px-1 font-mono text-xs [overflow-wrap:anywhere] dark:bg-slate-800">
                  {st.line.split('\n')[0]}
                </code>
                {st.line.includes('\n') && (
                  <details>
                    <summary className="cursor-pointer text-xs">
                      {fmt(t.moreLines, { n: st.line.split('\n').length - 1 })}
                    </summary>
                    <pre className="max-h-40 overflow-auto rounded bg-slate-100 p-1 font-mono text-xs dark:bg-slate-800">
                      {st.line}
                    </pre>
                  </details>
                )}
                <div className="flex gap-2">
                  {(['paste', 'run'] as const).map((a) => (
                    <button
                      key={a}
                      type="button"
                      className={LAB_BUTTON}
                      aria-label={fmt(t.stepLabel, { action: t[a], line: st.line.split('\n')[0]! })}
                      onClick={() => hand(st.line, a === 'run')}
                    >
                      {t[a]}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {st.kind === 'view' && (
              <button
                type="button"
                className={LAB_BUTTON}
                onClick={() => useAppStore.getState().setView(st.view)}
              >
                {t.view[st.view]}
              </button>
            )}
            {st.kind === 'predict' && (
              <div className="flex flex-col gap-1">
                <span className="font-mono text-xs">{st.services.join(', ')}</span>
                <button
                  type="button"
                  className={`${LAB_BUTTON} self-start`}
                  onClick={() => useLabsUi.getState().update(lab.id, { ticks: [...st.services] })}
                >
                  {t.tick}
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {missing && (
        <p role="alert" className="text-sm">
          {t.noCommandBox}
        </p>
      )}
    </div>
  );
}
