import type { ConnectResult, Step } from '../../model/trace';
import { finalState } from './facts';
import { readerWrites } from './guard';
import type { Lab, LabVerdict } from './types';

/** The write-up's workaround, as its `helm upgrade` sets it: the agent dials the apiserver's own address. */
export const WORKAROUND_HELM =
  'helm upgrade cilium cilium/cilium -n kube-system --reuse-values --set k8sServiceHost=169.254.128.7 --set k8sServicePort=60002';

/** The agent's own connects to its apiserver in a step (its first list, a watch reconnect, or a failure). */
function agentConnect(s: Step): ConnectResult | undefined {
  if (s.kind === 'agentListed' || s.kind === 'agentCrashLoop' || s.kind === 'watchReconnectFailed')
    return s.connect;
  if (s.kind === 'watchReconnected' && s.client === 'agent') return s.connect;
  if (s.kind === 'connect' && s.by === 'agentConfig') return s.connect;
  return undefined;
}

/**
 * Lab 4: with the workaround applied, restart the apiserver replicas (the incident's trigger) and keep the
 * agent connected with the buggy key: after the restart every connect of the agent to its apiserver goes
 * directly (no Service VIP, so no socket-LB entry can reject it), none fails, and the watch is up at the end.
 */
export const workaroundSurvives: Lab = {
  id: 'workaround-survives',
  start: { preset: 'lab-workaround', view: 'buggy', at: 'end' },
  check(ctx): LabVerdict {
    const r = readerWrites(ctx);
    if (r.verdict) return r.verdict;
    const restarts = r.writes.filter((e) => e.type === 'restartApiserver');
    if (!restarts.length) return { done: false, miss: 'noRestart' };
    const from = Math.min(...restarts.map((e) => e.at));
    const trace = ctx.traces.buggy;
    const after = trace.steps.filter((s) => s.at >= from);
    const connects = after.flatMap((s) => agentConnect(s) ?? []);
    if (connects.some((c) => c.path !== 'direct')) return { done: false, miss: 'viaVip' };
    const end = finalState(trace);
    const failed = connects.some((c) => c.result !== 'ok');
    if (failed || !end.agent.watch.connected || !connects.length)
      return { done: false, miss: 'disconnected' };
    return { done: true };
  },
  solution: [
    { kind: 'command', line: WORKAROUND_HELM },
    { kind: 'command', line: 'restart apiserver' },
    { kind: 'command', line: 'kubectl -n kube-system exec ds/cilium -- cilium-dbg service list' },
  ],
};
