import { isCidr } from '../model/cidr';
import { isIPv4, parseL3n4Addr } from '../model/l3n4Addr';
import type {
  ScenarioEventV1,
  ScenarioPortV1,
  ScenarioServiceV1,
  ScenarioSlicePortV1,
  ScenarioSliceV1,
  ScenarioV1,
} from './types';
import { validateTalk } from './talk/validateTalk';
import { Checker, quote, type ValidationError } from './validationContext';
import { nodeRef, validateNodes } from './validateNodes';

export type { ValidationError };

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const LABEL_HINT =
  'must be a DNS label: lowercase letters, digits and "-", starting and ending with a letter or digit';
const PROTOCOLS = ['TCP', 'UDP', 'SCTP'] as const;
const SERVICE_TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer'] as const;
const EVENT_TYPES = [
  'patchEndpointSlice',
  'createEndpointSlice',
  'deleteEndpointSlice',
  'annotateService',
  'createService',
  'deleteService',
  'restartApiserver',
  'restartAgent',
  'connect',
] as const;
/** Limits that keep a scenario (and a link) from freezing a tab. */
export const LIMITS = {
  services: 20000,
  slices: 20000,
  endpoints: 1000,
  ports: 100,
  events: 500,
  maxAt: 3_600_000,
};

export type ValidationResult = { ok: true; scenario: ScenarioV1 } | { ok: false; errors: ValidationError[] };

function ip(c: Checker, v: unknown, path: string): string | undefined {
  const s = c.string(v, path, { max: 15 });
  if (s !== undefined && !isIPv4(s)) return c.fail(path, `${quote(s)} is not an IPv4 address`);
  return s;
}

function ipList(c: Checker, v: unknown, path: string): string[] | undefined {
  const arr = c.array(v, path, LIMITS.endpoints);
  if (!arr) return undefined;
  const out = arr.map((x, i) => ip(c, x, `${path}[${i}]`));
  return out.every((x) => x !== undefined) ? (out as string[]) : undefined;
}

function name(c: Checker, rec: Record<string, unknown>, key: string, path: string, pattern = DNS_LABEL) {
  return c.string(rec[key], `${path}.${key}`, { max: 63, pattern, hint: LABEL_HINT });
}

function port(c: Checker, v: unknown, path: string): ScenarioPortV1 | undefined {
  const r = c.object(v, path, ['name', 'port', 'targetPort', 'nodePort', 'protocol']);
  if (!r) return undefined;
  const p: ScenarioPortV1 = { port: c.int(r.port, `${path}.port`, 1, 65535) ?? 1 };
  if (c.has(r, 'name'))
    p.name = c.string(r.name, `${path}.name`, {
      max: 15,
      pattern: /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/,
      hint: LABEL_HINT,
    });
  if (c.has(r, 'targetPort')) p.targetPort = c.int(r.targetPort, `${path}.targetPort`, 1, 65535);
  if (c.has(r, 'nodePort')) p.nodePort = c.int(r.nodePort, `${path}.nodePort`, 1, 65535);
  if (c.has(r, 'protocol')) p.protocol = c.oneOf(r.protocol, `${path}.protocol`, PROTOCOLS);
  return p;
}

function slicePorts(c: Checker, v: unknown, path: string): ScenarioSlicePortV1[] | null | undefined {
  if (v === null) return null;
  const arr = c.array(v, path, LIMITS.ports);
  return arr?.map((x, i) => {
    const r = c.object(x, `${path}[${i}]`, ['name', 'port', 'protocol']) ?? {};
    const p: ScenarioSlicePortV1 = { port: c.int(r.port, `${path}[${i}].port`, 1, 65535) ?? 1 };
    if (c.has(r, 'name')) p.name = c.string(r.name, `${path}[${i}].name`, { max: 15 });
    if (c.has(r, 'protocol')) p.protocol = c.oneOf(r.protocol, `${path}[${i}].protocol`, PROTOCOLS);
    return p;
  });
}

