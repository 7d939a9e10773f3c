import type { NodeFrontend, SourceRef } from './dump';
import { asRec } from './k8sObjects';

// `192.168.60.179:443/TCP (0)` or `[fd00::1]:443/TCP (0)`; the value is `0.0.0.0:0 (15) (0) [ClusterIP, non-routable]`
// for the master entry and `169.254.128.7:60002/TCP (15) (1)` for a backend slot.
const BPF_ROW =
  /^\s*(\S+:\d+(?:\/[A-Z]+)?(?:\/i)?)\s+\((\d+)\)\s+(\S+)\s+\((\d+)\)\s+\((\d+)\)\s*(\[.*\])?\s*$/;

/** Groups `bpf lb list` rows into frontends: the master entry (slot 0) and the number of backend slots. */
function groupRows(rows: { key: string; slot: number; flags: string; line: number }[], file: string) {
  const by = new Map<string, NodeFrontend>();
  for (const r of rows) {
    let fe = by.get(r.key);
    if (!fe) {
      fe = {
        frontend: r.key,
        backends: 0,
        master: false,
        flags: '',
        output: 'bpf lb list',
        source: { file, line: r.line },
      };
      by.set(r.key, fe);
    }
    if (r.slot === 0) {
      fe.master = true;
      fe.flags = r.flags;
      fe.source = { file, line: r.line };
    } else fe.backends++;
  }
  return [...by.values()];
}

/** `cilium-dbg bpf lb list` as text. */
export function parseBpfLbListText(text: string, src: SourceRef): NodeFrontend[] {
  const rows: { key: string; slot: number; flags: string; line: number }[] = [];
  text.split('\n').forEach((l, i) => {
    const m = BPF_ROW.exec(l);
    if (m) rows.push({ key: m[1]!, slot: Number(m[2]), flags: m[6] ?? '', line: i + 1 });
  });
  return groupRows(rows, src.file);
}

/** `cilium-dbg bpf lb list -o json`: `{"<frontend> (<slot>)": ["<backend> (<revnat>) (<slot>) [flags]"]}`. */
export function parseBpfLbListJson(v: unknown, src: SourceRef): NodeFrontend[] | undefined {
  const o = asRec(v);
  if (!o) return undefined;
  const rows: { key: string; slot: number; flags: string; line: number }[] = [];
  for (const [k, vals] of Object.entries(o)) {
    const m = /^(\S+:\d+\S*)\s+\((\d+)\)$/.exec(k);
    if (!m || !Array.isArray(vals)) return undefined;
    const value = typeof vals[0] === 'string' ? vals[0] : '';
    rows.push({ key: m[1]!, slot: Number(m[2]), flags: /\[.*\]/.exec(value)?.[0] ?? '', line: 0 });
  }
  if (!rows.length) return undefined;
  return groupRows(rows, src.file).map((f) => ({ ...f, source: { file: src.file } }));
}

/**
 * `cilium-dbg service list` as text: `ID  Frontend  Service Type  Backend`, backends `1 => ip:port/PROTO (active)`
 * on the frontend's line and on continuation lines; a frontend with no backends has an empty cell.
 */
export function parseServiceListText(text: string, src: SourceRef): NodeFrontend[] {
  const out: NodeFrontend[] = [];
  let cur: NodeFrontend | undefined;
  text.split('\n').forEach((l, i) => {
    const m = /^\s*(\d+)\s+(\S+:\d+\S*)\s+(\S+)\s*(.*)$/.exec(l);
    if (m) {
      cur = {
        frontend: m[2]!,
        backends: 0,
        master: true,
        flags: `[${m[3]}]`,
        output: 'service list',
        source: { file: src.file, line: i + 1 },
      };
      out.push(cur);
      if (/=>/.test(m[4]!)) cur.backends++;
    } else if (cur && /^\s+\d+\s+=>\s+\S+/.test(l)) cur.backends++;
  });
  return out;
}

/** `cilium-dbg service list -o json`: an array of `{spec: {frontend-address, backend-addresses, flags}}`. */
export function parseServiceListJson(v: unknown, src: SourceRef): NodeFrontend[] | undefined {
  if (!Array.isArray(v) || !v.every((x) => asRec(asRec(x)?.spec)?.['frontend-address'])) return undefined;
  return v.map((x) => {
    const spec = asRec(asRec(x)!.spec)!;
    const fa = asRec(spec['frontend-address'])!;
    const ip = String(fa.ip ?? '');
    const addr = `${ip.includes(':') ? `[${ip}]` : ip}:${String(fa.port ?? 0)}/${String(fa.protocol ?? 'TCP')}`;
    const flags = asRec(spec.flags) ?? {};
    const ns = typeof flags.namespace === 'string' ? flags.namespace : undefined;
    const name = typeof flags.name === 'string' ? flags.name : undefined;
    const backends = Array.isArray(spec['backend-addresses']) ? spec['backend-addresses'].length : 0;
    return {
      frontend: addr,
      backends,
      master: true,
      flags: `[${typeof flags.type === 'string' ? flags.type : ''}]`,
      output: 'service list',
      ...(ns && name ? { service: `${ns}/${name}` } : {}),
      source: src,
    };
  });
}
