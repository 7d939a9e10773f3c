import { isIPv4 } from '../model/l3n4Addr';
import type { ScenarioPortV1, ScenarioServiceV1, ScenarioV1 } from '../scenario/types';
import type { Protocol } from './dump';
import type { ExposedPair, ServiceRef } from './exposure';

const PORT_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const SLICE_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;
const TYPES = ['ClusterIP', 'NodePort', 'LoadBalancer'] as const;

/** An address split back into parts: `[fd00::1]:53/UDP` → ip, port, protocol. */
function parts(addr: string): { ip: string; port: number; protocol: Protocol } {
  const slash = addr.lastIndexOf('/');
  const colon = addr.lastIndexOf(':', slash);
  return {
    ip: addr.slice(0, colon).replace(/^\[|\]$/g, ''),
    port: Number(addr.slice(colon + 1, slash)),
    protocol: addr.slice(slash + 1) as Protocol,
  };
}

/** The Service port whose endpoints are `port/protocol`: named like the slice port that lists it. */
function servicePort(s: ServiceRef, port: number, protocol: Protocol): ScenarioPortV1 {
  const sliceName = s.slices
    .flatMap((x) => x.ports)
    .find((p) => p.port === port && p.protocol === protocol)?.name;
  const sp =
    s.ports.find((p) => p.protocol === protocol && sliceName !== undefined && p.name === sliceName) ??
    s.ports.find((p) => p.protocol === protocol && p.targetPort === port);
  const out: ScenarioPortV1 = { port: sp?.port ?? port, targetPort: port, protocol };
  if (sp?.name && sp.name.length <= 15 && PORT_NAME.test(sp.name)) out.name = sp.name;
  if (sp?.nodePort && s.type !== 'ClusterIP') out.nodePort = sp.nodePort;
  return out;
}

// The model is IPv4-only; the bug does not depend on the address family, so other addresses get placeholders.
const v4 = (ip: string | undefined, fallback: string) => (ip && isIPv4(ip) ? ip : fallback);

function service(s: ServiceRef, port: ScenarioPortV1, fallbackIp: string): ScenarioServiceV1 {
  const type = (TYPES as readonly string[]).includes(s.type)
    ? (s.type as ScenarioServiceV1['type'])
    : 'ClusterIP';
  const lbs = type === 'LoadBalancer' ? s.loadBalancerIPs.filter(isIPv4) : [];
  return {
    namespace: s.namespace,
    name: s.name,
    type,
    clusterIP: v4(s.clusterIPs.find(isIPv4), fallbackIp),
    ...(lbs.length && { loadBalancerIPs: lbs }),
    ports: [port],
  };
}

const sliceName = (s: ServiceRef) => {
  const n = s.slices[0]?.name;
  return n && n.length <= 63 && SLICE_NAME.test(n) ? n : s.name;
};

/**
 * A scenario (format v1) of just this pair: both Services with the port that reaches the shared backend, one
 * EndpointSlice each, and the trigger — the released Service's slice drops the shared addresses, the victim is
 * annotated (any Service update refreshes its frontends), with connects to the victim's ClusterIP before, between
 * and after. Also returns that VIP, where the damage shows.
 */
export function buildReplay(p: ExposedPair): { scenario: ScenarioV1; vip: string } {
  const first = parts(p.shared[0]!);
  const same = p.shared.map(parts).filter((x) => x.port === first.port && x.protocol === first.protocol);
  const ips = same.slice(0, 3).map((x, i) => v4(x.ip, `10.255.0.${i + 1}`));
  const rPort = servicePort(p.released, first.port, first.protocol);
  const vPort = servicePort(p.victim, first.port, first.protocol);
  const released = service(p.released, rPort, '10.96.255.1');
  const victim = service(p.victim, vPort, '10.96.255.2');
  if (released.clusterIP === victim.clusterIP) released.clusterIP = '10.96.255.1';
  // Backends the victim does not share stay in its slice (as placeholders), so a partial loss looks partial.
  const own = p.victimLosesAll ? [] : ['10.255.255.1'];
  const vip = `${victim.clusterIP}:${vPort.port}/${first.protocol}`;
  const connect = (at: number) => ({
    at,
    type: 'connect' as const,
    to: vip,
    client: `curl ${vip.split('/')[0]}`,
  });
  const slicePorts = [
    { ...(vPort.name && { name: vPort.name }), port: first.port, protocol: first.protocol },
  ];
  const scenario: ScenarioV1 = {
    version: 2,
    title: `Replay: ${p.released.key} → ${p.victim.key}`.slice(0, 120),
    summary:
      `${p.released.key}'s EndpointSlice drops ${ips.join(', ')}; the buggy release also takes ${p.victim.key}'s instance, and the next update of ${p.victim.key} leaves its frontends without ${p.victimLosesAll ? 'any backend' : 'the shared backends'}.`.slice(
        0,
        400,
      ),
    services: [released, victim],
    endpointSlices: [
      {
        namespace: released.namespace,
        name: sliceName(p.released),
        service: released.name,
        endpoints: ips,
        ports: slicePorts,
      },
      {
        namespace: victim.namespace,
        name: sliceName(p.victim),
        service: victim.name,
        endpoints: [...ips, ...own],
        ports: slicePorts,
      },
    ],
    events: [
      connect(2000),
      {
        at: 5000,
        type: 'patchEndpointSlice',
        namespace: released.namespace,
        name: sliceName(p.released),
        endpoints: [],
      },
      connect(9000),
      {
        at: 13000,
        type: 'annotateService',
        namespace: victim.namespace,
        name: victim.name,
        key: 'nonroutable.scan/refresh',
        value: 'replay',
      },
      connect(17000),
    ],
    seed: 1,
    durationMs: 24000,
  };
  return { scenario, vip };
}
