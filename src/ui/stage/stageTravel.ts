import type { Trace } from '../../model/trace';
import { stepFocus } from '../../scenario/story/focus';
import type { Box, StageGeometry } from './stageLayout';
import type { StageModel } from './stageModel';

export interface Point {
  x: number;
  y: number;
}

/** Something travelling at one step: from, to, and whether it is bad news (a cleared slice, a failed connect). */
export interface Travel {
  from: Point;
  to: Point;
  bad: boolean;
}

const mid = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** Where something travels at this step (a watch event, a slice write, a connect), if anything does. */
export function stageTravel(
  trace: Trace,
  index: number,
  m: StageModel,
  g: StageGeometry,
): Travel | undefined {
  const step = trace.steps[index]!;
  const f = stepFocus(step);
  const cardOf = (keys: string[], list: { key: string }[], boxes: Box[]) => {
    const i = list.findIndex((x) => keys.includes(x.key));
    return i >= 0 ? boxes[i] : undefined;
  };
  if (step.kind === 'watchEvent') {
    const from =
      cardOf(f.services, m.services.shown, g.services.cards) ??
      cardOf(f.slices, m.slices.shown, g.slices.cards);
    if (from)
      return {
        from: { x: from.x + from.w, y: from.y + from.h / 2 },
        to: mid(g.buffer[0] ?? g.agent),
        bad: false,
      };
  }
  if (step.kind === 'sliceCleared' || step.kind === 'sliceRestored') {
    const i = m.replicas.findIndex((r) => r.name === step.replica);
    const from = g.cp.chips[i];
    const to = cardOf([step.slice], m.slices.shown, g.slices.cards);
    if (from && to)
      return { from: mid(from), to: { x: to.x + 8, y: to.y + to.h / 2 }, bad: step.kind === 'sliceCleared' };
  }
  if (step.kind === 'connect' && step.by === 'client') {
    const i = m.table.shown.findIndex((r) => r.address === step.connect.to);
    const row = g.table.rows[i] ?? g.table.title;
    const to = { x: row.x + row.w, y: row.y + row.h / 2 };
    // A narrow stage puts the client under the table: a curve from its left edge would cross every row's counts
    // on its way up. It leaves from the client's right edge instead and climbs in the node's margin, right of
    // the rows, to the row's end.
    const under = g.client.y >= row.y + row.h && g.client.x + g.client.w >= to.x;
    const margin = Math.max(0, g.node.x + g.node.w - to.x) / 2;
    return {
      from: under
        ? { x: to.x + margin, y: g.client.y + g.client.h / 2 }
        : { x: g.client.x, y: g.client.y + g.client.h / 2 },
      to,
      bad: step.connect.result !== 'ok',
    };
  }
  return undefined;
}

/** The travel's curve: a cubic that leaves and arrives horizontally. */
export function travelPath({ from, to }: Travel): string {
  const mx = (from.x + to.x) / 2;
  return `M ${from.x} ${from.y} C ${mx} ${from.y}, ${mx} ${to.y}, ${to.x} ${to.y}`;
}

/** The point a fraction `f` (0…1) along the travel's curve (exports draw the packet frame by frame). */
export function travelPoint({ from, to }: Travel, f: number): Point {
  const mx = (from.x + to.x) / 2;
  const u = 1 - f;
  const bez = (a: number, b: number, c: number, d: number) =>
    u * u * u * a + 3 * u * u * f * b + 3 * u * f * f * c + f * f * f * d;
  return { x: bez(from.x, mx, mx, to.x), y: bez(from.y, from.y, to.y, to.y) };
}
