import { isIPv4, parseL3n4Addr } from '../../../model/l3n4Addr';
import { toSimInput } from '../../toSimInput';
import { defineCommand, type RunContext } from '../decl';
import { ansiDate, namespaceOf, refuse } from './common';

/** The chart values the model honours: the agent's apiserver address. */
const HONOURED = ['k8sServiceHost', 'k8sServicePort'] as const;

/** The address the agent pods are configured with at the playhead (`ip:port`), and the release's revision. */
function current(ctx: RunContext): { host: string; port: number; revision: number } {
  const input = toSimInput(ctx.scenario);
  const upgrades = ctx.scenario.events.filter(
    (e) => e.type === 'restartAgent' && e.cause === 'helmUpgrade' && e.at <= ctx.state.time,
  );
  const set = [...upgrades].reverse().find((e) => e.type === 'restartAgent' && e.apiserverAddress);
  const addr =
    (set?.type === 'restartAgent' && set.apiserverAddress) ||
    input.agent.apiserverAddress ||
    (input.apiserver ? `${input.apiserver.advertiseAddress}:${input.apiserver.port}` : '10.96.0.1:443');
  const p = parseL3n4Addr(addr.includes('/') ? addr : `${addr}/TCP`);
  return { host: p?.ip ?? '', port: p?.port ?? 443, revision: 1 + upgrades.length };
}

export const helmUpgrade = defineCommand({
  path: ['helm', 'upgrade'],
  synopsis:
    'helm upgrade cilium CHART -n kube-system --reuse-values --set k8sServiceHost=IP,k8sServicePort=PORT',
  summary: {
    en: 'change the agent’s apiserver address (the write-up’s workaround); its pods are recreated',
    zh: '修改 agent 连接 apiserver 的地址（文章中的规避方案）；其 Pod 会被重建',
  },
  group: 'write',
  args: [
    { name: 'RELEASE', complete: () => ['cilium'] },
    { name: 'CHART', complete: () => ['cilium/cilium'] },
  ],
  flags: [
    {
      long: 'set',
      kind: 'string',
      repeat: true,
      value: 'KEY=VALUE[,…]',
      help: {
        en: 'k8sServiceHost and k8sServicePort (other values are not modelled)',
        zh: 'k8sServiceHost 与 k8sServicePort（其他值未建模）',
      },
      complete: () => ['k8sServiceHost=', 'k8sServicePort='],
    },
    {
      long: 'reuse-values',
      kind: 'bool',
      help: { en: 'keep the release’s other values', zh: '保留 release 的其他值' },
    },
    {
      long: 'version',
      kind: 'string',
      value: 'VERSION',
      help: { en: 'ignored: the model is one Cilium version', zh: '忽略：模型只有一个 Cilium 版本' },
    },
    { long: 'wait', kind: 'bool', help: { en: 'ignored', zh: '忽略' } },
    {
      long: 'install',
      short: 'i',
      kind: 'bool',
      help: { en: 'ignored (the release exists)', zh: '忽略（release 已存在）' },
    },
  ],
  examples: [
    'helm upgrade cilium cilium/cilium -n kube-system --reuse-values --set k8sServiceHost=169.254.128.7 --set k8sServicePort=60002',
    'helm upgrade cilium cilium/cilium --namespace kube-system --reuse-values --set k8sServiceHost=169.254.128.7,k8sServicePort=60002',
  ],
  run(p, ctx) {
    const [release = ''] = p.args;
    const ns = namespaceOf(p.flags);
    if (release !== 'cilium' || ns !== 'kube-system')
      return { stderr: `Error: UPGRADE FAILED: "${release}" has no deployed releases`, exit: 1 };
    const now = current(ctx);
    let host = now.host;
    let port = now.port;
    for (const pair of ((p.flags.set as string[] | undefined) ?? []).flatMap((s) => s.split(','))) {
      const [key = '', value = ''] = pair.split('=');
      if (!(HONOURED as readonly string[]).includes(key))
        return refuse({ code: 'notModelled', what: `--set ${key}` });
      if (key === 'k8sServiceHost') {
        if (!isIPv4(value))
          return refuse({
            code: 'notModelledField',
            what: 'helm upgrade',
            field: `k8sServiceHost=${value} (the model takes an IPv4 address)`,
          });
        host = value;
      } else {
        if (!/^\d{1,5}$/.test(value) || Number(value) < 1 || Number(value) > 65535)
          return {
            stderr: `Error: UPGRADE FAILED: values don't meet the specifications of the schema(s): k8sServicePort: Invalid type`,
            exit: 1,
          };
        port = Number(value);
      }
    }
    const text = [
      'Release "cilium" has been upgraded. Happy Helming!',
      'NAME: cilium',
      `LAST DEPLOYED: ${ansiDate(ctx.now)}`,
      'NAMESPACE: kube-system',
      'STATUS: deployed',
      `REVISION: ${now.revision + 1}`,
      'TEST SUITE: None',
      'NOTES:',
      'You have successfully installed Cilium.',
    ].join('\n');
    // The address is in the DaemonSet's pod template (KUBERNETES_SERVICE_HOST/PORT): a change rolls the pods,
    // the same values leave them running.
    if (host === now.host && port === now.port) return { stdout: text, notes: [{ code: 'unchanged' }] };
    return {
      stdout: text,
      write: {
        events: [{ at: 0, type: 'restartAgent', cause: 'helmUpgrade', apiserverAddress: `${host}:${port}` }],
        settle: 'agentRestart',
      },
    };
  },
});
