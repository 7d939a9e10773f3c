import { useMemo } from 'react';
import { usePanelStep } from './usePanelStep';
import { selectTrace, useAppStore } from '../../store/appStore';
import { toSimInput } from '../../scenario/toSimInput';
import { useT } from '../i18n/useT';
import { newLines } from './lineDiff';
import { terminalOutputs, type TerminalOutput } from './terminalOutputs';

function Terminal({ out, prev }: { out: TerminalOutput; prev: string | undefined }) {
  const fresh = useMemo(() => (prev === undefined ? [] : newLines(prev, out.text)), [prev, out.text]);
  const changed = fresh.some(Boolean);
  return (
    <section
      role="region"
      aria-label={out.name}
      className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-2 py-1 dark:border-slate-800">
        <h3 className="font-mono text-xs font-semibold">{out.name}</h3>
        {changed && (
          <span className="rounded bg-warn/25 px-1 text-[10px] font-semibold text-slate-800 dark:text-amber-200">
            <span aria-hidden="true">● </span>changed
          </span>
        )}
      </header>
      <pre className="term max-h-64 p-2" tabIndex={0}>
        <span className="text-slate-500">$ {out.command}</span>
        {'\n'}
        {out.text.split('\n').map((line, i) => (
          <span key={i} className={fresh[i] ? 'line-new block' : 'block'}>
            {fresh[i] && <span className="sr-only">new: </span>}
            {line || ' '}
          </span>
        ))}
      </pre>
    </section>
  );
}

/** The real command outputs at this moment, with what changed at this step highlighted. */
export function Terminals() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  // Deferred: the stage and playhead commit first; these panels follow without blocking a frame.
  const step = usePanelStep();
  const scenario = useAppStore((s) => s.scenario);
  const input = useMemo(() => toSimInput(scenario), [scenario]);
  const outs = useMemo(
    () => terminalOutputs(trace, step, input.startTime, input.node.ip),
    [trace, step, input],
  );
  const prev = useMemo(
    () => (step > 0 ? terminalOutputs(trace, step - 1, input.startTime, input.node.ip) : undefined),
    [trace, step, input],
  );
  return (
    <section
      aria-labelledby="terms-h"
      className="flex flex-col gap-2 [contain-intrinsic-size:auto_900px] [content-visibility:auto]"
    >
      <h2 id="terms-h" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t.terminals}
      </h2>
      <div className="grid grid-cols-1 gap-2 lg:grid-cols-2 2xl:grid-cols-3">
        {outs.map((o, i) => (
          <Terminal key={o.name} out={o} prev={prev?.[i]?.text} />
        ))}
      </div>
    </section>
  );
}
