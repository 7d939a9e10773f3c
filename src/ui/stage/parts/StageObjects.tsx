import { useT } from '../../i18n/useT';
import { serviceDetail } from '../stageDemand';
import type { Box, StageGeometry } from '../stageLayout';
import type { StageModel } from '../stageModel';
import { Line, More, selectable, Title } from './svgText';

/** Two-line cards (page): name above detail. One-line cards (presentation): the name alone. */
const half = (b: Box, top: boolean, font: number): Box =>
  b.h < font * 2.4 ? b : top ? { ...b, h: b.h * 0.55 } : { ...b, y: b.y + b.h * 0.5, h: b.h * 0.5 };
const twoLines = (b: Box, font: number) => b.h >= font * 2.4;

/** The Services and EndpointSlices as the apiserver stores them. */
export function StageObjects(props: {
  m: StageModel;
  g: StageGeometry;
  selected: string | null;
  onSelect?: ((token: string | null) => void) | undefined;
}) {
  const { m, g, selected, onSelect } = props;
  const t = useT();
  return (
    <g>
      <Title box={g.services.title} font={g.title}>
        {t.stageLabels.services}
      </Title>
      {m.services.shown.map((s, i) => {
        const b = g.services.cards[i];
        if (!b) return null;
        return (
          <g key={s.key} {...selectable(s.key, selected, onSelect)}>
            <title>{`${s.key} (${s.type}) ${serviceDetail(s)}`}</title>
            <rect
              x={b.x}
              y={b.y}
              width={b.w}
              height={b.h}
              rx={g.font * 0.35}
              className={`fill-accent/10 ${s.hot ? 'stroke-warn pulse' : selected === s.key ? 'stroke-info' : 'stroke-accent/60'}`}
              strokeWidth={s.hot || selected === s.key ? 3 : 1.2}
            />
            <Line box={half(b, true, g.font)} font={g.font} mono className="fill-current font-semibold">
              {s.key}
            </Line>
            {twoLines(b, g.font) && (
              <Line
                box={half(b, false, g.font)}
                font={g.small}
                mono
                className="fill-slate-600 dark:fill-slate-300"
              >
                {s.type} {serviceDetail(s)}
              </Line>
            )}
          </g>
        );
      })}
      <More box={g.services.more} font={g.small} n={m.services.hidden} label={t.stageLabels.more} />
      <Title box={g.slices.title} font={g.title}>
        {t.stageLabels.slices}
      </Title>
      {m.slices.shown.map((s, i) => {
        const b = g.slices.cards[i];
        if (!b) return null;
        const empty = !s.endpoints?.length;
        return (
          <g key={s.key} {...selectable(s.owner, selected, onSelect)}>
            <title>{`${s.key} → ${s.owner}`}</title>
            <rect
              x={b.x}
              y={b.y}
              width={b.w}
              height={b.h}
              rx={g.font * 0.35}
              className={`${empty ? 'fill-bad/15 stroke-bad' : 'fill-ok/10 stroke-ok/70'} ${s.hot ? 'pulse' : ''}`}
              strokeWidth={s.hot ? 3 : 1.2}
              strokeDasharray={empty ? '5 3' : undefined}
            />
            <Line box={half(b, true, g.font)} font={g.font} mono className="fill-current font-semibold">
              {twoLines(b, g.font) ? s.key : `${empty ? '✗' : '✓'} ${s.key}`}
            </Line>
            {twoLines(b, g.font) && (
              <Line
                box={half(b, false, g.font)}
                font={g.small}
                mono
                className={empty ? 'fill-bad-strong font-bold' : 'fill-slate-600 dark:fill-slate-300'}
              >
                {s.endpoints === null
                  ? '✗ endpoints: null'
                  : empty
                    ? '✗ endpoints: []'
                    : `✓ ${s.endpoints.join(', ')}`}
              </Line>
            )}
          </g>
        );
      })}
      <More box={g.slices.more} font={g.small} n={m.slices.hidden} label={t.stageLabels.more} />
    </g>
  );
}
