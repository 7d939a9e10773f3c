import type { ScenarioNodeV1, ScenarioV1 } from './types';
import { quote, type Checker } from './validationContext';
import { DNS_SUBDOMAIN, ip as ipv4 } from './validateService';

/** More nodes than this would not fit the stage's node strip (and say nothing more). */
export const MAX_NODES = 12;

/** The first node's name and address when the scenario does not give them (toSimInput uses the same). */
export const DEFAULT_NODE = { name: 'node-1', ip: '10.0.0.4' };

/**
 * Validates `nodes` (the nodes besides `node`): names and addresses are unique across all nodes. Returns the
 * nodes and every node's name, the first node's included (events refer to nodes by name).
 */
export function validateNodes(
  c: Checker,
  v: unknown,
  first: ScenarioV1['node'],
): { nodes: ScenarioNodeV1[] | undefined; names: Set<string> } {
  const names = new Set([first?.name ?? DEFAULT_NODE.name]);
  const ips = new Set([first?.ip ?? DEFAULT_NODE.ip]);
  if (v === undefined) return { nodes: undefined, names };
  const arr = c.array(v, '$.nodes', MAX_NODES - 1) ?? [];
  const pods = new Set<string>();
  const nodes = arr.flatMap((x, i): ScenarioNodeV1[] => {
    const path = `$.nodes[${i}]`;
    const r = c.object(x, path, ['name', 'ip', 'kernel', 'pod']);
    if (!r) return [];
    const name = c.string(r.name, `${path}.name`, { max: 63, pattern: DNS_SUBDOMAIN, problem: 'notDnsName' });
    const ip = ipv4(c, r.ip, `${path}.ip`);
    if (name !== undefined && names.has(name))
      c.fail(`${path}.name`, 'duplicateNode', { value: quote(name) });
    if (ip !== undefined && ips.has(ip)) c.fail(`${path}.ip`, 'nodeIPInUse', { value: ip });
    const node: ScenarioNodeV1 = { name: name ?? '', ip: ip ?? '' };
    if (c.has(r, 'kernel'))
      node.kernel = c.string(r.kernel, `${path}.kernel`, {
        max: 40,
        pattern: /^\d+\.\d+/,
        problem: 'notKernel',
      });
    if (c.has(r, 'pod')) {
      node.pod = c.string(r.pod, `${path}.pod`, { max: 63, pattern: DNS_SUBDOMAIN, problem: 'notDnsName' });
      if (node.pod !== undefined && pods.has(node.pod))
        c.fail(`${path}.pod`, 'duplicatePod', { value: quote(node.pod) });
      if (node.pod !== undefined) pods.add(node.pod);
    }
    if (name !== undefined) names.add(name);
    if (ip !== undefined) ips.add(ip);
    return [node];
  });
  return { nodes, names };
}

/** An event's optional `node`: the name of one of the scenario's nodes. */
export function nodeRef(c: Checker, v: unknown, path: string, names: ReadonlySet<string>) {
  if (v === undefined) return undefined;
  const name = c.string(v, path, { max: 63 });
  if (name !== undefined && !names.has(name)) return c.fail(path, 'unknownNode', { value: quote(name) });
  return name;
}
