import type { ClusterState } from '../trace';

/** The agent's main container; `kubectl exec` into the pod runs commands there. */
export const AGENT_CONTAINER = 'cilium-agent';

/**
 * What `kubectl exec` into the agent pod answers while the agent container is not running (its `config`
 * init container is still retrying, or crash-looping): the command never runs, so no agent output exists.
 */
export function agentExecError(state: ClusterState): string | undefined {
  return state.agent.phase === 'running'
    ? undefined
    : `error: unable to upgrade connection: container not found ("${AGENT_CONTAINER}")`;
}

/** An agent command's output at this state: its rendering, or the exec error when it cannot run. */
export function renderAgentCommand(state: ClusterState, render: (s: ClusterState) => string): string {
  return agentExecError(state) ?? render(state);
}
