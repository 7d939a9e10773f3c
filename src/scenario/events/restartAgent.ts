import { nodeRef } from '../validateNodes';
import { address } from '../validateService';
import { defineEvent } from './eventDef';

const CAUSES = ['helmUpgrade', 'rolloutRestart'] as const;

/**
 * Recreates the agent pods: on every node, or on the node named. `cause` only changes the narration.
 * `apiserverAddress` (`ip:port`, added in format v1, optional): the apiserver address the new pods use from
 * then on — a `helm upgrade --set k8sServiceHost=… --set k8sServicePort=…`, as the write-up's workaround.
 */
export interface RestartAgentV1 {
  at: number;
  type: 'restartAgent';
  node?: string;
  cause?: (typeof CAUSES)[number];
  apiserverAddress?: string;
}

export const restartAgent = defineEvent<RestartAgentV1>({
  type: 'restartAgent',
  keys: ['node', 'cause', 'apiserverAddress'],
  validate({ c, rec, path, at, known }) {
    const e: RestartAgentV1 = { at, type: 'restartAgent' };
    const node = nodeRef(c, rec.node, `${path}.node`, known.nodes);
    if (node !== undefined) e.node = node;
    if (rec.cause !== undefined) {
      const cause = c.oneOf(rec.cause, `${path}.cause`, CAUSES);
      if (cause) e.cause = cause;
    }
    if (rec.apiserverAddress !== undefined) {
      const a = address(c, rec.apiserverAddress, `${path}.apiserverAddress`, '169.254.128.7:60002');
      if (a !== undefined) e.apiserverAddress = a;
    }
    return e;
  },
  toSim(e, { nodeIndex }) {
    const node = nodeIndex(e.node);
    const a = e.apiserverAddress;
    return {
      at: e.at,
      type: e.type,
      ...(node !== undefined ? { node } : {}),
      ...(e.cause ? { cause: e.cause } : {}),
      // The simulator's addresses carry their protocol, as the scenario's `agent.apiserverAddress` does.
      ...(a ? { apiserverAddress: a.includes('/') ? a : `${a}/TCP` } : {}),
    };
  },
  create: (at) => ({ at, type: 'restartAgent' }),
  fields: [],
  tone: 'restart',
});
