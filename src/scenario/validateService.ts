import { parseIp } from '../model/ipAddr';
import { isIPv4, parseL3n4Addr } from '../model/l3n4Addr';
import type { ScenarioPortV1, ScenarioServiceV1, ScenarioSlicePortV1, ScenarioSliceV1 } from './types';
import type { ProblemCode } from './problems';
import { Checker, got, quote } from './validationContext';

export const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
export const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
/** A port name: empty, or a DNS label of at most 15 characters (IANA_SVC_NAME). */
const PORT_NAME = /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const ANNOTATION_KEY = /^[A-Za-z0-9][-A-Za-z0-9_./]*$/;
export const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;
const SERVICE_TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer'] as const;

/** Limits that keep a scenario (and a link) from freezing a tab. */
export const LIMITS = {
  services: 20000,
  slices: 20000,
  endpoints: 1000,
  ports: 100,
  events: 500,
  maxAt: 3_600_000,
  /**
   * The model's work budget: backends (endpoint × port of each Service) summed over the scenario. Each one is a
   * backend row, a BPF slot per frontend of its port and work at every resync; past this a run takes more than a
   * few seconds, so the scenario is refused up front, naming the Service that costs most.
   */
  backends: 100_000,
};

/** The longest run: the last possible event plus ten minutes (a link's moment is kept within it too). */
export const MAX_DURATION_MS = LIMITS.maxAt + 600_000;

export function ip(c: Checker, v: unknown, path: string): string | undefined {
  const s = c.string(v, path, { max: 15 });
  if (s !== undefined && !isIPv4(s)) return c.fail(path, 'notIPv4', { value: quote(s) });
  return s;
}

export function ipList(c: Checker, v: unknown, path: string): string[] | undefined {
  const arr = c.array(v, path, LIMITS.endpoints);
  if (!arr) return undefined;
  const out = arr.map((x, i) => ip(c, x, `${path}[${i}]`));
  return out.every((x) => x !== undefined) ? (out as string[]) : undefined;
}

export function name(
  c: Checker,
  rec: Record<string, unknown>,
  key: string,
  path: string,
  pattern = DNS_LABEL,
) {
  return c.string(rec[key], `${path}.${key}`, { max: 63, pattern, problem: 'notDnsLabel' });
}

function portName(c: Checker, v: unknown, path: string) {
  return c.string(v, path, { max: 15, pattern: PORT_NAME, problem: 'notDnsLabel' });
}

/**
 * Two ports of one object may not share `port/protocol`, nor a non-empty name. `ports` is indexed as in the
 * input; a refused port (undefined) is left out of the comparison, so it cannot be reported as a duplicate.
 */
function noDuplicatePorts(c: Checker, ports: readonly (ScenarioSlicePortV1 | undefined)[], path: string) {
  const seen = new Map<string, number>();
  const names = new Map<string, number>();
  ports.forEach((p, i) => {
    if (!p) return;
    const protocol = p.protocol ?? 'TCP';
    const key = `${p.port}/${protocol}`;
    const other = seen.get(key);
    if (other !== undefined)
      c.fail(`${path}[${i}].port`, 'duplicatePort', { port: p.port, protocol, other: `${path}[${other}]` });
    else seen.set(key, i);
    if (!p.name) return;
    const sameName = names.get(p.name);
    if (sameName !== undefined)
      c.fail(`${path}[${i}].name`, 'duplicatePortName', {
        value: quote(p.name),
        other: `${path}[${sameName}]`,
      });
    else names.set(p.name, i);
  });
}

function port(c: Checker, v: unknown, path: string, type: string | undefined): ScenarioPortV1 | undefined {
  const r = c.object(v, path, ['name', 'port', 'targetPort', 'nodePort', 'protocol']);
  if (!r) return undefined;
  const number = c.int(r.port, `${path}.port`, 1, 65535);
  const p: ScenarioPortV1 = { port: number ?? 1 };
  if (c.has(r, 'name')) p.name = portName(c, r.name, `${path}.name`);
  if (c.has(r, 'targetPort')) p.targetPort = c.int(r.targetPort, `${path}.targetPort`, 1, 65535);
  if (c.has(r, 'nodePort')) {
    p.nodePort = c.int(r.nodePort, `${path}.nodePort`, 1, 65535);
    if (type === 'ClusterIP') c.fail(`${path}.nodePort`, 'nodePortOnClusterIP', { type });
  }
  if (c.has(r, 'protocol')) p.protocol = c.oneOf(r.protocol, `${path}.protocol`, PROTOCOLS);
  return number === undefined ? undefined : p;
}