function service(c: Checker, v: unknown, path: string): ScenarioServiceV1 | undefined {
  const r = c.object(v, path, [
    'namespace',
    'name',
    'type',
    'clusterIP',
    'loadBalancerIPs',
    'annotations',
    'ports',
  ]);
  if (!r) return undefined;
  const type = c.oneOf(r.type, `${path}.type`, SERVICE_TYPES);
  const svc: ScenarioServiceV1 = {
    namespace: name(c, r, 'namespace', path) ?? '',
    name: name(c, r, 'name', path) ?? '',
    type: type ?? 'ClusterIP',
    clusterIP: (r.clusterIP === 'None' ? 'None' : ip(c, r.clusterIP, `${path}.clusterIP`)) ?? '',
    ports: [],
  };
  const ports = c.array(r.ports, `${path}.ports`, LIMITS.ports);
  if (ports && ports.length === 0) c.fail(`${path}.ports`, 'needs at least one port');
  svc.ports = (ports ?? []).map((p, i) => port(c, p, `${path}.ports[${i}]`)).filter((p) => p !== undefined);
  if (c.has(r, 'loadBalancerIPs')) {
    svc.loadBalancerIPs = ipList(c, r.loadBalancerIPs, `${path}.loadBalancerIPs`) ?? [];
    if (type !== 'LoadBalancer' && svc.loadBalancerIPs.length)
      c.fail(`${path}.loadBalancerIPs`, `only a LoadBalancer Service has ingress IPs (type is ${type})`);
  }
  if (c.has(r, 'annotations')) {
    const a = r.annotations;
    const out: Record<string, string> = {};
    if (typeof a !== 'object' || a === null || Array.isArray(a))
      c.fail(`${path}.annotations`, 'must be an object of string values');
    else {
      const entries = Object.entries(a);
      if (entries.length > 100) c.fail(`${path}.annotations`, 'has more than 100 annotations');
      for (const [k, val] of entries.slice(0, 100)) {
        const at = `${path}.annotations[${quote(k)}]`;
        const ks = c.string(k, at, {
          max: 253,
          pattern: /^[A-Za-z0-9][-A-Za-z0-9_./]*$/,
          hint: 'is not a valid annotation key',
        });
        const vs = c.string(val, at, { max: 4096 });
        // defineProperty: a key such as "__proto__" stays plain data.
        if (ks !== undefined && vs !== undefined)
          Object.defineProperty(out, ks, { value: vs, enumerable: true, writable: true, configurable: true });
      }
    }
    svc.annotations = out;
  }
  return svc;
}

function slice(
  c: Checker,
  v: unknown,
  path: string,
  extra: readonly string[] = [],
): ScenarioSliceV1 | undefined {
  const r = c.object(v, path, ['namespace', 'name', 'service', 'endpoints', 'ports', ...extra]);
  if (!r) return undefined;
  const s: ScenarioSliceV1 = {
    namespace: name(c, r, 'namespace', path) ?? '',
    name: name(c, r, 'name', path, DNS_SUBDOMAIN) ?? '',
    service: name(c, r, 'service', path) ?? '',
    endpoints: r.endpoints === null ? null : (ipList(c, r.endpoints, `${path}.endpoints`) ?? []),
  };
  if (c.has(r, 'ports')) s.ports = slicePorts(c, r.ports, `${path}.ports`) ?? [];
  return s;
}

