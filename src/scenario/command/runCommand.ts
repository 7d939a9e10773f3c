import { renderAgentCommand } from '../../model/render/agentExec';
import { renderBpfLbList } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import { renderBackends, renderFrontends } from '../../model/render/dbShow';
import {
  endpointSliceObject,
  renderEvents,
  renderGetEndpointSlices,
  renderGetServices,
  renderObjectYaml,
  serviceObject,
} from '../../model/render/kubectl';
import { renderCurl } from '../../model/render/logs';
import { renderServiceList } from '../../model/render/serviceList';
import { objectKey, type EndpointSlice } from '../../model/kube';
import { l3n4Addr } from '../../model/l3n4Addr';
import { decideConnect } from '../../model/socketLb';
import type { ClusterState, Trace } from '../../model/trace';
import { toSimInput } from '../toSimInput';
import type { ScenarioEventV1, ScenarioV1 } from '../types';
import { validateScenario } from '../validate';
import { applyYaml } from './applyYaml';
import type { AgentRead, Command, CommandError } from './types';

/** Where the command runs: the scenario, the run on screen and the playhead. */
export interface CommandContext {
  scenario: ScenarioV1;
  trace: Trace;
  step: number;
}

/**
 * `output`: what the command prints (tool output, not translated). `write`: the edited scenario and the
 * moment of the new event(s); the caller re-simulates and moves the playhead to where the effects settled.
 */
export type CommandOutcome =
  | { kind: 'output'; text: string }
  | { kind: 'write'; text: string; scenario: ScenarioV1; at: number; settle: SettleKind }
  | { kind: 'needsYaml'; namespace: string }
  | { kind: 'help' }
  | { kind: 'error'; error: CommandError };

export type SettleKind = 'flush' | 'agentRestart' | 'apiserverRestart';

const EPS = 'endpointslices.discovery.k8s.io';
const notFound = (resource: string, name: string) =>
  `Error from server (NotFound): ${resource} "${name}" not found`;

/** Runs one parsed command against the state at the playhead. */
export function runCommand(cmd: Command, ctx: CommandContext, yaml?: string): CommandOutcome {
  const i = Math.max(0, Math.min(ctx.step, ctx.trace.steps.length - 1));
  const state = ctx.trace.steps[i]!.state;
  const out = (text: string): CommandOutcome => ({ kind: 'output', text });
  switch (cmd.kind) {
    case 'help':
      return { kind: 'help' };
    case 'agent':
      return out(renderAgent(cmd.what, state, ctx.trace));
    case 'get':
      return out(renderGet(cmd, state, ctx, i));
    case 'curl': {
      const input = toSimInput(ctx.scenario);
      const r = decideConnect(
        {
          state,
          node: input.node,
          apiserver: input.apiserver,
          serviceCIDRs: input.serviceCIDRs,
          random: () => 0,
        },
        l3n4Addr(cmd.ip, cmd.port),
        'curl',
      );
      return out(renderCurl(r));
    }
    case 'patchSlice': {
      const s = state.k8s.slices[objectKey(cmd.namespace, cmd.name)];
      if (!s) return out(notFound(EPS, cmd.name));
      const same = (s.endpoints ?? []).join() === (cmd.endpoints ?? []).join();
      if (same) return out(`endpointslice.discovery.k8s.io/${cmd.name} patched (no change)`);
      const ev: ScenarioEventV1 = {
        at: 0,
        type: 'patchEndpointSlice',
        namespace: cmd.namespace,
        name: cmd.name,
      };
      ev.endpoints = cmd.endpoints;
      return write(ctx, state, [ev], `endpointslice.discovery.k8s.io/${cmd.name} patched`, 'flush');
    }
    case 'annotate': {
      const svc = state.k8s.services[objectKey(cmd.namespace, cmd.name)];
      if (!svc) return out(notFound('services', cmd.name));
      const old = svc.annotations[cmd.key];
      if (old !== undefined && old !== cmd.value && !cmd.overwrite)
        return out(
          `error: --overwrite is false but found the following declared annotation(s): '${cmd.key}' already has a value (${old})`,
        );
      const { namespace, name, key, value } = cmd;
      const ev: ScenarioEventV1 = { at: 0, type: 'annotateService', namespace, name, key, value };
      return write(ctx, state, [ev], `service/${cmd.name} annotated`, 'flush');
    }
    case 'delete': {
      const { namespace, name } = cmd;
      if (cmd.resource === 'svc') {
        if (!state.k8s.services[objectKey(namespace, name)]) return out(notFound('services', name));
        const ev: ScenarioEventV1 = { at: 0, type: 'deleteService', namespace, name };
        return write(ctx, state, [ev], `service "${name}" deleted`, 'flush');
      }
      if (!state.k8s.slices[objectKey(namespace, name)]) return out(notFound(EPS, name));
      const ev: ScenarioEventV1 = { at: 0, type: 'deleteEndpointSlice', namespace, name };
      return write(ctx, state, [ev], `endpointslice.discovery.k8s.io "${name}" deleted`, 'flush');
    }
    case 'apply': {
      if (yaml === undefined) return { kind: 'needsYaml', namespace: cmd.namespace };
      const r = applyYaml(yaml, state.k8s, cmd.namespace);
      if (!r.ok) return out(r.detail);
      if (!r.events.length) return out(r.lines.join('\n'));
      return write(ctx, state, r.events, r.lines.join('\n'), 'flush');
    }
    case 'rolloutRestart':
      return write(
        ctx,
        state,
        [{ at: 0, type: 'restartAgent', cause: 'rolloutRestart' }],
        'daemonset.apps/cilium restarted',
        'agentRestart',
      );
    case 'restartApiserver': {
      const replicas = toSimInput(ctx.scenario).apiserver?.replicas ?? 0;
      if (cmd.replica !== undefined && cmd.replica >= replicas)
        return { kind: 'error', error: { code: 'usage', detail: `restart apiserver [0..${replicas - 1}]` } };
      const ev: ScenarioEventV1 =
        cmd.replica === undefined
          ? { at: 0, type: 'restartApiserver' }
          : { at: 0, type: 'restartApiserver', replica: cmd.replica };
      return write(ctx, state, [ev], '', 'apiserverRestart');
    }
  }
}

