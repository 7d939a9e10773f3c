import { beforeEach, describe, expect, it } from 'vitest';
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
import { renderServiceList } from '../../model/render/serviceList';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import type { ScenarioV1 } from '../types';
import { runCommand, type CommandContext, type CommandOutcome } from './runCommand';
import type { Command } from './types';

let scenario: ScenarioV1;
let trace: Trace;
/** The incident, buggy key: the step after the victim's BPF entries were emptied. */
let broken: number;
beforeEach(() => {
  scenario = getPreset('tke-incident')!.scenario;
  trace = runScenario(scenario, 'buggy');
  broken = trace.steps.findIndex((s) => s.kind === 'connect' && s.connect.result === 'EPERM');
});
const ctx = (step: number): CommandContext => ({ scenario, trace, step });
const run = (cmd: Command, step = broken, yaml?: string) => runCommand(cmd, ctx(step), yaml);
const text = (r: CommandOutcome) => (r.kind === 'output' ? r.text : `<${r.kind}>`);

describe('runCommand: reads at the playhead', () => {
  it('help asks for the help panel', () => {
    expect(run({ kind: 'help' })).toEqual({ kind: 'help' });
  });

  it('each agent read prints its renderer’s output for the state at the playhead', () => {
    const state = trace.steps[broken]!.state;
    expect(text(run({ kind: 'agent', what: 'bpfLbList' }))).toBe(renderAgentCommand(state, renderBpfLbList));
    expect(text(run({ kind: 'agent', what: 'serviceList' }))).toBe(
      renderAgentCommand(state, renderServiceList),
    );
    expect(text(run({ kind: 'agent', what: 'frontends' }))).toBe(renderAgentCommand(state, renderFrontends));
    expect(text(run({ kind: 'agent', what: 'backends' }))).toBe(
      renderAgentCommand(state, (s) => renderBackends(s, trace.nodes)),
    );
  });

  it('a playhead outside the run reads its first or last step', () => {
    const first = trace.steps[0]!.state;
    const last = trace.steps.at(-1)!.state;
    expect(text(run({ kind: 'agent', what: 'bpfLbList' }, -5))).toBe(
      renderAgentCommand(first, renderBpfLbList),
    );
    expect(text(run({ kind: 'agent', what: 'bpfLbList' }, 10_000))).toBe(
      renderAgentCommand(last, renderBpfLbList),
    );
    expect(text(run({ kind: 'agent', what: 'bpfLbList' }, trace.steps.length - 1))).toBe(
      renderAgentCommand(last, renderBpfLbList),
    );
  });

  it('kubectl get: lists in the namespace or all of them, wide or not; events so far', () => {
    const state = trace.steps[broken]!.state;
    const get = (o: Partial<Extract<Command, { kind: 'get' }>>) =>
      text(run({ kind: 'get', resource: 'svc', namespace: 'default', all: false, ...o }));
    expect(get({})).toBe(renderGetServices(state, { namespace: 'default', wide: false }));
    expect(get({ all: true })).toBe(renderGetServices(state, { wide: false }));
    expect(get({ all: true })).not.toBe(get({}));
    expect(get({ output: 'wide' })).toBe(renderGetServices(state, { namespace: 'default', wide: true }));
    expect(get({ resource: 'endpointslices', namespace: 'kube-system' })).toBe(
      renderGetEndpointSlices(state, { namespace: 'kube-system', wide: false }),
    );
    // A named object is looked up in its namespace, -A or not.
    expect(get({ name: 'kubernetes', all: true })).toBe(
      renderGetServices(state, { namespace: 'default', name: 'kubernetes', wide: false }),
    );
    expect(get({ resource: 'events' })).toBe(renderEvents(emittedUpTo(trace, broken).events, state.time));
    expect(get({ resource: 'events' })).not.toBe(
      text(run({ kind: 'get', resource: 'events', namespace: 'default', all: false }, 3)),
    );
  });

  it('kubectl get NAME -o yaml prints that object; a missing one is NotFound; a list is not printed as yaml', () => {
    const state = trace.steps[broken]!.state;
    const get = (o: Partial<Extract<Command, { kind: 'get' }>>) =>
      text(run({ kind: 'get', resource: 'svc', namespace: 'default', all: false, ...o }));
    expect(get({ name: 'kubernetes-intranet', output: 'yaml' })).toBe(
      renderObjectYaml(serviceObject(state.k8s.services['default/kubernetes-intranet']!)),
    );
    expect(get({ resource: 'endpointslices', name: 'kubernetes', output: 'yaml' })).toBe(
      renderObjectYaml(
        endpointSliceObject(state.k8s.slices['default/kubernetes']!, Date.parse(scenario.startTime!)),
      ),
    );
    expect(get({ name: 'nope' })).toBe('Error from server (NotFound): services "nope" not found');
    expect(get({ name: 'kubernetes', namespace: 'kube-system' })).toBe(
      'Error from server (NotFound): services "kubernetes" not found',
    );
    expect(get({ resource: 'endpointslices', name: 'nope', output: 'yaml' })).toBe(
      'Error from server (NotFound): endpointslices.discovery.k8s.io "nope" not found',
    );
    expect(get({ output: 'yaml' })).toBe(
      'error: this model prints -o yaml for one object: kubectl get svc|endpointslices NAME -o yaml',
    );
  });

  it('curl connects from the node: refused once the victim’s entries are empty, fine before', () => {
    expect(text(run({ kind: 'curl', ip: '10.15.1.8', port: 443 }))).toContain('Operation not permitted');
    expect(text(run({ kind: 'curl', ip: '10.15.1.8', port: 443 }, 10))).not.toContain('Failed to connect');
  });
});

