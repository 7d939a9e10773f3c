import { parseL3n4Addr } from '../model/l3n4Addr';
import type { ScenarioEventV1 } from './types';
import { Checker, quote } from './validationContext';
import { nodeRef } from './validateNodes';
import {
  DNS_LABEL,
  DNS_SUBDOMAIN,
  LIMITS,
  annotationKey,
  ipList,
  name,
  service,
  slice,
  slicePorts,
} from './validateService';

export const EVENT_TYPES = [
  'patchEndpointSlice',
  'createEndpointSlice',
  'deleteEndpointSlice',
  'annotateService',
  'createService',
  'deleteService',
  'restartApiserver',
  'restartAgent',
  'connect',
] as const satisfies readonly ScenarioEventV1['type'][];

/** The longest `ip:port/PROTO`: `255.255.255.255:65535/SCTP`. */
export const MAX_ADDRESS_CHARS = 26;

/** An `ip:port[/PROTO]` string, or undefined (with the problem reported). */
export function address(c: Checker, v: unknown, path: string, example: string): string | undefined {
  const s = c.string(v, path, { max: MAX_ADDRESS_CHARS });
  if (s !== undefined && !parseL3n4Addr(s)) return c.fail(path, 'notAddress', { value: quote(s), example });
  return s;
}

/** The objects known so far (events may create them), to check what later events refer to. */
export interface Known {
  services: Set<string>;
  slices: Set<string>;
  /** Every node's name, the first node's included (events may name a node). */
  nodes: ReadonlySet<string>;
}

export function event(
  c: Checker,
  v: unknown,
  path: string,
  known: Known,
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
  const ref = (set: Set<string>, what: 'Service' | 'EndpointSlice') => {
    const ns = name(c, pre, 'namespace', path);
    const n = name(c, pre, 'name', path, what === 'EndpointSlice' ? DNS_SUBDOMAIN : DNS_LABEL);
    if (ns !== undefined && n !== undefined && !set.has(`${ns}/${n}`))
      c.fail(`${path}.name`, 'unknownRef', { what, value: quote(`${ns}/${n}`) });
    return { namespace: ns ?? '', name: n ?? '' };
  };
  switch (type) {
    case 'patchEndpointSlice': {
      const e: ScenarioEventV1 = { at, type, ...ref(known.slices, 'EndpointSlice') };
      if (pre.endpoints !== undefined)
        e.endpoints = pre.endpoints === null ? null : (ipList(c, pre.endpoints, `${path}.endpoints`) ?? []);
      if (pre.ports !== undefined) e.ports = slicePorts(c, pre.ports, `${path}.ports`) ?? [];
      if (pre.endpoints === undefined && pre.ports === undefined) c.fail(path, 'patchNeedsField');
      return e;
    }
    case 'createEndpointSlice': {
      const s = slice(c, v, path, ['at', 'type']);
      if (!s) return undefined;
      if (!known.services.has(`${s.namespace}/${s.service}`))
        c.fail(`${path}.service`, 'unknownRef', {
          what: 'Service',
          value: quote(`${s.namespace}/${s.service}`),
        });
      known.slices.add(`${s.namespace}/${s.name}`);
      return { at, type, ...s };
    }
    case 'deleteEndpointSlice':
      return { at, type, ...ref(known.slices, 'EndpointSlice') };
    case 'annotateService': {
      const key = annotationKey(c, pre.key, `${path}.key`);
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
      if (replicas === 0) c.fail(path, 'needsApiserver');
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
      const to = address(c, pre.to, `${path}.to`, '10.96.0.10:80/TCP');
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
