import { useT } from '../../i18n/useT';
import { formatSeconds } from '../../timeline/geometry';
import { shortAddr, shortService } from '../stageDemand';
import type { StageGeometry } from '../stageLayout';
import type { NodeCard } from '../stageNodes';
import { Line, Title } from './svgText';
import { BoxRect } from './BoxRect';

const countMark = (n: number | null) => (n === null ? '—' : n > 0 ? `✓ ${n}` : '✗ 0');

/**
 * Several nodes side by side, compact: each one's status (✓/✗ and a word, never colour alone), the victim
 * Service's key BPF entry with its backend count, and its ticker phase — the reason one broke and another
 * did not.
 */
export function StageNodes({ nodes, g }: { nodes: NodeCard[]; g: StageGeometry }) {
  const t = useT();
  const w = t.stageLabels;
  if (!nodes.length || !g.nodes.cards.length) return null;
  return (
    <g data-stage-nodes>
      <Title box={g.nodes.title} font={g.title}>
        {w.nodes}
      </Title>
      {nodes.map((n, i) => {
        const b = g.nodes.cards[i];
        if (!b) return null;
        const broken = n.broken !== null;
        const line = (k: number, h: number) => ({ ...b, y: b.y + g.font * (0.25 + k), h: g.font * h });
        const service = shortService(n.broken ?? n.row?.service ?? '');
        const status = broken
          ? w.nodeBrokenWhy.replace('{service}', service).replace('{t}', formatSeconds(n.since ?? 0))
          : n.row
            ? w.nodeHealthyWhy.replace('{service}', service)
            : '';
        const ticks = `  ${w.nodeTicks.replace('{ms}', String(n.tickerPhaseMs))}`;
        const above = n.detailed ? `  ↑ ${w.nodeShownAbove}` : '';
        return (
          <g key={n.name} data-node={n.name} data-broken={broken}>
            <title>{`${n.name}: ${broken ? w.nodeBroken : w.nodeHealthy}. ${status} (${n.broken ?? n.row?.service ?? ''})`}</title>
            <BoxRect
              box={b}
              rx={g.font * 0.4}
              className={broken ? 'fill-bad/10 stroke-bad' : 'fill-transparent stroke-slate-400'}
              strokeWidth={broken ? 2.5 : 1}
              strokeDasharray={broken ? '6 3' : undefined}
            />
            <Line
              box={line(0, 1.35)}
              font={g.font}
              className={`font-semibold ${broken ? 'fill-bad-strong' : 'fill-ok-strong'}`}
            >
              {broken ? `✗ ${w.nodeBroken}` : `✓ ${w.nodeHealthy}`}
              <tspan className="fill-current"> · {n.name}</tspan>
              <tspan className="fill-slate-600 font-normal dark:fill-slate-300" style={{ fontSize: g.small }}>
                {ticks}
              </tspan>
            </Line>
            {n.row && (
              <Line box={line(1.4, 1.4)} font={g.font} mono className="fill-current">
                {shortAddr(n.row.address)}
                <tspan
                  className={
                    n.row.count === null
                      ? 'fill-slate-500'
                      : n.row.count > 0
                        ? 'fill-ok-strong font-bold'
                        : 'fill-bad-strong font-bold'
                  }
                >
                  {`  ${w.bpfCol} ${countMark(n.row.count)}`}
                </tspan>
                <tspan className="fill-slate-600 dark:fill-slate-300" style={{ fontSize: g.small }}>
                  {above}
                </tspan>
              </Line>
            )}
            <Line
              box={line(2.85, 1.2)}
              font={g.small}
              className={broken ? 'fill-bad-strong' : 'fill-slate-600 dark:fill-slate-300'}
            >
              {status}
            </Line>
          </g>
        );
      })}
    </g>
  );
}
