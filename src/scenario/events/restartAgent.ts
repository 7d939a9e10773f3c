import { nodeRef } from '../validateNodes';
import { defineEvent } from './eventDef';

const CAUSES = ['helmUpgrade', 'rolloutRestart'] as const;

/** Recreates the agent pods: on every node, or on the node named. `cause` only changes the narration. */
export interface RestartAgentV1 {
  at: number;
  type: 'restartAgent';
  node?: string;
  cause?: (typeof CAUSES)[number];
}

export const restartAgent = defineEvent<RestartAgentV1>({
  type: 'restartAgent',
  keys: ['node', 'cause'],
  validate({ c, rec, path, at, known }) {
    const e: RestartAgentV1 = { at, type: 'restartAgent' };
    const node = nodeRef(c, rec.node, `${path}.node`, known.nodes);
    if (node !== undefined) e.node = node;
    if (rec.cause !== undefined) {
      const cause = c.oneOf(rec.cause, `${path}.cause`, CAUSES);
      if (cause) e.cause = cause;
    }
    return e;
  },
  toSim(e, { nodeIndex }) {
    const node = nodeIndex(e.node);
    return {
      at: e.at,
      type: e.type,
      ...(node !== undefined ? { node } : {}),
      ...(e.cause ? { cause: e.cause } : {}),
    };
  },
  create: (at) => ({ at, type: 'restartAgent' }),
  fields: [],
  tone: 'restart',
});
