import { columns, type StageDemand } from './stageLayout';
import { STAGE_UNITS } from '../layout';
import type { BackendChip, StageModel } from './stageModel';
import type { Messages } from '../i18n/en';

/** The stage shows addresses without `/TCP` (the command outputs show them exactly). */
export const shortAddr = (a: string) => (a.endsWith('/TCP') ? a.slice(0, -4) : a);

/** What a table row's address cell says: the address, and `+N` for the node-address entries folded into it. */
export const rowAddress = (r: { address: string; atNode: readonly string[] }) =>
  r.atNode.length ? `${shortAddr(r.address)} +${r.atNode.length}` : shortAddr(r.address);

/** A Service in a compact node card: the namespace is left out for `default` (as kubectl does). */
export const shortService = (key: string) => (key.startsWith('default/') ? key.slice(8) : key);

/** Localised words inside the stage's chips and cards whose widths decide the layout's widths. */
export interface ChipWords {
  lease: string;
  serviceController: string;
  cloudLb: string;
  /** After a backend's address when its row was deleted (its card's first line). */
  rowDeleted: string;
  /** The tag lines under a chip: taken by the prefix match, kept (fixed key), taken earlier (`{at}`: seconds). */
  prefixMatch: string;
  kept: string;
  ghost: string;
}

/** The tag line under a backend card's last chip, if it carries one. */
export function chipTag(
  chip: BackendChip,
  w: Pick<ChipWords, 'ghost' | 'prefixMatch' | 'kept'>,
): string | null {
  switch (chip.state) {
    case 'collateral':
      return `↑ ${w.prefixMatch}`;
    case 'spared':
      return `↑ ${w.kept}`;
    case 'ghost':
      return `↑ ${w.ghost.replace('{at}', ((chip.releasedAt ?? 0) / 1000).toFixed(1))}`;
    default:
      return null;
  }
}

/** The localised words the stage's layout measures (see ChipWords). */
export const stageWords = (t: Messages): ChipWords => ({
  lease: t.stageLabels.lease,
  serviceController: t.stageLabels.serviceController,
  cloudLb: t.stageLabels.cloudLb,
  rowDeleted: t.release.rowDeleted,
  prefixMatch: t.release.prefixMatch,
  kept: t.release.kept,
  ghost: t.release.ghost,
});

/** The client's line naming where it connects (the same in every language). */
export const clientLine = (to: string, client?: string) =>
  client === 'cilium-agent' ? `cilium-agent → ${shortAddr(to)}` : `connect ${shortAddr(to)}`;

/** A backend card's first line (its address, and the mark when its row was deleted). */
export const backendTitle = (address: string, rowDeleted: boolean, w: Pick<ChipWords, 'rowDeleted'>) =>
  `${shortAddr(address)}${rowDeleted ? `  ✗ ${w.rowDeleted}` : ''}`;

/** The texts of the control-plane chips, in order: replicas, lease, service-controller, cloud LB. */
export function cpChipTexts(
  m: StageModel,
  w: Pick<ChipWords, 'lease' | 'serviceController' | 'cloudLb'>,
): string[] {
  const out = m.replicas.map((r) => `${r.up ? '✓' : '✗'} ${r.name}`);
  if (m.lease) out.push(`${w.lease} ${m.lease.key.split('/').at(-1)} ${m.lease.present ? '✓' : '✗'}`);
  if (m.serviceController) out.push(`${w.serviceController} ${m.serviceController.connected ? '✓' : '✗'}`);
  if (m.cloudLb.length)
    out.push(`${w.cloudLb} ${m.cloudLb[0]}${m.cloudLb.length > 1 ? ` +${m.cloudLb.length - 1}` : ''}`);
  return out;
}

/** One line of detail under a Service's name. */
export const serviceDetail = (s: { clusterIP: string; lbIPs: string[] }) =>
  `${s.clusterIP}${s.lbIPs.length ? ` · LB ${s.lbIPs.join(', ')}` : ''}`;

/** What the layout must make room for, from a model that holds every row. */
export function stageDemand(m: StageModel, w: ChipWords): StageDemand {
  const names = [...m.services.shown.map((s) => s.key), ...m.slices.shown.map((s) => s.key)];
  const details = [
    ...m.services.shown.map(serviceDetail),
    ...m.slices.shown.map((s) => `✓ ${(s.endpoints ?? []).join(', ')}`),
  ];
  // A chip's column is as wide as its name, and as its tag line when it carries one (chars.tag: the layout
  // scales it as each mode draws tags).
  const chips = m.backends.shown.flatMap((b) => b.chips.map((c) => columns(c.service) + 2));
  const tags = m.backends.shown.flatMap((b) =>
    b.chips.flatMap((c) => {
      const tag = chipTag(c, w);
      return tag ? [columns(tag)] : [];
    }),
  );
  const addrs = [
    // A pending frontend's "… " before its count reaches back into the address column (at the marks' size).
    ...m.table.shown.map(
      (r) => columns(rowAddress(r)) + (r.status === 'Pending' ? 2 * STAGE_UNITS.markScale : 0),
    ),
    ...m.backends.shown.map((b) => columns(shortAddr(b.address)) + 4),
  ];
  const max = (xs: number[], floor: number) => Math.max(floor, ...xs);
  return {
    cpChips: cpChipTexts(m, w),
    services: m.services.shown.length + m.services.hidden,
    slices: m.slices.shown.length + m.slices.hidden,
    backends: m.backends.shown.map((b) => ({
      chips: b.chips.length,
      tagged: b.chips.some((c) => chipTag(c, w) !== null),
    })),
    tableRows: m.table.shown.length + m.table.hidden,
    chars: {
      name: max(
        names.map((n) => columns(n)),
        14,
      ),
      detail: max(
        // A longer detail line is cut (by measured width, with "…") rather than widen every card.
        details.map((d) => Math.min(columns(d), 40)),
        10,
      ),
      chip: max(chips, 14),
      tag: max(tags, 0),
      address: max(addrs, 12),
      client: m.client.connect ? columns(clientLine(m.client.connect.to, m.client.connect.client)) : 0,
      beTitle: max(
        m.backends.shown.map((b) => columns(backendTitle(b.address, b.rowDeleted, w))),
        0,
      ),
    },
    bufferChips: m.agent.buffer.length,
    nodeCards: m.nodes.length,
    // Each card's texts (columns): status word and name, the key row with its count, the ticker phase,
    // "shown above", and the status line (its words take ~24 columns).
    nodeTexts: m.nodes.map((n) => ({
      name: columns(n.name) + 12,
      row: (n.row ? columns(shortAddr(n.row.address)) : 0) + 10,
      ticks: 18,
      above: n.detailed ? 14 : 0,
      status: columns(shortService(n.broken ?? n.row?.service ?? '')) + 24,
    })),
  };
}
