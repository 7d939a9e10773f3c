import type { AgentPhase } from '../trace';
import { shortAge } from '../wallClock';
import { columns } from './columns';

/** One cilium agent pod as `kubectl get pods -n kube-system` lists it. */
export interface AgentPodRow {
  pod: string;
  node: string;
  ip: string;
  phase: AgentPhase;
  restarts: number;
  /** How long the pod has existed (ms). */
  age: number;
  /** `--show-labels`: the LABELS column. */
  labels?: string;
}

/**
 * The pod's STATUS: its `config` init container runs first (`Init:0/1`) and, when it keeps failing, waits
 * in back-off (`Init:CrashLoopBackOff`); once the agent container runs the pod is `Running` (READY 1/1).
 */
export function podStatus(phase: AgentPhase): { ready: string; status: string } {
  switch (phase) {
    case 'running':
      return { ready: '1/1', status: 'Running' };
    case 'crashloop':
      return { ready: '0/1', status: 'Init:CrashLoopBackOff' };
    case 'starting':
      return { ready: '0/1', status: 'Init:0/1' };
  }
}

/** `kubectl get pods -n kube-system` (`-o wide` adds IP and NODE; the agent runs in the host's network). */
export function renderGetPods(
  rows: readonly AgentPodRow[],
  o: { wide?: boolean; labels?: boolean } = {},
): string {
  const header = ['NAME', 'READY', 'STATUS', 'RESTARTS', 'AGE'];
  const body = rows.map((r) => {
    const s = podStatus(r.phase);
    return [
      r.pod,
      s.ready,
      s.status,
      String(r.restarts),
      shortAge(r.age),
      ...(o.wide ? [r.ip, r.node, '<none>', '<none>'] : []),
      ...(o.labels ? [r.labels ?? '<none>'] : []),
    ];
  });
  const head = [
    ...header,
    ...(o.wide ? ['IP', 'NODE', 'NOMINATED NODE', 'READINESS GATES'] : []),
    ...(o.labels ? ['LABELS'] : []),
  ];
  return columns([head, ...body]);
}
