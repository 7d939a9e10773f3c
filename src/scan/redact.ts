import { instanceKeyHex, K8S_SOURCE_PRIORITY, serviceLookupPrefix } from '../model/backendInstanceKey';
import type { ExposedPair, ServiceRef } from './exposure';
import { withFindings } from './findings';
import { fileRedactor } from './redactFiles';
import type { ScanResult } from './scanResult';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

/**
 * Placeholders for Service names that keep exactly the byte-prefix relation the scan is about: a name's
 * placeholder is its nearest prefix's placeholder plus `-NN`, a root is `svc-NN`, and all tokens of one level
 * have the same width — so placeholder A is a prefix of placeholder B exactly when name A is a prefix of name B.
 */
export function namePlaceholders(names: Iterable<string>): Map<string, string> {
  const sorted = [...new Set(names)].sort();
  const parent = new Map<string, string | undefined>();
  const chain: string[] = [];
  const children = new Map<string | undefined, string[]>();
  for (const n of sorted) {
    while (chain.length && !n.startsWith(chain[chain.length - 1]!)) chain.pop();
    const p = chain[chain.length - 1];
    parent.set(n, p);
    children.set(p, [...(children.get(p) ?? []), n]);
    chain.push(n);
  }
  const width = Math.max(2, ...[...children.values()].map((c) => String(c.length).length));
  const out = new Map<string, string>();
  for (const n of sorted) {
    const p = parent.get(n);
    const i = children.get(p)!.indexOf(n) + 1;
    out.set(n, p === undefined ? `svc-${pad(i, width)}` : `${out.get(p)}-${pad(i, width)}`);
  }
  return out;
}

/** Stable address placeholders: IPv4 → 10.x.y.z, IPv6 → fd00::n, in sorted order; 0.0.0.0 stays. */
function addressMap(ips: Iterable<string>): (ip: string) => string {
  const sorted = [...new Set(ips)].filter((ip) => ip !== '0.0.0.0').sort();
  const m = new Map<string, string>();
  sorted.forEach((ip, i) => {
    const n = i + 1;
    m.set(
      ip,
      ip.includes(':') ? `fd00::${n.toString(16)}` : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    );
  });
  return (ip) => m.get(ip) ?? ip;
}

