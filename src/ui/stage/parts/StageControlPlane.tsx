import { memo } from 'react';
import { useT } from '../../i18n/useT';
import { cpChipTexts } from '../stageDemand';
import type { Box, StageGeometry } from '../stageLayout';
import type { StageModel } from '../stageModel';
import { Line, Title } from './svgText';
import { BoxRect } from './BoxRect';

/** One chip of the strip (memoized: a step redraws only the chips whose state or box it changed). */
const CpChip = memo(function CpChip(props: {
  b: Box;
  font: number;
  ok: boolean;
  hot: boolean;
  title: string;
  text: string;
}) {
  const { b, font, ok, hot } = props;
  return (
    <g>
      <title>{props.title}</title>
      <BoxRect
        box={b}
        rx={font * 0.35}
        className={`${ok ? 'fill-ok/15 stroke-ok' : 'fill-bad/10 stroke-bad'} ${hot ? 'pulse' : ''}`}
        strokeWidth={hot ? 3 : 1.2}
        strokeDasharray={ok ? undefined : '5 3'}
      />
      <Line box={b} font={font} mono className={ok ? 'fill-current' : 'fill-bad-strong font-semibold'}>
        {props.text}
      </Line>
    </g>
  );
});

/** apiserver replicas, the shared etcd lease, the cloud service-controller and the cloud LB, as chips. */
export function StageControlPlane({ m, g }: { m: StageModel; g: StageGeometry }) {
  const t = useT();
  const texts = cpChipTexts(m, t.stageLabels);
  const kinds = [
    ...m.replicas.map((r) => ({
      ok: r.up,
      hot: r.hot,
      title: `${r.name}: ${r.up ? t.status.running : t.status.stopped}`,
    })),
    ...(m.lease
      ? [
          {
            ok: m.lease.present,
            hot: m.lease.hot,
            title: `${m.lease.key}: ${m.lease.present ? t.status.present : t.status.gone}`,
          },
        ]
      : []),
    ...(m.serviceController
      ? [
          {
            ok: m.serviceController.connected,
            hot: m.serviceController.hot,
            title: `${t.stageLabels.serviceController}: ${t.stageLabels.watch} ${m.serviceController.connected ? t.status.connected : t.status.disconnected}`,
          },
        ]
      : []),
    ...(m.cloudLb.length
      ? [{ ok: true, hot: false, title: `${t.stageLabels.cloudLb}: ${m.cloudLb.join(', ')}` }]
      : []),
  ];
  return (
    <g>
      <Title box={g.cp.title} font={g.title}>
        {m.replicas.length ? t.stageLabels.controlPlane : t.stageLabels.noControlPlane}
      </Title>
      {g.cp.chips.map((b, i) => {
        const k = kinds[i]!;
        return <CpChip key={i} b={b} font={g.font} ok={k.ok} hot={k.hot} title={k.title} text={texts[i]!} />;
      })}
    </g>
  );
}
