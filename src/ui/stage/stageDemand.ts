import type { StageDemand } from './stageLayout';
import type { StageModel } from './stageModel';

/** The stage shows addresses without `/TCP` (the command outputs show them exactly). */
export const shortAddr = (a: string) => (a.endsWith('/TCP') ? a.slice(0, -4) : a);

/** A Service in a compact node card: the namespace is left out for `default` (as kubectl does). */
export const shortService = (key: string) => (key.startsWith('default/') ? key.slice(8) : key);

/** Localised words that appear inside control-plane chips (their lengths decide the chips' widths). */
export interface ChipWords {
  lease: string;
  serviceController: string;
  cloudLb: string;
}

/** The texts of the control-plane chips, in order: replicas, lease, service-controller, cloud LB. */
export function cpChipTexts(m: StageModel, w: ChipWords): string[] {
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
  const chips = m.backends.shown.flatMap((b) => b.chips.map((c) => c.service.length + 2));
  const addrs = [
    ...m.table.shown.map((r) => shortAddr(r.address).length),
    ...m.backends.shown.map((b) => shortAddr(b.address).length + 4),
  ];
  const max = (xs: number[], floor: number) => Math.max(floor, ...xs);
  return {
    cpChips: cpChipTexts(m, w),
    services: m.services.shown.length + m.services.hidden,
    slices: m.slices.shown.length + m.slices.hidden,
    backends: m.backends.shown.map((b) => ({
      chips: b.chips.length,
      tagged: b.chips.some((c) => c.state === 'collateral' || c.state === 'spared'),
    })),
    tableRows: m.table.shown.length + m.table.hidden,
    chars: {
      name: max(
        names.map((n) => n.length),
        14,
      ),
      detail: max(
        details.map((d) => Math.min(d.length, 40)),
        10,
      ),
      chip: max(chips, 14),
      address: max(addrs, 12),
    },
    bufferChips: m.agent.buffer.length,
    nodeCards: m.nodes.length,
    // Each card's texts (characters): status word and name, the key row with its count, the ticker phase,
    // "shown above", and the status line (its words take ~24 columns).
    nodeTexts: m.nodes.map((n) => ({
      name: n.name.length + 12,
      row: (n.row ? shortAddr(n.row.address).length : 0) + 10,
      ticks: 18,
      above: n.detailed ? 14 : 0,
      status: shortService(n.broken ?? n.row?.service ?? '').length + 24,
    })),
  };
}
