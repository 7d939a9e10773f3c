import { defineEvent } from './eventDef';

/** Restarts the apiserver replicas (all, or the one numbered): the incident's trigger. */
export interface RestartApiserverV1 {
  at: number;
  type: 'restartApiserver';
  replica?: number;
}

export const restartApiserver = defineEvent<RestartApiserverV1>({
  type: 'restartApiserver',
  keys: ['replica'],
  validate({ c, rec, path, at, replicas }) {
    if (replicas === 0) c.fail(path, 'needsApiserver');
    if (rec.replica === undefined) return { at, type: 'restartApiserver' };
    const replica = c.int(rec.replica, `${path}.replica`, 0, Math.max(0, replicas - 1)) ?? 0;
    return { at, type: 'restartApiserver', replica };
  },
  toSim: (e) => e,
  create: (at) => ({ at, type: 'restartApiserver' }),
  fields: [{ key: 'replica', kind: 'int', optional: true, label: 'replica (empty = all)', width: 's' }],
  tone: 'restart',
});
