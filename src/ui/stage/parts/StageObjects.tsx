import { memo, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { serviceDetail } from '../stageDemand';
import type { Box, StageGeometry } from '../stageLayout';
import type { ServiceCard, SliceCard, StageModel } from '../stageModel';
import { Line, More, selectable, Title } from './svgText';
import { BoxRect } from './BoxRect';

/** Two-line cards (page): name above detail. One-line cards (presentation): the name alone. */
const half = (b: Box, top: boolean, font: number): Box =>
  b.h < font * 2.4 ? b : top ? { ...b, h: b.h * 0.55 } : { ...b, y: b.y + b.h * 0.5, h: b.h * 0.5 };
const twoLines = (b: Box, font: number) => b.h >= font * 2.4;

type OnSelect = ((token: string | null) => void) | undefined;

interface CardProps<T> {
  s: T;
  b: Box;
  font: number;
  small: number;
  pressed: boolean;
  onSelect: OnSelect;
}

/**
 * One Service's card. Memoized: its record and box are the same objects at every step that does not change
 * them (see stageCache), so a step redraws only the cards it changed.
 */
const ServiceCardView = memo(function ServiceCardView(props: CardProps<ServiceCard>) {
  const { s, b, font, pressed } = props;
  return (
    <g {...selectable(s.key, pressed, props.onSelect)}>
      <title>{`${s.key} (${s.type}) ${serviceDetail(s)}`}</title>
      <BoxRect
        box={b}
        rx={font * 0.35}
        className={`fill-accent/10 ${s.hot ? 'stroke-warn pulse' : pressed ? 'stroke-info' : 'stroke-accent/60'}`}
        strokeWidth={s.hot || pressed ? 3 : 1.2}
      />
      <Line box={half(b, true, font)} font={font} mono className="fill-current font-semibold">
        {s.key}
      </Line>
      {twoLines(b, font) && (
        <Line
          box={half(b, false, font)}
          font={props.small}
          mono
          className="fill-slate-600 dark:fill-slate-300"
        >
          {s.type} {serviceDetail(s)}
        </Line>
      )}
    </g>
  );
});

/** One EndpointSlice's card (memoized as ServiceCardView). */
const SliceCardView = memo(function SliceCardView(props: CardProps<SliceCard>) {
  const { s, b, font } = props;
  const empty = !s.endpoints?.length;
  return (
    <g {...selectable(s.owner, props.pressed, props.onSelect)}>
      <title>{`${s.key} → ${s.owner}`}</title>
      <BoxRect
        box={b}
        rx={font * 0.35}
        className={`${empty ? 'fill-bad/15 stroke-bad' : 'fill-ok/10 stroke-ok/70'} ${s.hot ? 'pulse' : ''}`}
        strokeWidth={s.hot ? 3 : 1.2}
        strokeDasharray={empty ? '5 3' : undefined}
      />
      <Line box={half(b, true, font)} font={font} mono className="fill-current font-semibold">
        {twoLines(b, font) ? s.key : `${empty ? '✗' : '✓'} ${s.key}`}
      </Line>
      {twoLines(b, font) && (
        <Line
          box={half(b, false, font)}
          font={props.small}
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
});

/** A list's cards, each at its box: `token` is what selecting one selects. */
function cards<T extends { key: string }>(
  View: (p: CardProps<T>) => ReactNode,
  shown: T[],
  boxes: Box[],
  g: StageGeometry,
  token: (t: T) => string,
  selected: string | null,
  onSelect: OnSelect,
) {
  return shown.map((s, i) => {
    const b = boxes[i];
    return b ? (
      <View
        key={s.key}
        s={s}
        b={b}
        font={g.font}
        small={g.small}
        pressed={selected === token(s)}
        onSelect={onSelect}
      />
    ) : null;
  });
}

/** The Services and EndpointSlices as the apiserver stores them. */
export function StageObjects(props: {
  m: StageModel;
  g: StageGeometry;
  selected: string | null;
  onSelect?: OnSelect;
}) {
  const { m, g, selected, onSelect } = props;
  const t = useT();
  return (
    <g>
      <Title box={g.services.title} font={g.title}>
        {t.stageLabels.services}
      </Title>
      {cards(ServiceCardView, m.services.shown, g.services.cards, g, (s) => s.key, selected, onSelect)}
      <More box={g.services.more} font={g.small} n={m.services.hidden} label={t.stageLabels.more} />
      <Title box={g.slices.title} font={g.title}>
        {t.stageLabels.slices}
      </Title>
      {cards(SliceCardView, m.slices.shown, g.slices.cards, g, (s) => s.owner, selected, onSelect)}
      <More box={g.slices.more} font={g.small} n={m.slices.hidden} label={t.stageLabels.more} />
    </g>
  );
}
