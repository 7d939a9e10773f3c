import { nodeRef } from '../validateNodes';
import { address } from '../validateService';
import { defineEvent } from './eventDef';

/** A process on a node (the first node unless `node` names another) connects to `ip:port[/PROTO]`. */
export interface ConnectV1 {
  at: number;
  type: 'connect';
  to: string;
  client?: string;
  node?: string;
}

export const connect = defineEvent<ConnectV1>({
  type: 'connect',
  keys: ['to', 'client', 'node'],
  validate({ c, rec, path, at, known }) {
    const to = address(c, rec.to, `${path}.to`, '10.96.0.10:80/TCP') ?? '';
    const client = rec.client === undefined ? undefined : c.string(rec.client, `${path}.client`, { max: 80 });
    const e: ConnectV1 =
      client === undefined ? { at, type: 'connect', to } : { at, type: 'connect', to, client };
    const node = nodeRef(c, rec.node, `${path}.node`, known.nodes);
    if (node !== undefined) e.node = node;
    return e;
  },
  toSim(e, { nodeIndex }) {
    const node = nodeIndex(e.node);
    return {
      at: e.at,
      type: e.type,
      to: e.to.includes('/') ? e.to : `${e.to}/TCP`,
      client: e.client ?? 'curl',
      ...(node !== undefined ? { node } : {}),
    };
  },
  create(at, d) {
    const svc = d.services[0];
    return { at, type: 'connect', to: svc ? `${svc.clusterIP}:${svc.ports[0]?.port ?? 80}` : '10.96.0.1:80' };
  },
  fields: [
    { key: 'to', kind: 'text', width: 'xl' },
    { key: 'client', kind: 'text', optional: true, width: 'xl' },
  ],
  tone: 'client',
});