describe('runCommand: writes become events at the playhead', () => {
  const at = () => Math.round(trace.steps[broken]!.state.time);
  const written = (r: CommandOutcome) => {
    if (r.kind !== 'write') throw new Error(`expected a write, got ${JSON.stringify(r)}`);
    return { ...r, added: r.scenario.events.filter((e) => !scenario.events.includes(e as never)) };
  };

  it('patching a slice: a patch event, settled after the next flush; the same endpoints change nothing', () => {
    const r = written(
      run({ kind: 'patchSlice', namespace: 'default', name: 'kubernetes', endpoints: ['1.1.1.1'] }),
    );
    expect(r.text).toBe('endpointslice.discovery.k8s.io/kubernetes patched');
    expect(r.at).toBe(at());
    expect(r.settle).toBe('flush');
    expect(r.scenario.events).toContainEqual({
      at: at(),
      type: 'patchEndpointSlice',
      namespace: 'default',
      name: 'kubernetes',
      endpoints: ['1.1.1.1'],
    });
    expect(r.scenario.events.map((e) => e.at)).toEqual(
      [...r.scenario.events.map((e) => e.at)].sort((a, b) => a - b),
    );
    expect(r.scenario.durationMs).toBe(Math.max(trace.endAt, at() + 10_000));
    const current = trace.steps[broken]!.state.k8s.slices['default/kubernetes']!.endpoints;
    expect(run({ kind: 'patchSlice', namespace: 'default', name: 'kubernetes', endpoints: current })).toEqual(
      {
        kind: 'output',
        text: 'endpointslice.discovery.k8s.io/kubernetes patched (no change)',
      },
    );
    expect(text(run({ kind: 'patchSlice', namespace: 'default', name: 'nope', endpoints: null }))).toBe(
      'Error from server (NotFound): endpointslices.discovery.k8s.io "nope" not found',
    );
    const cleared = written(
      run({ kind: 'patchSlice', namespace: 'default', name: 'kubernetes', endpoints: null }),
    );
    expect(cleared.scenario.events).toContainEqual(
      expect.objectContaining({ type: 'patchEndpointSlice', endpoints: null }),
    );
  });

  it('a write near the end of the run extends it to hold the effects', () => {
    const last = trace.steps.length - 1;
    const r = runCommand({ kind: 'rolloutRestart' }, ctx(last));
    expect(r).toMatchObject({
      kind: 'write',
      text: 'daemonset.apps/cilium restarted',
      settle: 'agentRestart',
    });
    if (r.kind === 'write') {
      const t = Math.round(trace.steps[last]!.state.time);
      expect(r.at).toBe(t);
      expect(r.scenario.durationMs).toBe(Math.max(trace.endAt, t + 30_000));
      expect(r.scenario.durationMs).toBeGreaterThan(trace.endAt);
      expect(r.scenario.events.at(-1)).toEqual({ at: t, type: 'restartAgent', cause: 'rolloutRestart' });
    }
  });

  it('annotate: a new key or the same value writes; another value needs --overwrite', () => {
    const cmd = {
      kind: 'annotate',
      namespace: 'default',
      name: 'kubernetes-intranet',
      key: 'k',
      value: 'v',
      overwrite: false,
    } as const;
    const r = written(run(cmd));
    expect(r.text).toBe('service/kubernetes-intranet annotated');
    expect(r.scenario.events).toContainEqual({
      at: at(),
      type: 'annotateService',
      namespace: 'default',
      name: 'kubernetes-intranet',
      key: 'k',
      value: 'v',
    });
    expect(text(run({ ...cmd, name: 'nope' }))).toBe(
      'Error from server (NotFound): services "nope" not found',
    );
    // Give the Service an annotation, then run against the new state.
    scenario = r.scenario;
    trace = runScenario(scenario, 'buggy');
    const later = trace.steps.length - 1;
    expect(runCommand(cmd, ctx(later)).kind).toBe('write');
    expect(text(runCommand({ ...cmd, value: 'w' }, ctx(later)))).toBe(
      "error: --overwrite is false but found the following declared annotation(s): 'k' already has a value (v)",
    );
    expect(runCommand({ ...cmd, value: 'w', overwrite: true }, ctx(later)).kind).toBe('write');
  });

  it('delete: a Service or a slice that exists; NotFound otherwise', () => {
    const svc = written(
      run({ kind: 'delete', resource: 'svc', namespace: 'default', name: 'kubernetes-intranet' }),
    );
    expect(svc.text).toBe('service "kubernetes-intranet" deleted');
    expect(svc.scenario.events).toContainEqual({
      at: at(),
      type: 'deleteService',
      namespace: 'default',
      name: 'kubernetes-intranet',
    });
    const eps = written(
      run({ kind: 'delete', resource: 'endpointslices', namespace: 'default', name: 'kubernetes' }),
    );
    expect(eps.text).toBe('endpointslice.discovery.k8s.io "kubernetes" deleted');
    expect(eps.scenario.events).toContainEqual({
      at: at(),
      type: 'deleteEndpointSlice',
      namespace: 'default',
      name: 'kubernetes',
    });
    expect(text(run({ kind: 'delete', resource: 'svc', namespace: 'kube-system', name: 'kubernetes' }))).toBe(
      'Error from server (NotFound): services "kubernetes" not found',
    );
    expect(
      text(run({ kind: 'delete', resource: 'endpointslices', namespace: 'default', name: 'nope' })),
    ).toBe('Error from server (NotFound): endpointslices.discovery.k8s.io "nope" not found');
  });

  it('apply: asks for YAML, prints kubectl’s refusal or “unchanged”, writes what changed', () => {
    expect(run({ kind: 'apply', namespace: 'team' })).toEqual({ kind: 'needsYaml', namespace: 'team' });
    expect(text(run({ kind: 'apply', namespace: 'default' }, broken, 'kind: Pod\nmetadata: {name: p}'))).toBe(
      'error: the model only applies Service and EndpointSlice (got Pod)',
    );
    // The intranet slice as it stands, applied again: kubectl's "unchanged", and no write.
    const slice = trace.steps[broken]!.state.k8s.slices['default/kubernetes-intranet-qxgk4']!;
    const yaml = [
      'kind: EndpointSlice',
      'metadata:',
      '  name: kubernetes-intranet-qxgk4',
      '  labels: {kubernetes.io/service-name: kubernetes-intranet}',
      `endpoints: [{addresses: ${JSON.stringify(slice.endpoints)}}]`,
      `ports: ${JSON.stringify(slice.ports)}`,
    ].join('\n');
    expect(run({ kind: 'apply', namespace: 'default' }, broken, yaml)).toEqual({
      kind: 'output',
      text: 'endpointslice.discovery.k8s.io/kubernetes-intranet-qxgk4 unchanged',
    });
    const r = written(
      run(
        { kind: 'apply', namespace: 'default' },
        broken,
        'kind: Service\nmetadata: {name: x}\nspec: {clusterIP: 192.168.9.9, ports: [{port: 80}]}',
      ),
    );
    expect(r.text).toBe('service/x created');
    expect(r.settle).toBe('flush');
  });

  it('restart apiserver: all replicas or one that exists, settled after they serve again', () => {
    const all = written(run({ kind: 'restartApiserver' }));
    expect(all.settle).toBe('apiserverRestart');
    expect(all.text).toBe('');
    expect(all.scenario.events).toContainEqual({ at: at(), type: 'restartApiserver' });
    expect(all.scenario.durationMs).toBe(Math.max(trace.endAt, at() + 90_000));
    const one = written(run({ kind: 'restartApiserver', replica: 2 }));
    expect(one.scenario.events).toContainEqual({ at: at(), type: 'restartApiserver', replica: 2 });
    expect(run({ kind: 'restartApiserver', replica: 3 })).toEqual({
      kind: 'error',
      error: { code: 'usage', detail: 'restart apiserver [0..2]' },
    });
  });

  it('a write the scenario format refuses is an error naming the field', () => {
    const r = run({
      kind: 'annotate',
      namespace: 'default',
      name: 'kubernetes',
      key: 'x'.repeat(400),
      value: 'v',
      overwrite: false,
    });
    expect(r).toMatchObject({
      kind: 'error',
      error: { code: 'usage', detail: '$.events[3].key: is longer than 253 characters' },
    });
  });
});
