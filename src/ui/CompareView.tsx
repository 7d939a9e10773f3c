import { useMemo } from 'react';
import { stepIndexAt } from '../model/render/collect';
import { renderBpfLbList } from '../model/render/bpfLbList';
import { selectRuns, useAppStore } from '../store/appStore';
import { CompareNarration } from './CompareNarration';
import { useT } from './i18n/useT';
import { KeyInspector } from './panels/KeyInspector';
import { Stage } from './stage/Stage';

/** Two columns: the first, its padding, then the rest (from the first run of two or more spaces). */
const COLUMNS = /^(\S.*?\s{2,})(\S.*)$/;

/**
 * An output's lines, each a block whose second column stays whole: on a phone the backend column (count,
 * slot, flags) moves under the address, indented, when the line is wider than the screen, instead of being
 * cut off at the screen's edge behind a sideways scroll.
 */
export function columnLines(text: string) {
  return text.split('\n').map((line, i) => {
    const m = COLUMNS.exec(line);
    return (
      <span key={i} className="block max-sm:pl-[2ch] max-sm:-indent-[2ch]">
        {m ? (
          <>
            {m[1]}
            <span className="inline-block indent-0">{m[2]}</span>
          </>
        ) : (
          line || ' '
        )}
      </span>
    );
  });
}

/** Buggy and fixed runs side by side at the same moment. */
export function CompareView() {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const time = useAppStore((s) => s.time);
  const step = useAppStore((s) => s.step);
  const fixedIndex = useMemo(() => Math.max(0, stepIndexAt(runs.traces.fixed, time)), [runs, time]);
  const cols = [
    { id: 'buggy', label: `✗ ${t.compareBuggy}`, trace: runs.traces.buggy, index: step },
    { id: 'fixed', label: `✓ ${t.compareFixed}`, trace: runs.traces.fixed, index: fixedIndex },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      <div className="sticky top-0 z-10 xl:col-span-2">
        <CompareNarration buggyIndex={step} fixedIndex={fixedIndex} />
      </div>
      {cols.map((c) => (
        <section
          key={c.id}
          aria-label={c.label}
          className={`rounded-lg border-2 p-2 ${c.id === 'buggy' ? 'border-bad/60' : 'border-ok/60'}`}
        >
          <Stage trace={c.trace} index={c.index} scenario={runs.scenario} label={c.label} />
          <section
            role="region"
            aria-label={`cilium bpf lb list${t.terminal.compareBpf[c.id]}`}
            className="mt-2"
          >
            {/* It scrolls: a tab stop, so the keyboard can scroll it too. */}
            <pre
              tabIndex={0}
              className="term max-h-48 rounded max-sm:max-h-72 bg-slate-100 p-2 max-sm:whitespace-pre-wrap! dark:bg-slate-900"
            >
              {columnLines(renderBpfLbList(c.trace.steps[c.index]!.state))}
            </pre>
          </section>
        </section>
      ))}
      <div className="xl:col-span-2">
        <KeyInspector />
      </div>
    </div>
  );
}