const IP_IN = /\[([0-9a-fA-F:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})/g;

/**
 * The same result with Service names, namespaces, node names and IP addresses replaced by stable placeholders
 * (`--redact`, the page's "Hide names"), so it can be shared. Findings and replays are derived afresh from it.
 */
export function redactResult(r: ScanResult): ScanResult {
  const keys = new Set<string>();
  const ips = new Set<string>();
  const addIps = (s: string) => {
    for (const m of s.matchAll(IP_IN)) ips.add(m[1] ?? m[2]!);
  };
  const refs = r.exposure.pairs.flatMap((p) => [p.released, p.victim]);
  for (const s of refs) {
    keys.add(s.key);
    [...s.clusterIPs, ...s.loadBalancerIPs].forEach((ip) => ips.add(ip));
  }
  r.exposure.pairs.forEach((p) => p.shared.forEach(addIps));
  r.exposure.notExposed.forEach(
    (p) => (keys.add(p.released), keys.add(p.victim), p.nearMiss && addIps(p.nearMiss.address)),
  );
  r.exposure.crossNamespace.examples.forEach((x) => (keys.add(x.a), keys.add(x.b), addIps(x.shared)));
  r.damage.frontends.forEach((d) => (keys.add(d.service), addIps(d.frontend)));
  r.damage.logs.forEach((d) => (keys.add(d.service), addIps(d.vip)));
  const split = (k: string) => [k.slice(0, k.indexOf('/')), k.slice(k.indexOf('/') + 1)] as const;
  const nsList = [...new Set([...keys].map((k) => split(k)[0]))].sort();
  const nsW = Math.max(2, String(nsList.length).length);
  const ns = new Map(nsList.map((n, i) => [n, `ns-${pad(i + 1, nsW)}`]));
  const names = namePlaceholders([...keys].map((k) => split(k)[1]));
  const key = (k: string) => `${ns.get(split(k)[0])}/${names.get(split(k)[1])}`;
  const ip = addressMap(ips);
  const addr = (s: string) =>
    s.replace(IP_IN, (m, v6: string | undefined, v4: string | undefined) =>
      v6 ? `[${ip(v6)}]` : ip(v4 ?? m),
    );
  const nodes = [...new Set([...r.damage.nodes.map((n) => n.node)])].sort();
  const node = (n: string) => `node-${pad(nodes.indexOf(n) + 1, 2)}`;
  const files = fileRedactor((pod) => (nodes.includes(pod) ? node(pod) : undefined));
  const pairId = (id: string) => id.split(' > ').map(key).join(' > ');
  const ref = (s: ServiceRef): ServiceRef => {
    const [n, nm] = key(s.key).split('/') as [string, string];
    return {
      ...s,
      ...(s.source && { source: files.src(s.source) }),
      key: `${n}/${nm}`,
      namespace: n,
      name: nm,
      clusterIPs: s.clusterIPs.map(ip),
      loadBalancerIPs: s.loadBalancerIPs.map(ip),
      slices: s.slices.map((x, i) => ({ ...x, name: `${nm}-${i + 1}` })),
    };
  };
  const pair = (p: ExposedPair): ExposedPair => {
    const released = ref(p.released);
    const victim = ref(p.victim);
    const hex = serviceLookupPrefix(released.key, 'buggy');
    return {
      ...p,
      id: `${released.key} > ${victim.key}`,
      released,
      victim,
      prefix: {
        text: released.key,
        hex,
        bytes: hex.length / 2,
        fixedHex: serviceLookupPrefix(released.key, 'fixed'),
      },
      victimKeyHex: instanceKeyHex({ serviceName: victim.key, sourcePriority: K8S_SOURCE_PRIORITY }, 'buggy'),
      shared: p.shared.map(addr).sort(),
      conditions: p.conditions.map((c) => ({ ...c, backend: addr(c.backend), service: key(c.service) })),
    };
  };
  // withFindings derives findings, exit code and summary afresh from the redacted verdicts.
  return withFindings({
    ...r,
    exposure: {
      ...r.exposure,
      pairs: r.exposure.pairs.map(pair),
      notExposed: r.exposure.notExposed.map((p) => ({
        ...p,
        released: key(p.released),
        victim: key(p.victim),
        prefixHex: serviceLookupPrefix(key(p.released), 'buggy'),
        ...(p.nearMiss && { nearMiss: { ...p.nearMiss, address: addr(p.nearMiss.address) } }),
      })),
      crossNamespace: {
        ...r.exposure.crossNamespace,
        examples: r.exposure.crossNamespace.examples.map((x) => ({
          ...x,
          a: key(x.a),
          b: key(x.b),
          shared: addr(x.shared),
        })),
      },
    },
    damage: {
      ...r.damage,
      nodes: r.damage.nodes.map((n) => ({ ...n, node: node(n.node) })),
      frontends: r.damage.frontends.map((d) => ({
        ...d,
        node: node(d.node),
        source: files.src(d.source),
        frontend: addr(d.frontend),
        service: key(d.service),
        pairs: d.pairs.map(pairId),
      })),
      logs: r.damage.logs.map((d) => ({
        ...d,
        node: node(d.node),
        vip: addr(d.vip),
        service: key(d.service),
        pairs: d.pairs.map(pairId),
        first: { source: files.src(d.first.source), text: '(redacted)' },
      })),
    },
    replays: {},
    inputs: { ...r.inputs, files: r.inputs.files.map((f) => ({ ...f, name: files.file(f.name) })) },
    version: {
      ...r.version,
      ...(r.version.source && { source: files.file(r.version.source) }),
      ...(r.version.location && { location: files.src(r.version.location) }),
      seen: r.version.seen.map((x) => ({ ...x, source: files.file(x.source) })),
    },
    warnings: r.warnings.map(files.warning),
    redacted: true,
  });
}
