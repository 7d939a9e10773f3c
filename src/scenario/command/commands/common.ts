import type { Complete, CompleteContext, FlagDecl, Flags } from '../decl';
import type { Note } from '../types';
import { stepIndexAt } from '../../../model/render/collect';
import { agentPods } from '../kube/agents';
import { fileNames } from '../workspace';

/** Options several commands share, declared once. */
export const FLAGS = {
  namespace: {
    long: 'namespace',
    short: 'n',
    kind: 'string',
    value: 'NS',
    help: { en: 'the namespace (default: default)', zh: '命名空间（默认 default）' },
    complete: (c) => namespaces(c),
  },
  allNamespaces: {
    long: 'all-namespaces',
    short: 'A',
    kind: 'bool',
    help: { en: 'every namespace', zh: '所有命名空间' },
  },
  selector: {
    long: 'selector',
    short: 'l',
    kind: 'string',
    value: 'SELECTOR',
    help: {
      en: 'only objects with these labels: k=v, k!=v, k, !k (comma: and)',
      zh: '只列出带这些标签的对象：k=v、k!=v、k、!k（逗号表示“且”）',
    },
  },
  filename: {
    long: 'filename',
    short: 'f',
    kind: 'string',
    repeat: true,
    value: 'FILE',
    help: { en: 'a file of the session, or - for standard input', zh: '会话中的文件，- 表示标准输入' },
    complete: (c) => ['-', ...fileNames(c.files)],
  },
} satisfies Record<string, FlagDecl>;

/** Options that change nothing here (the cluster is the simulated one): accepted so that copied lines run. */
export const INERT_KUBECTL: readonly FlagDecl[] = [
  {
    long: 'context',
    kind: 'string',
    value: 'NAME',
    help: { en: 'ignored: the cluster is the simulated one', zh: '忽略：集群就是模拟的这个' },
  },
  { long: 'cluster', kind: 'string', value: 'NAME', help: { en: 'ignored', zh: '忽略' } },
  { long: 'user', kind: 'string', value: 'NAME', help: { en: 'ignored', zh: '忽略' } },
  { long: 'kubeconfig', kind: 'string', value: 'FILE', help: { en: 'ignored', zh: '忽略' } },
  { long: 'server', short: 's', kind: 'string', value: 'URL', help: { en: 'ignored', zh: '忽略' } },
  { long: 'token', kind: 'string', value: 'TOKEN', help: { en: 'ignored', zh: '忽略' } },
  { long: 'request-timeout', kind: 'string', value: 'DURATION', help: { en: 'ignored', zh: '忽略' } },
  {
    long: 'v',
    short: 'v',
    kind: 'int',
    value: 'N',
    help: { en: 'ignored (log level)', zh: '忽略（日志级别）' },
  },
];

/** The namespace a kubectl command works in. */
export const namespaceOf = (flags: Flags): string =>
  typeof flags.namespace === 'string' ? flags.namespace : 'default';

/** Namespaces that hold something at the playhead (and kube-system, where the agent pods are). */
export function namespaces(c: Pick<CompleteContext, 'state'>): string[] {
  const all = [...Object.values(c.state.k8s.services), ...Object.values(c.state.k8s.slices)].map(
    (o) => o.namespace,
  );
  return [...new Set([...all, 'kube-system'])].sort();
}

/** Names of Services (or slices) in the namespace typed so far (`-A`: every namespace). */
export function objectNames(kind: 'svc' | 'endpointslices'): Complete {
  return (c) => {
    const objs = Object.values(kind === 'svc' ? c.state.k8s.services : c.state.k8s.slices);
    const ns = namespaceOf(c.flags);
    return objs.filter((o) => c.flags['all-namespaces'] === true || o.namespace === ns).map((o) => o.name);
  };
}

/** The agent pods, and the DaemonSet that picks one (`kubectl exec ds/cilium`). */
/** `ds/cilium` and the agent pods at the playhead (a rollout's new names). */
export const agentPodNames: Complete = (c) => [
  'ds/cilium',
  ...agentPods({ ...c, step: Math.max(0, stepIndexAt(c.trace, c.state.time)) }).map((p) => p.pod),
];

export const files: Complete = (c) => fileNames(c.files);

/** A note as a command's whole result: a refusal (exit status 2, like a usage error). */
export const refuse = (note: Note) => ({ notes: [note], exit: 2 });

/** A flag's value as text (the last one given, for a repeatable flag). */
export function flagText(flags: Flags, name: string): string | undefined {
  const v = flags[name];
  return Array.isArray(v) ? v.at(-1) : typeof v === 'string' ? v : undefined;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A wall-clock time as C's `asctime` prints it (`Thu Jan  8 11:10:05 2026`), in UTC; `zone` before the year. */
export function ansiDate(ms: number, zone = ''): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  const day = String(d.getUTCDate()).padStart(2, ' ');
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${day} ${time}${zone ? ` ${zone}` : ''} ${d.getUTCFullYear()}`;
}