export function slicePorts(c: Checker, v: unknown, path: string): ScenarioSlicePortV1[] | null | undefined {
  if (v === null) return null;
  const arr = c.array(v, path, LIMITS.ports);
  if (!arr) return undefined;
  const ports = arr.map((x, i): ScenarioSlicePortV1 | undefined => {
    const r = c.object(x, `${path}[${i}]`, ['name', 'port', 'protocol']);
    if (!r) return undefined;
    const number = c.int(r.port, `${path}[${i}].port`, 1, 65535);
    const p: ScenarioSlicePortV1 = { port: number ?? 1 };
    if (c.has(r, 'name')) p.name = portName(c, r.name, `${path}[${i}].name`);
    if (c.has(r, 'protocol')) p.protocol = c.oneOf(r.protocol, `${path}[${i}].protocol`, PROTOCOLS);
    return number === undefined ? undefined : p;
  });
  noDuplicatePorts(c, ports, path);
  return ports.filter((p) => p !== undefined);
}

/** The checks of one kind of string map (annotations, labels): its problems and its values' rule. */
interface StringMapRules {
  notObject: ProblemCode;
  tooMany: ProblemCode;
  badKey: ProblemCode;
  value: { max: number; pattern?: RegExp; problem?: ProblemCode };
}

/** A map of strings (at most 100 entries), each key and value checked by `rules`, reported by path. */
function stringMap(c: Checker, v: unknown, path: string, rules: StringMapRules): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    c.fail(path, rules.notObject);
    return out;
  }
  const entries = Object.entries(v);
  if (entries.length > 100) c.fail(path, rules.tooMany, { max: 100 });
  for (const [k, val] of entries.slice(0, 100)) {
    const at = `${path}[${quote(k)}]`;
    const ks = c.string(k, at, { max: 253, pattern: ANNOTATION_KEY, problem: rules.badKey });
    const vs = c.string(val, at, rules.value);
    // defineProperty: a key such as "__proto__" stays plain data.
    if (ks !== undefined && vs !== undefined)
      Object.defineProperty(out, ks, { value: vs, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function annotations(c: Checker, a: unknown, path: string): Record<string, string> {
  return stringMap(c, a, path, {
    notObject: 'annotationsNotObject',
    tooMany: 'tooManyAnnotations',
    badKey: 'notAnnotationKey',
    value: { max: 4096 },
  });
}

export function annotationKey(c: Checker, v: unknown, path: string) {
  return c.string(v, path, { max: 253, pattern: ANNOTATION_KEY, problem: 'notAnnotationKey' });
}

export function service(c: Checker, v: unknown, path: string): ScenarioServiceV1 | undefined {
  const r = c.object(v, path, [
    'namespace',
    'name',
    'type',
    'clusterIP',
    'clusterIPs',
    'loadBalancerIPs',
    'ipModes',
    'annotations',
    'labels',
    'sessionAffinity',
    'sessionAffinityTimeoutSeconds',
    'ports',
  ]);
  if (!r) return undefined;
  c.sinceVersion2(r, path, [
    'clusterIPs',
    'ipModes',
    'labels',
    'sessionAffinity',
    'sessionAffinityTimeoutSeconds',
  ]);
  const type = c.oneOf(r.type, `${path}.type`, SERVICE_TYPES);
  const svc: ScenarioServiceV1 = {
    namespace: name(c, r, 'namespace', path) ?? '',
    name: name(c, r, 'name', path) ?? '',
    type: type ?? 'ClusterIP',
    clusterIP: (r.clusterIP === 'None' ? 'None' : ip(c, r.clusterIP, `${path}.clusterIP`)) ?? '',
    ports: [],
  };
  const ports = c.array(r.ports, `${path}.ports`, LIMITS.ports);
  if (ports && ports.length === 0) c.fail(`${path}.ports`, 'noPorts');
  const checked = (ports ?? []).map((p, i) => port(c, p, `${path}.ports[${i}]`, type));
  noDuplicatePorts(c, checked, `${path}.ports`);
  svc.ports = checked.filter((p) => p !== undefined);
  if (c.has(r, 'loadBalancerIPs')) {
    svc.loadBalancerIPs = ipList(c, r.loadBalancerIPs, `${path}.loadBalancerIPs`) ?? [];
    if (type !== 'LoadBalancer' && svc.loadBalancerIPs.length)
      c.fail(`${path}.loadBalancerIPs`, 'lbIPsNotLB', { type: type ?? '?' });
  }
  if (c.has(r, 'clusterIPs')) {
    const ips = clusterIPs(c, r.clusterIPs, `${path}.clusterIPs`, svc.clusterIP);
    if (ips) svc.clusterIPs = ips;
  }
  if (c.has(r, 'ipModes')) {
    const modes = ipModes(c, r.ipModes, `${path}.ipModes`, svc.loadBalancerIPs ?? []);
    if (modes) svc.ipModes = modes;
  }
  if (c.has(r, 'annotations')) svc.annotations = annotations(c, r.annotations, `${path}.annotations`);
  if (c.has(r, 'labels')) svc.labels = labels(c, r.labels, `${path}.labels`);
  if (c.has(r, 'sessionAffinity'))
    svc.sessionAffinity = c.oneOf(r.sessionAffinity, `${path}.sessionAffinity`, SESSION_AFFINITIES);
  if (c.has(r, 'sessionAffinityTimeoutSeconds')) {
    // sessionAffinityConfig.clientIP.timeoutSeconds: 0 < t <= 86400, and only with ClientIP (as the apiserver says).
    svc.sessionAffinityTimeoutSeconds = c.int(
      r.sessionAffinityTimeoutSeconds,
      `${path}.sessionAffinityTimeoutSeconds`,
      1,
      86_400,
    );
    // (A refused sessionAffinity is reported once, not again here.)
    const refused = svc.sessionAffinity === undefined && c.has(r, 'sessionAffinity');
    if (svc.sessionAffinity !== 'ClientIP' && !refused)
      c.fail(`${path}.sessionAffinityTimeoutSeconds`, 'affinityTimeoutNeedsClientIP');
  }
  return svc;
}

const SESSION_AFFINITIES = ['None', 'ClientIP'] as const;
const IP_MODES = ['VIP', 'Proxy'] as const;

/**
 * `spec.clusterIPs`, as the apiserver takes it: the clusterIP first, then at most one address of the other
 * family (dual-stack). The model's agents run IPv4 only, so a second (IPv6) ClusterIP gets no frontend, as
 * Cilium skips a ClusterIP of a disabled IP family.
 */
function clusterIPs(c: Checker, v: unknown, path: string, clusterIP: string): string[] | undefined {
  const arr = c.array(v, path, 2);
  if (!arr) return undefined;
  const out: string[] = [];
  arr.forEach((x, i) => {
    const at = `${path}[${i}]`;
    const text = c.string(x, at, { max: 45 });
    if (text === undefined) return;
    if (i === 0 && text !== clusterIP) c.fail(at, 'clusterIPsFirst', { clusterIP, value: quote(text) });
    else if (i === 1 && (clusterIP === 'None' || !parseIp(text)?.includes(':')))
      c.fail(at, 'clusterIPsSecond', { value: quote(text) });
    else out.push(i === 0 ? text : parseIp(text)!);
  });
  return out.length === arr.length ? out : undefined;
}

/**
 * `status.loadBalancer.ingress[].ipMode` by ingress IP. Accepted for fidelity of the file, with no effect:
 * Cilium v1.18's service conversion reads an ingress entry's `ip` only, so a `Proxy` address is programmed
 * like a `VIP` one.
 */
function ipModes(c: Checker, v: unknown, path: string, ingress: readonly string[]) {
  const out: Record<string, (typeof IP_MODES)[number]> = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    c.fail(path, 'notObject', got(v));
    return undefined;
  }
  for (const [ip, mode] of Object.entries(v).slice(0, 100)) {
    const at = `${path}[${quote(ip)}]`;
    if (!ingress.includes(ip)) c.fail(at, 'ipModeNotIngress', { value: quote(ip) });
    const m = c.oneOf(mode, at, IP_MODES);
    // defineProperty: a key such as "__proto__" stays plain data.
    if (m) Object.defineProperty(out, ip, { value: m, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
/** A label value: at most 63 characters, alphanumeric at both ends, `-`, `_` and `.` inside (or empty). */
const LABEL_VALUE = /^(?:[A-Za-z0-9](?:[-A-Za-z0-9_.]*[A-Za-z0-9])?)?$/;

/** `metadata.labels`: keys as annotation keys are, values as Kubernetes checks label values. */
function labels(c: Checker, v: unknown, path: string): Record<string, string> {
  return stringMap(c, v, path, {
    notObject: 'labelsNotObject',
    tooMany: 'tooManyLabels',
    badKey: 'notLabelKey',
    value: { max: 63, pattern: LABEL_VALUE, problem: 'notLabelValue' },
  });
}

/** A slice's fields from an object whose keys have been checked. */
export function sliceFields(c: Checker, r: Record<string, unknown>, path: string): ScenarioSliceV1 {
  const s: ScenarioSliceV1 = {
    namespace: name(c, r, 'namespace', path) ?? '',
    name: name(c, r, 'name', path, DNS_SUBDOMAIN) ?? '',
    service: name(c, r, 'service', path) ?? '',
    endpoints: r.endpoints === null ? null : (ipList(c, r.endpoints, `${path}.endpoints`) ?? []),
  };
  if (c.has(r, 'ports')) {
    // `ports: null` (as the apiserver writes a cleared slice) stays null; a refused list becomes none.
    const ports = slicePorts(c, r.ports, `${path}.ports`);
    s.ports = ports === undefined ? [] : ports;
  }
  c.sinceVersion2(r, path, ['nodeNames']);
  if (c.has(r, 'nodeNames')) s.nodeNames = nodeNames(c, r.nodeNames, `${path}.nodeNames`, s.endpoints ?? []);
  return s;
}

/**
 * `endpoints[].nodeName` by address: each key one of the slice's endpoint addresses, each value a node name (a
 * DNS subdomain, as Kubernetes requires; it need not be a node of the scenario, as a replayed cluster's may not).
 */
export function nodeNames(
  c: Checker,
  v: unknown,
  path: string,
  endpoints: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    c.fail(path, 'nodeNamesNotObject');
    return out;
  }
  const entries = Object.entries(v);
  if (entries.length > LIMITS.endpoints) c.fail(path, 'tooManyNodeNames', { max: LIMITS.endpoints });
  for (const [k, val] of entries.slice(0, LIMITS.endpoints)) {
    const at = `${path}[${quote(k)}]`;
    if (!endpoints.includes(k)) {
      c.fail(at, 'nodeNameNotEndpoint', { value: quote(k.slice(0, 64)) });
      continue;
    }
    const node = c.string(val, at, { max: 253, pattern: DNS_SUBDOMAIN, problem: 'notDnsSubdomain' });
    // defineProperty: a key such as "__proto__" stays plain data (keys are endpoint addresses here anyway).
    if (node !== undefined)
      Object.defineProperty(out, k, { value: node, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export function slice(c: Checker, v: unknown, path: string): ScenarioSliceV1 | undefined {
  const r = c.object(v, path, ['namespace', 'name', 'service', 'endpoints', 'ports', 'nodeNames']);
  return r && sliceFields(c, r, path);
}

/** The longest `ip:port/PROTO`: `255.255.255.255:65535/SCTP`. */
export const MAX_ADDRESS_CHARS = 26;

/** An `ip:port[/PROTO]` string, or undefined (with the problem reported). */
export function address(c: Checker, v: unknown, path: string, example: string): string | undefined {
  const s = c.string(v, path, { max: MAX_ADDRESS_CHARS });
  if (s !== undefined && !parseL3n4Addr(s)) return c.fail(path, 'notAddress', { value: quote(s), example });
  return s;
}
