import { memo, useContext } from 'react';
import { useT } from '../../i18n/useT';
import { STAGE_BUFFER_RX } from '../../layout';
import type { Box } from '../stageLayout';
import type { StageModel } from '../stageModel';
import { agentHeader } from './agentHeader';
import { MeasureContext } from './measureContext';
import { Line } from './svgText';
import { BoxRect } from './BoxRect';

/**
 * The cilium-agent: phase, watch and its reflector buffer. Memoized: most steps change neither the agent's
 * record nor its boxes (see stageCache).
 */
export const StageAgent = memo(function StageAgent(props: {
  a: StageModel['agent'];
  node: string;
  box: Box;
  buffer: Box[];
  font: number;
  small: number;
}) {
  const { a, box, font, small, buffer } = props;
  const t = useT();
  const measure = useContext(MeasureContext);
  const running = a.phase === 'running';
  return (
    <>
      <BoxRect
        box={box}
        rx={font * 0.4}
        className={`fill-transparent ${running ? 'stroke-info' : 'stroke-bad'} ${a.hot ? 'pulse' : ''}`}
        strokeWidth={running ? 1.2 : 2.5}
        strokeDasharray={running ? undefined : '6 3'}
      />
      <Line
        box={{ ...box, h: font * 1.3 }}
        font={font}
        className={`font-semibold ${running ? 'fill-current' : 'fill-bad-strong'}`}
      >
        {agentHeader(a, props.node, t, { agent: box, font }, measure)}
      </Line>
      <Line
        box={{ ...box, y: box.y + font * 1.3, h: font * 1 }}
        font={small}
        className={a.watch ? 'fill-ok-strong' : 'fill-bad-strong'}
      >
        {t.stageLabels.watch}: {a.watch ? `✓ ${t.status.connected}` : `✗ ${t.status.disconnected}`}
        <tspan className="fill-slate-600 dark:fill-slate-300">
          {' '}
          · {t.stageLabels.buffer}: {a.buffer.length ? '' : t.status.empty}
        </tspan>
      </Line>
      {buffer.map((b, i) => (
        <g key={a.buffer[i]}>
          <BoxRect box={b} rx={STAGE_BUFFER_RX} className="fill-warn/30 stroke-warn" />
          <Line box={b} font={small} mono inset={font * 0.25} className="fill-current">
            {a.buffer[i]}
          </Line>
        </g>
      ))}
      {a.buffer.length > buffer.length && (
        <Line
          box={{ ...box, y: box.y + font * 1.3, h: font }}
          font={small}
          align="end"
          className="fill-slate-600 dark:fill-slate-300"
        >
          +{a.buffer.length - buffer.length}
        </Line>
      )}
    </>
  );
});
