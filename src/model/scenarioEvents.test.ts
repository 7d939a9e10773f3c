import { describe, expect, it } from 'vitest';
import { simInput } from '../testing/clusterState';
import type { ServiceSpec, SimEvent } from './input';
import { emittedUpTo } from './render/collect';
import { simulate } from './simulate';
import type { Trace } from './trace';

// What each kubectl event does to the apiserver: the write the trace narrates, the audit entry, and whether a
// new resourceVersion is stored (a write that changes nothing is answered but not stored).

const web: ServiceSpec = {
  namespace: 'default',
  name: 'web',
  type: 'ClusterIP',
  clusterIP: '10.96.0.10',
  loadBalancerIPs: [],
  annotations: {},
  ports: [{ name: '', port: 80, targetPort: 8080, protocol: 'TCP' }],
};
const slice = { namespace: 'default', name: 'web-1', service: 'web' };
const events: SimEvent[] = [
  { at: 1000, type: 'createService', service: web },
  { at: 2000, type: 'createEndpointSlice', ...slice, endpoints: ['10.0.0.5'], ports: null },
  { at: 3000, type: 'patchEndpointSlice', ...slice, endpoints: ['10.0.0.6'] },
  { at: 4000, type: 'patchEndpointSlice', ...slice, endpoints: ['10.0.0.6'] },
  { at: 5000, type: 'patchEndpointSlice', namespace: 'default', name: 'ghost', endpoints: [] },
  { at: 6000, type: 'annotateService', namespace: 'default', name: 'web', key: 'k', value: 'v' },
  { at: 7000, type: 'annotateService', namespace: 'default', name: 'ghost', key: 'k', value: 'v' },
  { at: 8000, type: 'deleteEndpointSlice', ...slice },
  { at: 9000, type: 'deleteService', namespace: 'default', name: 'web' },
  { at: 9500, type: 'deleteService', namespace: 'default', name: 'web' },
  // No apiserver in this cluster: nothing restarts.
  { at: 9600, type: 'restartApiserver' },
];

describe('kubectl events in the model', () => {
  let trace: Trace;
  const run = () => (trace = simulate(simInput({ events, durationMs: 12_000 }), 'buggy'));

  it('narrates each write (an unchanged one marked); a write to a missing object is no write at all', () => {
    run();
    const writes = trace.steps.flatMap((s) => (s.kind === 'kubectlWrite' ? [{ at: s.at, ...s.write }] : []));
    expect(writes).toStrictEqual([
      { at: 1000, verb: 'create', resource: 'Service', namespace: 'default', name: 'web' },
      { at: 2000, verb: 'create', resource: 'EndpointSlice', namespace: 'default', name: 'web-1' },
      {
        at: 3000,
        verb: 'patch',
        resource: 'EndpointSlice',
        namespace: 'default',
        name: 'web-1',
        patch: { endpoints: ['10.0.0.6'] },
      },
      {
        at: 4000,
        verb: 'patch',
        resource: 'EndpointSlice',
        namespace: 'default',
        name: 'web-1',
        patch: { endpoints: ['10.0.0.6'] },
        unchanged: true,
      },
      {
        at: 6000,
        verb: 'annotate',
        resource: 'Service',
        namespace: 'default',
        name: 'web',
        annotation: { key: 'k', value: 'v' },
      },
      { at: 8000, verb: 'delete', resource: 'EndpointSlice', namespace: 'default', name: 'web-1' },
      { at: 9000, verb: 'delete', resource: 'Service', namespace: 'default', name: 'web' },
      { at: 9500, verb: 'delete', resource: 'Service', namespace: 'default', name: 'web' },
    ]);
    expect(trace.steps.some((s) => s.kind === 'apiserverRestart')).toBe(false);
  });

  it('audits each write as kubectl’s user with its verb; only changes get a new resourceVersion', () => {
    run();
    const audit = emittedUpTo(trace, trace.steps.length).audit.map(({ at, verb, user, resource, name }) => ({
      at,
      verb,
      user,
      resource,
      name,
    }));
    const admin = 'kubernetes-admin';
    expect(audit).toStrictEqual([
      { at: 1000, verb: 'create', user: admin, resource: 'services', name: 'web' },
      { at: 2000, verb: 'create', user: admin, resource: 'endpointslices', name: 'web-1' },
      { at: 3000, verb: 'patch', user: admin, resource: 'endpointslices', name: 'web-1' },
      { at: 4000, verb: 'patch', user: admin, resource: 'endpointslices', name: 'web-1' },
      { at: 6000, verb: 'patch', user: admin, resource: 'services', name: 'web' },
      { at: 8000, verb: 'delete', user: admin, resource: 'endpointslices', name: 'web-1' },
      { at: 9000, verb: 'delete', user: admin, resource: 'services', name: 'web' },
    ]);
    const rvAt = (at: number) => trace.steps.filter((s) => s.at <= at).at(-1)!.state.k8s.rv;
    expect([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 9500].map(rvAt)).toEqual([
      1, 2, 3, 3, 3, 4, 4, 5, 6, 6,
    ]);
    const last = trace.steps.at(-1)!.state.k8s;
    expect(last.services).toEqual({});
    expect(last.slices).toEqual({});
  });
});
