import { memo } from 'react';
import { useT } from '../../i18n/useT';
import { backendTitle, chipTag, stageWords } from '../stageDemand';
import type { StageGeometry } from '../stageLayout';
import type { BackendCard, Listed } from '../stageModel';
import { Line, More, Title } from './svgText';
import { BoxRect } from './BoxRect';

type CardBoxes = StageGeometry['backends']['cards'][number];

/**
 * One backend address and its instances, one chip per Service. Memoized: an unchanged card keeps its record
 * and boxes (see stageCache), so a step redraws only the cards it changed.
 */
const BackendChips = memo(function BackendChips(props: {
  c: BackendCard;
  card: CardBoxes;
  font: number;
  chip: number;
  small: number;
}) {
  const { c, card, font } = props;
  const t = useT();
  const b = card.box;
  return (
    <g>
      <BoxRect
        box={b}
        rx={font * 0.3}
        className={`fill-transparent ${c.released ? 'stroke-bad pulse' : 'stroke-slate-400'}`}
        strokeWidth={c.released ? 2.5 : 1}
        strokeDasharray={c.rowDeleted ? '5 3' : undefined}
      />
      <Line box={{ ...b, h: font * 1.65 }} font={font} mono className="fill-current">
        {backendTitle(c.address, c.rowDeleted, t.release)}
      </Line>
      {c.chips.map((chip, k) => {
        const box = card.chips[k];
        if (!box) return null;
        const gone = chip.state === 'removed' || chip.state === 'collateral' || chip.state === 'ghost';
        const cls =
          chip.state === 'collateral'
            ? 'fill-bad/20 stroke-bad'
            : chip.state === 'ghost'
              ? 'fill-transparent stroke-bad'
              : chip.state === 'removed'
                ? 'fill-slate-400/15 stroke-slate-400'
                : chip.state === 'spared'
                  ? 'fill-ok/25 stroke-ok'
                  : 'fill-ok/10 stroke-ok/70';
        const tag = chipTag(chip, stageWords(t));
        const tagBox = { ...box, y: box.y + box.h + 1, h: font * 0.95 };
        return (
          <g key={chip.service} data-chip={chip.service}>
            <BoxRect box={box} rx={font * 0.25} className={cls} strokeDasharray={gone ? '4 2' : undefined} />
            <Line box={box} font={props.chip} mono className={gone ? 'fill-bad-strong' : 'fill-current'}>
              {gone ? '✗ ' : '✓ '}
              {chip.prefixBytes ? (
                <>
                  <tspan className="font-bold" textDecoration="underline">
                    {chip.service.slice(0, chip.prefixBytes)}
                  </tspan>
                  {chip.service.slice(chip.prefixBytes)}
                </>
              ) : (
                chip.service
              )}
            </Line>
            {tag && k === c.chips.length - 1 && (
              <Line
                box={tagBox}
                font={props.small}
                className={
                  chip.state === 'spared' ? 'fill-ok-strong font-semibold' : 'fill-bad-strong font-semibold'
                }
              >
                {tag}
              </Line>
            )}
          </g>
        );
      })}
    </g>
  );
});

/** The agent's backends table (instances): one card per address, one chip per Service instance. */
export function StageBackends({ backends, g }: { backends: Listed<BackendCard>; g: StageGeometry }) {
  const t = useT();
  const gb = g.backends;
  return (
    <>
      <Title box={gb.title} font={g.title}>
        {t.stageLabels.backends}
      </Title>
      {backends.shown.length === 0 && gb.empty.h > 0 && (
        <Line box={gb.empty} font={g.small} inset={0} className="fill-slate-600 dark:fill-slate-300">
          {t.status.empty}
        </Line>
      )}
      {backends.shown.map((cb, i) => {
        const card = gb.cards[i];
        return card ? (
          <BackendChips key={cb.address} c={cb} card={card} font={g.font} chip={g.chip} small={g.small} />
        ) : null;
      })}
      <More box={gb.more} font={g.small} n={backends.hidden} label={t.stageLabels.more} />
    </>
  );
}
