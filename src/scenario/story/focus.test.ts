import { beforeEach, describe, expect, it } from 'vitest';
import type { Step, Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import { stepFocus, type StepFocus } from './focus';

/** A step with only the fields stepFocus reads. */
const step = (fields: Record<string, unknown>): Step =>
  ({ index: 0, at: 0, actor: 'test', changes: [], releases: [], ...fields }) as unknown as Step;

const none: StepFocus = {
  replicas: [],
  lease: false,
  serviceController: false,
  services: [],
  slices: [],
  agent: false,
  frontends: [],
  backends: [],
  bpf: [],
  client: false,
};
const focus = (fields: Record<string, unknown>) => stepFocus(step(fields));

describe('stepFocus: what each kind of step touches', () => {
  it('the apiserver restart and a BPF reconcile with no changes touch nothing on their own', () => {
    expect(focus({ kind: 'apiserverRestart', replicas: 2 })).toEqual(none);
    expect(focus({ kind: 'bpfReconcile', programmed: 0, emptied: 0 })).toEqual(none);
  });

  it('a replica stopping or starting: that replica and the lease', () => {
    for (const kind of ['replicaStop', 'replicaStarted'])
      expect(focus({ kind, replica: 'kube-apiserver-1', lease: 'l' })).toEqual({
        ...none,
        replicas: ['kube-apiserver-1'],
        lease: true,
      });
  });

  it('a slice cleared or restored: the replica that wrote it and the slice', () => {
    for (const kind of ['sliceCleared', 'sliceRestored'])
      expect(focus({ kind, replica: 'r0', slice: 'default/kubernetes', ips: [] })).toEqual({
        ...none,
        replicas: ['r0'],
        slices: ['default/kubernetes'],
      });
  });

  it('kubectl: the Service or the EndpointSlice it wrote', () => {
    const write = (resource: string) => ({ verb: 'patch', resource, namespace: 'default', name: 'api' });
    expect(focus({ kind: 'kubectlWrite', write: write('Service') })).toEqual({
      ...none,
      services: ['default/api'],
    });
    expect(focus({ kind: 'kubectlWrite', write: write('EndpointSlice') })).toEqual({
      ...none,
      slices: ['default/api'],
    });
  });

  it('the service controller: its reconcile and annotation patch name their Service', () => {
    for (const kind of ['lbReconcile', 'annotationPatch'])
      expect(focus({ kind, service: 'default/lb', annotations: [] })).toEqual({
        ...none,
        serviceController: true,
        services: ['default/lb'],
      });
  });

  it('a dropped or reconnected watch: the client that held it', () => {
    for (const kind of ['watchDropped', 'watchReconnected']) {
      expect(focus({ kind, client: 'service-controller', replica: 'r0' })).toEqual({
        ...none,
        serviceController: true,
      });
      expect(focus({ kind, client: 'agent', replica: 'r0' })).toEqual({ ...none, agent: true });
    }
  });

  it('a watch event: the agent and each queued Service and slice, once', () => {
    expect(
      focus({
        kind: 'watchEvent',
        queued: ['svc:default/a', 'eps:default/a-x1', 'svc:default/a', 'eps:default/b'],
        bufferKeys: [],
      }),
    ).toEqual({ ...none, agent: true, services: ['default/a'], slices: ['default/a-x1', 'default/b'] });
  });

  it('the agent’s own steps: the agent', () => {
    for (const kind of ['agentStart', 'agentCrashLoop', 'agentListed', 'watchReconnectFailed', 'bufferFlush'])
      expect(focus({ kind }), kind).toEqual({ ...none, agent: true });
  });

  it('a connect: the client or the agent, and the BPF entry socket-LB looked up', () => {
    const connect = (path: string) => ({ to: '10.15.1.8:443/TCP', path, result: 'EPERM' });
    expect(focus({ kind: 'connect', by: 'client', connect: connect('socket-lb') })).toEqual({
      ...none,
      client: true,
      bpf: ['10.15.1.8:443/TCP'],
    });
    expect(focus({ kind: 'connect', by: 'agentConfig', connect: connect('socket-lb') })).toEqual({
      ...none,
      agent: true,
      bpf: ['10.15.1.8:443/TCP'],
    });
    // A connect decided by the cloud LB never looked anything up in this node's BPF map.
    expect(focus({ kind: 'connect', by: 'client', connect: connect('cloud-lb') })).toEqual({
      ...none,
      client: true,
    });
  });

  it('the rows a step changed, once each, and the backends its releases touched', () => {
    const f = focus({
      kind: 'bpfReconcile',
      changes: [
        { table: 'frontends', key: 'fe1' },
        { table: 'frontends', key: 'fe1' },
        { table: 'backends', key: 'be1' },
        { table: 'bpf', key: 'fe1' },
        { table: 'bpf', key: 'fe2' },
        { table: 'services', key: 'default/x' },
      ],
      releases: [{ backend: 'be2' }, { backend: 'be1' }],
    });
    expect(f).toEqual({ ...none, frontends: ['fe1'], backends: ['be1', 'be2'], bpf: ['fe1', 'fe2'] });
  });
});

describe('stepFocus on the incident', () => {
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  });

  it('the prefix-matched release focuses both released backends and the agent', () => {
    const release = trace.steps.find((s) => s.releases.some((r) => r.collateral.length))!;
    const f = stepFocus(release);
    expect(f.agent).toBe(true);
    for (const r of release.releases) expect(f.backends).toContain(r.backend);
  });

  it('the failing connect focuses the client and the intranet entry it found empty', () => {
    const failed = trace.steps.find(
      (s) => s.kind === 'connect' && s.by === 'client' && s.connect.result === 'EPERM',
    )!;
    expect(stepFocus(failed)).toMatchObject({ client: true, agent: false, bpf: ['10.15.1.8:443/TCP'] });
  });
});
