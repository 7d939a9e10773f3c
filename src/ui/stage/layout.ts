import { scaleBand } from 'd3-scale';

export const W = 1000;
export const MAX_ROWS = 6;

/** D3 computes where everything on the stage sits; components only read these numbers. */
export function stageLayout(rows: {
  services: number;
  slices: number;
  frontends: number;
  backends: number;
  bpf: number;
}) {
  const cap = (n: number) => Math.min(n, MAX_ROWS) + (n > MAX_ROWS ? 1 : 0);
  const col = scaleBand<string>()
    .domain(['cp', 'objects', 'node'])
    .range([10, W - 10])
    .paddingInner(0.03);
  const cp = { x: 10, w: 170 };
  const objects = { x: 192, w: 220 };
  const node = { x: 424, w: W - 434 };
  const rowH = 30;
  const svcTop = 40;
  const svcH = cap(rows.services) * rowH;
  const sliceTop = svcTop + svcH + 34;
  const sliceH = cap(rows.slices) * rowH;
  const inner = { x: node.x + 12, w: node.w - 24 };
  const left = { x: inner.x, w: inner.w * 0.56 };
  const right = { x: inner.x + inner.w * 0.58, w: inner.w * 0.42 };
  const agentTop = 60;
  const feTop = agentTop + 70;
  const feH = cap(rows.frontends) * 22 + 24;
  const beTop = feTop + feH + 14;
  const beH = cap(rows.backends) * 30 + 24;
  const bpfTop = feTop;
  const bpfH = cap(rows.bpf) * 22 + 24;
  const clientTop = bpfTop + bpfH + 14;
  const nodeH = Math.max(beTop + beH, clientTop + 70) + 10 - 20;
  const height = Math.max(sliceTop + sliceH + 10, 20 + nodeH + 10, 470);
  return {
    col,
    cp,
    objects,
    node: { ...node, y: 20, h: height - 30 },
    svc: { top: svcTop, rowH },
    slice: { top: sliceTop, rowH },
    agent: { top: agentTop, x: inner.x, w: inner.w },
    fe: { top: feTop, ...left },
    be: { top: beTop, ...left },
    bpf: { top: bpfTop, ...right },
    client: { top: clientTop, ...right },
    height,
  };
}

export type StageLayout = ReturnType<typeof stageLayout>;

/** Shortens text to fit roughly `n` characters. */
export function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
