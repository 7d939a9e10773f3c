import { useMemo, useRef } from 'react';
import type { Trace } from '../../model/trace';
import { toSimInput } from '../../scenario/toSimInput';
import type { ScenarioV1 } from '../../scenario/types';
import { lineMatches } from '../../scenario/lineMatch';
import { terminalOutputs } from '../panels/terminalOutputs';
import { useElementSize } from '../useElementSize';

/** One command output, projected: sized so its longest line fits the width (18–32 px), changes marked. */
export function PresentOutput({
  name,
  trace,
  index,
  scenario,
  marked = [],
}: {
  name: string;
  /** Fragments of the lines the beat's caption names: those lines are highlighted. */
  marked?: readonly string[];
  trace: Trace;
  index: number;
  scenario: ScenarioV1;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref);
  const input = useMemo(() => toSimInput(scenario), [scenario]);
  const outs = terminalOutputs(trace, index, input.startTime, input.node.ip);
  const i = Math.max(
    0,
    outs.findIndex((o) => o.name === name),
  );
  const out = outs[i]!;
  const lines = out.lines.slice(-24);
  // Long log lines wrap; tables size their font to their longest line.
  const longest = Math.max(20, ...lines.map((l) => (l.text.length > 140 ? 0 : l.text.length)));
  const font = Math.max(18, Math.min(32, (size.width - 32) / (longest * 0.6)));
  return (
    <section
      ref={ref}
      role="region"
      aria-label={out.name}
      data-output={out.name}
      className="flex h-full min-h-0 flex-col"
    >
      <h2 className="mb-2 font-mono text-[clamp(18px,1.6cqw,30px)] text-slate-300">$ {out.command}</h2>
      {/* A log is bottom-aligned: when wrapped lines overflow, the oldest are cut, never the newest (the errors). */}
      <pre
        className={`flex min-h-0 flex-1 flex-col overflow-hidden font-mono leading-snug whitespace-pre-wrap ${out.follow ? 'justify-end' : ''}`}
        style={{ fontSize: font }}
      >
        {lines.map((l, k) => {
          const named = l.kind !== 'del' && lineMatches(l.text, marked);
          return (
            <span
              key={k}
              data-line
              data-removed={l.kind === 'del' || undefined}
              data-beat-line={named || undefined}
              className={`block shrink-0 [overflow-wrap:anywhere] ${l.kind === 'add' ? 'line-new' : l.kind === 'del' ? 'line-gone' : ''} ${named ? 'line-tour' : ''}`}
            >
              {l.text || ' '}
            </span>
          );
        })}
      </pre>
    </section>
  );
}
