import { toSimInput } from '../../toSimInput';
import { defineCommand } from '../decl';
import { refuse } from './common';

export const restartApiserver = defineCommand({
  path: ['restart', 'apiserver'],
  synopsis: 'restart apiserver [REPLICA]',
  summary: {
    en: 'the incident’s trigger: a cluster spec change replaces the apiserver replicas (all, or one)',
    zh: '事故的触发条件：集群规格调整会替换 apiserver 副本（全部或其中一个）',
  },
  group: 'app',
  args: [
    { name: 'REPLICA', optional: true, complete: (c) => c.state.apiserver.replicas.map((r) => String(r.id)) },
  ],
  flags: [],
  examples: ['restart apiserver', 'restart apiserver 0'],
  run(p, ctx) {
    const replicas = toSimInput(ctx.scenario).apiserver?.replicas ?? 0;
    if (!replicas)
      return refuse({
        code: 'notModelled',
        what: 'restart apiserver (this scenario runs no apiserver replicas)',
      });
    const arg = p.args[0];
    if (arg !== undefined && !(/^\d+$/.test(arg) && Number(arg) < replicas))
      return refuse({
        code: 'missingArg',
        command: 'restart apiserver',
        arg: `REPLICA (0..${replicas - 1})`,
        usage: restartApiserver.synopsis,
      });
    return {
      write: {
        events: [
          arg === undefined
            ? { at: 0, type: 'restartApiserver' }
            : { at: 0, type: 'restartApiserver', replica: Number(arg) },
        ],
        settle: 'apiserverRestart',
      },
    };
  },
});
