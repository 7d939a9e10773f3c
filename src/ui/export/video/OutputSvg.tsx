import type { Trace } from '../../../model/trace';
import { toSimInput } from '../../../scenario/toSimInput';
import type { ScenarioV1 } from '../../../scenario/types';
import { terminalOutputs } from '../../panels/terminalOutputs';
import type { Box } from '../../stage/stageLayout';

/**
 * One command output in a video frame (a talk beat that focuses on it), as presentation mode shows it: the
 * command, then the last lines, sized so the longest fits; lines new at this step marked, removed ones struck.
 */
export function OutputSvg(props: {
  name: string;
  trace: Trace;
  index: number;
  scenario: ScenarioV1;
  box: Box;
}) {
  const { trace, index, box } = props;
  const input = toSimInput(props.scenario);
  const outs = terminalOutputs(trace, index, input.startTime, input.node.ip);
  const i = Math.max(
    0,
    outs.findIndex((o) => o.name === props.name),
  );
  const out = outs[i]!;
  const u = box.h / 560;
  const all = out.lines;
  const longest = Math.max(30, ...all.map((l) => Math.min(l.text.length, 160)));
  let font = Math.max(12, Math.min(26 * u, box.w / (longest * 0.62)));
  const head = font * 0.85;
  const room = Math.floor((box.h - head * 2) / (font * 1.35));
  const lines = all.slice(-Math.max(1, room));
  font = Math.min(font, (box.h - head * 2) / (lines.length * 1.35));
  const fit = Math.floor(box.w / (font * 0.6));
  return (
    <g>
      <text
        x={box.x}
        y={box.y + head}
        style={{ fontSize: head }}
        className="font-mono fill-slate-600 dark:fill-slate-300"
      >
        $ {out.command}
      </text>
      {lines.map((l, k) => {
        const y = box.y + head * 1.8 + k * font * 1.35;
        const text = l.text.length > fit ? `${l.text.slice(0, fit - 1)}…` : l.text;
        return (
          <g key={k}>
            {l.kind === 'add' && (
              <rect x={box.x - 6} y={y} width={box.w + 12} height={font * 1.35} className="fill-warn/25" />
            )}
            <text
              x={box.x}
              y={y + font}
              style={{ fontSize: font }}
              xmlSpace="preserve"
              className={`font-mono ${l.kind === 'del' ? 'fill-slate-500 dark:fill-slate-400' : 'fill-current'}`}
              {...(l.kind === 'del' ? { textDecoration: 'line-through' } : {})}
            >
              {text || ' '}
            </text>
          </g>
        );
      })}
    </g>
  );
}
