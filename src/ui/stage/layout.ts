export const W = 1000;
export const MAX_ROWS = 6;

/** Rows shown for a list of n items: at most MAX_ROWS, plus one "+N more" line. */
const shown = (n: number) => Math.min(n, MAX_ROWS) + (n > MAX_ROWS ? 1 : 0);

/**
 * Where everything on the stage sits (SVG user units, 1000 wide). Components only read these numbers; the
 * data flow reads left to right: control plane → objects → node.
 */
export function stageLayout(rows: {
  replicas: number;
  services: number;
  slices: number;
  frontends: number;
  backendRows: number;
  backendChips: number;
  bpf: number;
}) {
  const cp = { x: 10, w: 165 };
  const objects = { x: 188, w: 240 };
  const node = { x: 440, w: W - 450 };
  const inner = { x: node.x + 12, w: node.w - 24 };
  const left = { x: inner.x, w: 298 };
  const right = { x: inner.x + 310, w: inner.w - 310 };
  const svcRow = 38;
  const svcTop = 46;
  const sliceTop = svcTop + shown(rows.services) * svcRow + 36;
  const agentTop = 62;
  // the agent box spans agentTop-16 … agentTop+48
  const agentH = 64;
  const feTop = agentTop + agentH + 40;
  const feRow = 24;
  const beTop = feTop + Math.max(1, shown(rows.frontends)) * feRow + 34;
  const beH =
    Math.max(1, Math.min(rows.backendRows, MAX_ROWS)) * 24 +
    Math.min(rows.backendChips, MAX_ROWS * 3) * 18 +
    8;
  const bpfTop = feTop;
  const clientTop = bpfTop + Math.max(1, shown(rows.bpf)) * feRow + 24;
  const cpBottom = 46 + Math.max(1, rows.replicas) * 32 + 40 + 70 + 64 + 60;
  const nodeBottom = Math.max(beTop + beH, clientTop + 84) + 12;
  const height = Math.max(sliceTop + shown(rows.slices) * svcRow + 10, nodeBottom + 10, cpBottom, 380);
  return {
    cp,
    objects,
    node: { ...node, y: 20, h: height - 28 },
    svc: { top: svcTop, rowH: svcRow },
    slice: { top: sliceTop, rowH: svcRow },
    agent: { top: agentTop, h: agentH, ...inner },
    fe: { top: feTop, rowH: feRow, ...left },
    be: { top: beTop, ...left },
    bpf: { top: bpfTop, rowH: feRow, ...right },
    client: { top: clientTop, ...right },
    height,
  };
}

export type StageLayout = ReturnType<typeof stageLayout>;

/** Shortens text to fit roughly `n` characters. */
export function clip(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
