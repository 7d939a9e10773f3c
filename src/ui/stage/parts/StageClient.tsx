import { memo } from 'react';
import { useT } from '../../i18n/useT';
import { formatSeconds } from '../../timeline/geometry';
import { clientLine } from '../stageDemand';
import type { Box } from '../stageLayout';
import type { StageModel } from '../stageModel';
import { Line, Title } from './svgText';
import { BoxRect } from './BoxRect';

/**
 * A process on the node and its last connect: one line in presentation, a titled box on the page. Memoized:
 * it changes only at a connect (see stageCache).
 */
export const StageClient = memo(function StageClient(props: {
  client: StageModel['client'];
  cl: Box;
  font: number;
  mark: number;
  small: number;
  titleFont: number;
}) {
  const { client, cl, font, small } = props;
  const t = useT();
  const c = client.connect;
  // The last connect keeps its colour only at its own step; later it is history (its time says when).
  const resultClass = c?.result === 'ok' ? 'fill-ok-strong font-bold' : 'fill-bad-strong font-bold';
  const line = (i: number, h = 1.25): Box => ({
    x: cl.x,
    y: cl.y + font * (0.4 + i * h),
    w: cl.w,
    h: font * h,
  });
  const ok = c?.result === 'ok';
  // The client's frame, in the one-line and the three-line layout (corner radius in font units).
  const clientBox = (rx: number) => (
    <BoxRect
      box={cl}
      rx={font * rx}
      className={`${c && !ok ? 'fill-bad/10 stroke-bad' : 'fill-transparent stroke-slate-400'} ${client.hot ? 'pulse' : ''}`}
      strokeWidth={client.hot ? 3 : 1.2}
    />
  );
  return cl.h < font * 3 ? (
    <g data-client="">
      <title>{t.stageLabels.client}</title>
      {clientBox(0.3)}
      <Line
        box={cl}
        font={props.mark}
        mono
        className={!c || !client.now ? 'fill-slate-600 dark:fill-slate-300' : resultClass}
      >
        {c ? (ok ? `✓ ${t.status.ok}` : `✗ ${c.result}`) : '—'}
        <tspan style={{ fontSize: small }} className="fill-current font-normal">
          {c ? `  ${clientLine(c.to, c.client)}` : `  ${t.stageLabels.noConnect}`}
        </tspan>
      </Line>
    </g>
  ) : (
    <>
      <Title box={{ ...cl, y: cl.y - font * 1.55, h: font * 1.55 }} font={props.titleFont}>
        {t.stageLabels.client}
      </Title>
      {clientBox(0.4)}
      {c ? (
        <>
          <Line box={line(0)} font={small} mono className="fill-current">
            {clientLine(c.to, c.client)}
          </Line>
          <Line
            box={line(1, 1.6)}
            font={props.mark}
            mono
            className={client.now ? resultClass : 'fill-slate-600 font-bold dark:fill-slate-300'}
          >
            {ok ? `✓ ${t.status.ok}` : `✗ ${c.result}`}
            <tspan style={{ fontSize: small }} className="fill-slate-600 font-normal dark:fill-slate-300">
              {`  ${formatSeconds(c.at)}`}
            </tspan>
          </Line>
          <Line box={line(2.75, 1.1)} font={small} className="fill-slate-600 dark:fill-slate-300">
            {t.causes[c.cause]}
          </Line>
        </>
      ) : (
        <Line box={line(1)} font={small} className="fill-slate-600 dark:fill-slate-300">
          {t.stageLabels.noConnect}
        </Line>
      )}
    </>
  );
});
