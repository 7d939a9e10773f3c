import { stepIndexAt } from '../../../model/render/collect';
import type { AgentPhase, ClusterState, Step } from '../../../model/trace';
import type { RunContext } from '../decl';

/** The cilium DaemonSet, as kubectl names it (`ds/cilium`, `daemonset.apps/cilium`, `daemonsets cilium`). */
export const DAEMONSET = /^(?:ds|daemonsets?|daemonset\.apps|daemonsets\.apps)\/cilium$/;

/**
 * The agent pods at the playhead, node by node (node 0 first), as `kubectl get pods -n kube-system` names them:
 * after a rollout, the pods it created (a deleted pod's name is no longer found).
 */
export function agentPods(
  ctx: Pick<RunContext, 'trace' | 'step' | 'state'>,
): { pod: string; node: number }[] {
  return ctx.trace.nodes.map((_, node) => ({ pod: nodeState(ctx, node).agent.pod, node }));
}

/**
 * The node whose agent pod `ref` names: `ds/cilium` (kubectl picks the first pod: node 0), `pod/NAME` or
 * `NAME`. Undefined: no such pod.
 */
export function podNode(ctx: Pick<RunContext, 'trace' | 'step' | 'state'>, ref: string): number | undefined {
  if (DAEMONSET.test(ref)) return 0;
  const name = ref.replace(/^(?:pods?|po)\//, '');
  return agentPods(ctx).find((p) => p.pod === name)?.node;
}

/** Node k's own steps (its agent and BPF maps), and the step there at the playhead's moment. */
export function nodeView(
  ctx: Pick<RunContext, 'trace' | 'step' | 'state'>,
  node: number,
): { steps: readonly Step[]; step: number } {
  const steps = (node > 0 ? ctx.trace.views?.[node] : undefined) ?? ctx.trace.steps;
  if (steps === ctx.trace.steps) return { steps, step: ctx.step };
  return { steps, step: Math.max(0, stepIndexAt({ steps }, ctx.state.time)) };
}

/** Node k's state at the playhead. */
export function nodeState(ctx: Pick<RunContext, 'trace' | 'step' | 'state'>, node: number): ClusterState {
  const v = nodeView(ctx, node);
  return v.steps[v.step]!.state;
}

/**
 * When node k's agent is next up (its container running) after the playhead: the time of that step, or null
 * when it does not come up within the run.
 */
export function agentReadyAt(ctx: Pick<RunContext, 'trace' | 'step' | 'state'>, node: number): number | null {
  const v = nodeView(ctx, node);
  for (let i = v.step + 1; i < v.steps.length; i++)
    if (v.steps[i]!.state.agent.phase === 'running') return v.steps[i]!.at;
  return null;
}

/** When node k's agent pod was created, at or before the playhead (0: at the start of the run). */
export function agentStartedAt(ctx: Pick<RunContext, 'trace' | 'step' | 'state'>, node: number): number {
  const v = nodeView(ctx, node);
  for (let i = v.step; i >= 0; i--) {
    const s = v.steps[i]!;
    if (s.kind === 'agentStart' && s.replaces) return s.at;
  }
  return 0;
}

/** Which agent phase is not a running agent container (what `kubectl exec` into it meets). */
export const notRunning = (phase: AgentPhase): phase is 'starting' | 'crashloop' => phase !== 'running';