function renderAgent(what: AgentRead, state: ClusterState, trace: Trace): string {
  switch (what) {
    case 'bpfLbList':
      return renderAgentCommand(state, renderBpfLbList);
    case 'serviceList':
      return renderAgentCommand(state, renderServiceList);
    case 'frontends':
      return renderAgentCommand(state, renderFrontends);
    case 'backends':
      return renderAgentCommand(state, (s) => renderBackends(s, trace.nodes));
  }
}

function renderGet(cmd: Command & { kind: 'get' }, state: ClusterState, ctx: CommandContext, i: number) {
  if (cmd.resource === 'events') return renderEvents(emittedUpTo(ctx.trace, i).events, state.time);
  const isSvc = cmd.resource === 'svc';
  if (cmd.name) {
    const key = objectKey(cmd.namespace, cmd.name);
    const obj = isSvc ? state.k8s.services[key] : state.k8s.slices[key];
    if (!obj) return notFound(isSvc ? 'services' : EPS, cmd.name);
    if (cmd.output === 'yaml') {
      const start = toSimInput(ctx.scenario).startTime;
      return renderObjectYaml(
        isSvc ? serviceObject(state.k8s.services[key]!) : endpointSliceObject(obj as EndpointSlice, start),
      );
    }
  } else if (cmd.output === 'yaml') {
    return 'error: this model prints -o yaml for one object: kubectl get svc|endpointslices NAME -o yaml';
  }
  const o = {
    ...(cmd.all && !cmd.name ? {} : { namespace: cmd.namespace }),
    ...(cmd.name ? { name: cmd.name } : {}),
    wide: cmd.output === 'wide',
  };
  return isSvc ? renderGetServices(state, o) : renderGetEndpointSlices(state, o);
}

/** How much simulated time a write needs for its effects to be seen (the run is extended to hold them). */
const ROOM: Record<SettleKind, number> = { flush: 10_000, agentRestart: 30_000, apiserverRestart: 90_000 };

function write(
  ctx: CommandContext,
  state: ClusterState,
  drafts: ScenarioEventV1[],
  text: string,
  settle: SettleKind,
): CommandOutcome {
  const at = Math.round(state.time);
  const events = [...ctx.scenario.events, ...drafts.map((e) => ({ ...e, at }))].sort((a, b) => a.at - b.at);
  const durationMs = Math.max(ctx.trace.endAt, at + ROOM[settle]);
  const v = validateScenario({ ...ctx.scenario, events, durationMs });
  if (!v.ok) {
    const e = v.errors[0]!;
    return { kind: 'error', error: { code: 'usage', detail: `${e.path}: ${e.message}` } };
  }
  return { kind: 'write', text, scenario: v.scenario, at, settle };
}