function event(
  c: Checker,
  v: unknown,
  path: string,
  known: { services: Set<string>; slices: Set<string>; nodes: ReadonlySet<string> },
  replicas: number,
): ScenarioEventV1 | undefined {
  const pre = c.object(v, path, [
    'at',
    'type',
    'namespace',
    'name',
    'endpoints',
    'ports',
    'service',
    'key',
    'value',
    'replica',
    'to',
    'client',
    'node',
    'cause',
  ]);
  if (!pre) return undefined;
  const at = c.int(pre.at, `${path}.at`, 0, LIMITS.maxAt);
  const type = c.oneOf(pre.type, `${path}.type`, EVENT_TYPES);
  if (at === undefined || type === undefined) return undefined;
  const ref = (set: Set<string>, what: string) => {
    const ns = name(c, pre, 'namespace', path);
    const n = name(c, pre, 'name', path, what === 'EndpointSlice' ? DNS_SUBDOMAIN : DNS_LABEL);
    if (ns !== undefined && n !== undefined && !set.has(`${ns}/${n}`))
      c.fail(`${path}.name`, `unknown ${what} ${quote(`${ns}/${n}`)}`);
    return { namespace: ns ?? '', name: n ?? '' };
  };
  switch (type) {
    case 'patchEndpointSlice': {
      const e: ScenarioEventV1 = { at, type, ...ref(known.slices, 'EndpointSlice') };
      if (pre.endpoints !== undefined)
        e.endpoints = pre.endpoints === null ? null : (ipList(c, pre.endpoints, `${path}.endpoints`) ?? []);
      if (pre.ports !== undefined) e.ports = slicePorts(c, pre.ports, `${path}.ports`) ?? [];
      if (pre.endpoints === undefined && pre.ports === undefined)
        c.fail(path, 'a patch needs "endpoints" or "ports"');
      return e;
    }
    case 'createEndpointSlice': {
      const s = slice(c, v, path, ['at', 'type']);
      if (!s) return undefined;
      if (!known.services.has(`${s.namespace}/${s.service}`))
        c.fail(`${path}.service`, `unknown Service ${quote(`${s.namespace}/${s.service}`)}`);
      known.slices.add(`${s.namespace}/${s.name}`);
      return { at, type, ...s };
    }
    case 'deleteEndpointSlice':
      return { at, type, ...ref(known.slices, 'EndpointSlice') };
    case 'annotateService': {
      const key = c.string(pre.key, `${path}.key`, {
        max: 253,
        pattern: /^[A-Za-z0-9][-A-Za-z0-9_./]*$/,
        hint: 'is not a valid annotation key',
      });
      const value = c.string(pre.value, `${path}.value`, { max: 4096 });
      return { at, type, ...ref(known.services, 'Service'), key: key ?? '', value: value ?? '' };
    }
    case 'createService': {
      const s = service(c, pre.service, `${path}.service`);
      if (!s) return undefined;
      known.services.add(`${s.namespace}/${s.name}`);
      return { at, type, service: s };
    }
    case 'deleteService':
      return { at, type, ...ref(known.services, 'Service') };
    case 'restartApiserver': {
      if (replicas === 0) c.fail(path, 'restartApiserver needs an "apiserver" section');
      if (pre.replica === undefined) return { at, type };
      return { at, type, replica: c.int(pre.replica, `${path}.replica`, 0, Math.max(0, replicas - 1)) ?? 0 };
    }
    case 'restartAgent': {
      const e: ScenarioEventV1 = { at, type };
      const node = nodeRef(c, pre.node, `${path}.node`, known.nodes);
      if (node !== undefined) e.node = node;
      if (pre.cause !== undefined) {
        const cause = c.oneOf(pre.cause, `${path}.cause`, ['helmUpgrade', 'rolloutRestart'] as const);
        if (cause) e.cause = cause;
      }
      return e;
    }
    case 'connect': {
      const to = c.string(pre.to, `${path}.to`, { max: 25 });
      if (to !== undefined && !parseL3n4Addr(to))
        c.fail(`${path}.to`, `${quote(to)} is not an address like 10.96.0.10:80/TCP`);
      const client =
        pre.client === undefined ? undefined : c.string(pre.client, `${path}.client`, { max: 80 });
      const e: ScenarioEventV1 =
        client === undefined ? { at, type, to: to ?? '' } : { at, type, to: to ?? '', client };
      const node = nodeRef(c, pre.node, `${path}.node`, known.nodes);
      if (node !== undefined) e.node = node;
      return e;
    }
  }
}

