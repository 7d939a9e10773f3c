import { defineCommand } from '../../decl';
import { DAEMONSET } from '../../kube/agents';
import { namespaceOf, refuse } from '../common';

export const rolloutRestart = defineCommand({
  path: ['kubectl', 'rollout', 'restart'],
  synopsis: 'kubectl -n kube-system rollout restart ds/cilium',
  summary: {
    en: 'recreate every agent pod (each agent lists everything again)',
    zh: '重建所有 agent Pod（每个 agent 重新 list 全部对象）',
  },
  group: 'write',
  args: [
    { name: 'ds/cilium', complete: () => ['ds/cilium'] },
    { name: 'NAME', optional: true },
  ],
  flags: [],
  examples: [
    'kubectl -n kube-system rollout restart ds/cilium',
    'kubectl -n kube-system rollout restart daemonset cilium',
  ],
  run(p) {
    const ref = p.args.length === 2 ? `${p.args[0]}/${p.args[1]}` : p.args[0]!;
    if (!DAEMONSET.test(ref)) return refuse({ code: 'notModelled', what: `kubectl rollout restart ${ref}` });
    if (namespaceOf(p.flags) !== 'kube-system')
      return { stderr: 'Error from server (NotFound): daemonsets.apps "cilium" not found', exit: 1 };
    return {
      stdout: 'daemonset.apps/cilium restarted',
      write: { events: [{ at: 0, type: 'restartAgent', cause: 'rolloutRestart' }], settle: 'agentRestart' },
    };
  },
});
