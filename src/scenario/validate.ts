import { isCidr } from '../model/cidr';
import { MAX_RUN_WRITES, runWork } from './runWork';
import { scenarioWork } from './scenarioWork';
import { SCENARIO_VERSION, type ScenarioV1 } from './types';
import { validateTalk } from './talk/validateTalk';
import { Checker, quote, type ValidationError } from './validationContext';
import { event, type Known } from './validateEvent';
import {
  DNS_SUBDOMAIN,
  LIMITS,
  MAX_ADDRESS_CHARS,
  MAX_DURATION_MS,
  address,
  ip,
  service,
  slice,
} from './validateService';
import { validateNodes } from './validateNodes';
import { ciliumVersion } from './ciliumVersion';

export type { ValidationError };
export { LIMITS };

export { MAX_DURATION_MS };

export type ValidationResult = { ok: true; scenario: ScenarioV1 } | { ok: false; errors: ValidationError[] };

/** True when an ISO time names a real moment: JavaScript rolls 2026-02-30 over to March, so compare back. */
function isRealDate(iso: string): boolean {
  const ms = Date.parse(iso);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === iso.slice(0, 19);
}

/**
 * Validates untrusted JSON as a scenario of format version 1 or 2 and returns it as version 2 (the current one):
 * version 2 only adds optional fields, so a version 1 file migrates as it is, and a version 2 field in a version 1
 * file is refused by name. Never throws; every problem comes back with its JSON path.
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
    'ciliumVersion',
  ]);
  if (!r) return { ok: false, errors: c.errors };
  if (r.version !== 1 && r.version !== SCENARIO_VERSION) {
    if (r.version === undefined) c.fail('$.version', 'versionMissing');
    else c.fail('$.version', 'versionWrong', { value: JSON.stringify(r.version)?.slice(0, 20) ?? '?' });
    return { ok: false, errors: c.errors };
  }
  c.formatVersion = r.version;
  const sc: ScenarioV1 = {
    version: SCENARIO_VERSION,
    title: r.title === undefined ? 'Untitled scenario' : (c.string(r.title, '$.title', { max: 120 }) ?? ''),
    services: [],
    endpointSlices: [],
    events: [],
  };
  c.sinceVersion2(r, '$', ['ciliumVersion']);
  if (c.has(r, 'ciliumVersion')) sc.ciliumVersion = ciliumVersion(c, r.ciliumVersion, '$.ciliumVersion');
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
        sc.node.name = c.string(n.name, '$.node.name', {
          max: 63,
          pattern: DNS_SUBDOMAIN,
          problem: 'notDnsLabel',
        });
      if (c.has(n, 'ip')) sc.node.ip = ip(c, n.ip, '$.node.ip');
      if (c.has(n, 'kernel'))
        sc.node.kernel = c.string(n.kernel, '$.node.kernel', {
          max: 40,
          pattern: /^\d+\.\d+/,
          problem: 'notKernel',
        });
    }
  }
  if (c.has(r, 'agent')) {
    const a = c.object(r.agent, '$.agent', ['apiserverAddress', 'pod', 'afterReconnect']);
    if (a) {
      sc.agent = {};
      if (c.has(a, 'apiserverAddress')) {
        const s = c.string(a.apiserverAddress, '$.agent.apiserverAddress', { max: MAX_ADDRESS_CHARS });
        sc.agent.apiserverAddress =
          s === undefined ? undefined : address(c, s, '$.agent.apiserverAddress', '10.15.1.8:443');
      }
      if (c.has(a, 'pod'))
        sc.agent.pod = c.string(a.pod, '$.agent.pod', {
          max: 63,
          pattern: DNS_SUBDOMAIN,
          problem: 'notDnsLabel',
        });
      if (c.has(a, 'afterReconnect'))
        sc.agent.afterReconnect = c.oneOf(a.afterReconnect, '$.agent.afterReconnect', [
          'resume',
          'relist',
        ] as const);
    }
  }
  const { nodes, names: nodeNames } = validateNodes(c, r.nodes, sc.node);
  if (nodes) sc.nodes = nodes;
  const known: Known = { services: new Set<string>(), slices: new Set<string>(), nodes: nodeNames };
  const clusterIPs = new Map<string, string>();
  (c.array(r.services, '$.services', LIMITS.services) ?? []).forEach((v, i) => {
    const s = service(c, v, `$.services[${i}]`);
    if (!s) return;
    const key = `${s.namespace}/${s.name}`;
    // An invalid name or address is already reported; comparing its placeholder would report it twice.
    const named = s.namespace !== '' && s.name !== '';
    if (named && known.services.has(key))
      c.fail(`$.services[${i}].name`, 'duplicateObject', { what: 'Service', value: quote(key) });
    const owner = clusterIPs.get(s.clusterIP);
    if (s.clusterIP !== 'None' && s.clusterIP !== '' && owner !== undefined)
      c.fail(`$.services[${i}].clusterIP`, 'clusterIPInUse', { value: s.clusterIP, other: owner });
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
      c.fail(`$.endpointSlices[${i}].name`, 'duplicateObject', { what: 'EndpointSlice', value: quote(key) });
    if (sc.apiserver && key === 'default/kubernetes') c.fail(`$.endpointSlices[${i}].name`, 'managedSlice');
    // Kubernetes stores a slice whose Service does not exist (yet); format version 1 refused one.
    if (c.formatVersion < 2 && !known.services.has(`${s.namespace}/${s.service}`))
      c.fail(`$.endpointSlices[${i}].service`, 'unknownRef', {
        what: 'Service',
        value: quote(`${s.namespace}/${s.service}`),
      });
    known.slices.add(key);
    sc.endpointSlices.push(s);
  });
  if (sc.apiserver) known.slices.add('default/kubernetes');
  checkWorkBudget(c, sc);
  const evs = c.array(r.events, '$.events', LIMITS.events) ?? [];
  let last = 0;
  evs.forEach((v, i) => {
    const e = event(c, v, `$.events[${i}]`, known, sc.apiserver?.replicas ?? 0);
    if (!e) return;
    if (e.at < last) c.fail(`$.events[${i}].at`, 'eventsOutOfOrder', { at: e.at, last });
    last = Math.max(last, e.at);
    sc.events.push(e);
  });
  if (c.has(r, 'serviceCIDRs')) {
    const arr = c.array(r.serviceCIDRs, '$.serviceCIDRs', 4) ?? [];
    sc.serviceCIDRs = arr.flatMap((v, i) => {
      const s = c.string(v, `$.serviceCIDRs[${i}]`, { max: 18 });
      if (s !== undefined && !isCidr(s))
        c.fail(`$.serviceCIDRs[${i}]`, 'notCidr', { value: quote(s), example: '10.96.0.0/12' });
      return s !== undefined && isCidr(s) ? [s] : [];
    });
  }
  if (c.has(r, 'seed')) sc.seed = c.int(r.seed, '$.seed', 0, 2 ** 32 - 1);
  if (c.has(r, 'durationMs')) {
    const duration = c.int(r.durationMs, '$.durationMs', 1000, MAX_DURATION_MS);
    sc.durationMs = duration;
    // The run ends at durationMs: a later event would silently never happen.
    if (duration !== undefined)
      sc.events.forEach((e, i) => {
        if (e.at > duration) c.fail(`$.events[${i}].at`, 'afterDuration', { at: e.at, duration });
      });
  }
  if (c.has(r, 'startTime')) {
    const s = c.string(r.startTime, '$.startTime', {
      max: 40,
      pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/,
      problem: 'notIsoTime',
    });
    if (s !== undefined && !isRealDate(s)) c.fail('$.startTime', 'notRealDate', { value: quote(s) });
    sc.startTime = s;
  }
  if (c.has(r, 'talk')) sc.talk = validateTalk(c, r.talk, '$.talk', MAX_DURATION_MS);
  if (!c.errors.length) checkRunBudget(c, sc);
  return c.errors.length ? { ok: false, errors: c.errors } : { ok: true, scenario: sc };
}

/**
 * Refuses a scenario whose backends (each Service's distinct endpoints × its ports) exceed the model's work
 * budget, naming the most expensive Service, so that a short link never freezes the page.
 */
function checkWorkBudget(c: Checker, sc: ScenarioV1): void {
  const { backends: total, worst } = scenarioWork(sc);
  if (total > LIMITS.backends)
    c.fail(`$.services[${worst.index}]`, 'tooMuchWork', {
      total,
      limit: LIMITS.backends,
      service: quote(worst.service),
      ports: worst.ports,
      endpoints: worst.endpoints,
      backends: worst.backends,
    });
}

/**
 * Refuses a scenario whose whole run (the first sync and every event, every agent, both keys) would make more
 * backend writes than the model simulates in a few seconds, pointing at the costliest part: each event may stay
 * small while their sum freezes a run for minutes (ten patches of 100,000 backends each).
 */
function checkRunBudget(c: Checker, sc: ScenarioV1): void {
  const { total, worst } = runWork(sc);
  if (total > MAX_RUN_WRITES)
    c.fail(worst.event < 0 ? '$.endpointSlices' : `$.events[${worst.event}]`, 'tooMuchRunWork', {
      total,
      limit: MAX_RUN_WRITES,
      writes: worst.writes,
    });
}