/**
 * Validates untrusted JSON as a scenario v1. Never throws; every problem comes back with its JSON path.
 */
export function validateScenario(input: unknown): ValidationResult {
  const c = new Checker();
  const r = c.object(input, '$', [
    'version',
    'title',
    'summary',
    'apiserver',
    'node',
    'agent',
    'services',
    'endpointSlices',
    'events',
    'seed',
    'durationMs',
    'startTime',
    'talk',
    'serviceCIDRs',
    'nodes',
  ]);
  if (!r) return { ok: false, errors: c.errors };
  if (r.version !== 1) {
    c.fail(
      '$.version',
      r.version === undefined
        ? 'is missing (this app reads version 1)'
        : `must be 1, got ${JSON.stringify(r.version)?.slice(0, 20)}`,
    );
    return { ok: false, errors: c.errors };
  }
  const sc: ScenarioV1 = {
    version: 1,
    title: r.title === undefined ? 'Untitled scenario' : (c.string(r.title, '$.title', { max: 120 }) ?? ''),
    services: [],
    endpointSlices: [],
    events: [],
  };
  if (c.has(r, 'summary')) sc.summary = c.string(r.summary, '$.summary', { max: 400 });
  if (c.has(r, 'apiserver')) {
    const a = c.object(r.apiserver, '$.apiserver', ['replicas', 'advertiseAddress', 'port']);
    if (a) {
      sc.apiserver = {
        replicas: c.int(a.replicas, '$.apiserver.replicas', 1, 9) ?? 1,
        advertiseAddress: ip(c, a.advertiseAddress, '$.apiserver.advertiseAddress') ?? '',
        port: c.int(a.port, '$.apiserver.port', 1, 65535) ?? 443,
      };
    }
  }
  if (c.has(r, 'node')) {
    const n = c.object(r.node, '$.node', ['name', 'ip', 'kernel']);
    if (n) {
      sc.node = {};
      if (c.has(n, 'name'))
        sc.node.name = c.string(n.name, '$.node.name', { max: 63, pattern: DNS_SUBDOMAIN, hint: LABEL_HINT });
      if (c.has(n, 'ip')) sc.node.ip = ip(c, n.ip, '$.node.ip');
      if (c.has(n, 'kernel'))
        sc.node.kernel = c.string(n.kernel, '$.node.kernel', {
          max: 40,
          pattern: /^\d+\.\d+/,
          hint: 'must start with a version like 5.4',
        });
    }
  }
  if (c.has(r, 'agent')) {
    const a = c.object(r.agent, '$.agent', ['apiserverAddress', 'pod', 'afterReconnect']);
    if (a) {
      sc.agent = {};
      if (c.has(a, 'apiserverAddress')) {
        const s = c.string(a.apiserverAddress, '$.agent.apiserverAddress', { max: 25 });
        if (s !== undefined && !parseL3n4Addr(s))
          c.fail('$.agent.apiserverAddress', `${quote(s)} is not an address like 10.15.1.8:443`);
        sc.agent.apiserverAddress = s;
      }
      if (c.has(a, 'pod'))
        sc.agent.pod = c.string(a.pod, '$.agent.pod', { max: 63, pattern: DNS_SUBDOMAIN, hint: LABEL_HINT });
      if (c.has(a, 'afterReconnect'))
        sc.agent.afterReconnect = c.oneOf(a.afterReconnect, '$.agent.afterReconnect', [
          'resume',
          'relist',
        ] as const);
    }
  }
  const { nodes, names: nodeNames } = validateNodes(c, r.nodes, sc.node);
  if (nodes) sc.nodes = nodes;
  const known = { services: new Set<string>(), slices: new Set<string>(), nodes: nodeNames };
  const clusterIPs = new Map<string, string>();
  (c.array(r.services, '$.services', LIMITS.services) ?? []).forEach((v, i) => {
    const s = service(c, v, `$.services[${i}]`);
    if (!s) return;
    const key = `${s.namespace}/${s.name}`;
    // An invalid name or address is already reported; comparing its placeholder would report it twice.
    const named = s.namespace !== '' && s.name !== '';
    if (named && known.services.has(key)) c.fail(`$.services[${i}].name`, `duplicate Service ${quote(key)}`);
    if (s.clusterIP !== 'None' && s.clusterIP !== '' && clusterIPs.has(s.clusterIP))
      c.fail(
        `$.services[${i}].clusterIP`,
        `${s.clusterIP} is already used by ${clusterIPs.get(s.clusterIP)}`,
      );
    known.services.add(key);
    clusterIPs.set(s.clusterIP, key);
    sc.services.push(s);
  });
  if (sc.apiserver) known.services.add('default/kubernetes');
  (c.array(r.endpointSlices, '$.endpointSlices', LIMITS.slices) ?? []).forEach((v, i) => {
    const s = slice(c, v, `$.endpointSlices[${i}]`);
    if (!s) return;
    const key = `${s.namespace}/${s.name}`;
    if (s.namespace !== '' && s.name !== '' && known.slices.has(key))
      c.fail(`$.endpointSlices[${i}].name`, `duplicate EndpointSlice ${quote(key)}`);
    if (sc.apiserver && key === 'default/kubernetes')
      c.fail(
        `$.endpointSlices[${i}].name`,
        'default/kubernetes is managed by the apiserver model; remove it',
      );
    if (!known.services.has(`${s.namespace}/${s.service}`))
      c.fail(`$.endpointSlices[${i}].service`, `unknown Service ${quote(`${s.namespace}/${s.service}`)}`);
    known.slices.add(key);
    sc.endpointSlices.push(s);
  });
  if (sc.apiserver) known.slices.add('default/kubernetes');
  const evs = c.array(r.events, '$.events', LIMITS.events) ?? [];
  let last = 0;
  evs.forEach((v, i) => {
    const e = event(c, v, `$.events[${i}]`, known, sc.apiserver?.replicas ?? 0);
    if (!e) return;
    if (e.at < last)
      c.fail(`$.events[${i}].at`, `events must be in time order (${e.at} comes after ${last})`);
    last = Math.max(last, e.at);
    sc.events.push(e);
  });
  if (c.has(r, 'serviceCIDRs')) {
    const arr = c.array(r.serviceCIDRs, '$.serviceCIDRs', 4) ?? [];
    sc.serviceCIDRs = arr.flatMap((v, i) => {
      const s = c.string(v, `$.serviceCIDRs[${i}]`, { max: 18 });
      if (s !== undefined && !isCidr(s))
        c.fail(`$.serviceCIDRs[${i}]`, `${quote(s)} is not a CIDR like 10.96.0.0/12`);
      return s !== undefined && isCidr(s) ? [s] : [];
    });
  }
  if (c.has(r, 'seed')) sc.seed = c.int(r.seed, '$.seed', 0, 2 ** 32 - 1);
  if (c.has(r, 'durationMs'))
    sc.durationMs = c.int(r.durationMs, '$.durationMs', 1000, LIMITS.maxAt + 600_000);
  if (c.has(r, 'startTime')) {
    const s = c.string(r.startTime, '$.startTime', {
      max: 40,
      pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
      hint: 'must be an ISO time like 2026-01-08T11:10:00Z',
    });
    if (s !== undefined && Number.isNaN(Date.parse(s)))
      c.fail('$.startTime', `${quote(s)} is not a real date`);
    sc.startTime = s;
  }
  if (c.has(r, 'talk')) sc.talk = validateTalk(c, r.talk, '$.talk', LIMITS.maxAt + 600_000);
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, scenario: sc };
}
