import { describe, expect, it } from 'vitest';
import { bpfService, clusterState, service, simAt, slice } from '../testing/clusterState';
import { connect, decideConnect, errnoText, rejectErrno, type ConnectContext } from './socketLb';

describe('socket-LB', () => {
  it.each([
    ['4.19.0', 'EPERM'],
    ['5.4.241', 'EPERM'],
    ['5.17.15', 'EPERM'],
    ['5.18', 'EHOSTUNREACH'],
    ['5.18.0', 'EHOSTUNREACH'],
    ['6.1.0', 'EHOSTUNREACH'],
    ['10.0', 'EHOSTUNREACH'],
  ])('kernel %s rejects with %s (bpf_set_retval arrived in 5.18)', (kernel, errno) => {
    expect(rejectErrno(kernel)).toBe(errno);
  });

  const state = clusterState({
    services: [
      service({
        name: 'np',
        type: 'NodePort',
        clusterIP: '10.96.0.5',
        ports: [{ name: '', port: 80, targetPort: 8080, nodePort: 30080, protocol: 'TCP' }],
      }),
      service({
        name: 'lb',
        type: 'LoadBalancer',
        clusterIP: '10.96.0.6',
        loadBalancerIPs: ['10.15.1.8'],
        ports: [{ name: '', port: 443, targetPort: 60002, protocol: 'TCP' }],
      }),
      service({ name: 'lonely', clusterIP: '10.96.0.7' }),
    ],
    slices: [slice({ name: 'lb-1', service: 'lb', endpoints: ['169.254.128.7'] })],
    bpf: [
      bpfService({
        frontend: '0.0.0.0:30080/TCP',
        type: 'NodePort',
        revNat: 3,
        backends: ['1.1.1.1:8080/TCP'],
      }),
      bpfService({ frontend: '10.96.0.5:80/TCP', revNat: 4, backends: [] }),
    ],
  });

  it('a NodePort through the node IP uses the surrogate 0.0.0.0 entry; another IP does not', () => {
    const sim = simAt(state);
    expect(connect(sim, '10.0.0.4:30080/TCP', 'curl')).toMatchObject({
      path: 'socket-lb',
      result: 'ok',
      backend: '1.1.1.1:8080/TCP',
      revNat: 3,
      count: 1,
      cause: 'routed',
    });
    expect(connect(sim, '10.0.0.99:30080/TCP', 'curl')).toMatchObject({
      path: 'direct',
      result: 'ok',
      cause: 'direct',
    });
    expect(connect(sim, '10.0.0.4:30080/UDP', 'curl')).toMatchObject({ path: 'direct' });
  });

  it('count 0 is rejected on the node with the kernel’s errno', () => {
    expect(connect(simAt(state), '10.96.0.5:80/TCP', 'curl')).toMatchObject({
      path: 'socket-lb',
      result: 'EPERM',
      count: 0,
      revNat: 4,
      cause: 'noBackends',
    });
    const newer = simAt(state, { node: { name: 'n', ip: '10.0.0.4', kernel: '6.1' } });
    expect(connect(newer, '10.96.0.5:80/TCP', 'curl').result).toBe('EHOSTUNREACH');
  });

  it('without an entry an LB VIP goes to the cloud LB, which forwards to the endpoints; a ClusterIP times out', () => {
    const sim = simAt(state);
    expect(connect(sim, '10.15.1.8:443/TCP', 'agent')).toMatchObject({
      path: 'cloud-lb',
      result: 'ok',
      backend: '169.254.128.7:60002/TCP',
      cause: 'viaCloudLb',
      service: 'default/lb',
    });
    expect(connect(sim, '10.15.1.8:80/TCP', 'agent')).toMatchObject({
      path: 'cloud-lb',
      result: 'ETIMEDOUT',
      cause: 'cloudLbNoEndpoints',
    });
    expect(connect(sim, '10.96.0.7:80/TCP', 'curl')).toMatchObject({
      path: 'direct',
      result: 'ETIMEDOUT',
      cause: 'notRouted',
    });
  });

  it('the apiserver address refuses when no replica runs', () => {
    const sim = simAt(state, {
      apiserver: {
        replicas: 1,
        advertiseAddress: '169.254.128.7',
        port: 60002,
        kubernetesService: service({ name: 'kubernetes' }),
      },
    });
    expect(connect(sim, '10.15.1.8:443/TCP', 'agent')).toMatchObject({
      result: 'ECONNREFUSED',
      cause: 'backendDown',
    });
    const up = simAt(
      { ...state, apiserver: { replicas: [{ id: 0, name: 'r0', phase: 'running' }], leases: {} } },
      sim.input,
    );
    expect(connect(up, '10.15.1.8:443/TCP', 'agent').result).toBe('ok');
  });

  it('picks a backend slot with the seeded random: every slot is used, and the same seed picks the same ones', () => {
    const many = clusterState({
      bpf: [
        bpfService({
          frontend: '10.96.0.5:80/TCP',
          service: 'default/np',
          backends: ['1.1.1.1:80/TCP', '2.2.2.2:80/TCP', '3.3.3.3:80/TCP'],
        }),
      ],
    });
    const picks = (seed: number) => {
      const sim = simAt(many, { seed });
      return Array.from({ length: 30 }, () => connect(sim, '10.96.0.5:80/TCP', 'curl').backend);
    };
    expect(new Set(picks(1))).toEqual(new Set(['1.1.1.1:80/TCP', '2.2.2.2:80/TCP', '3.3.3.3:80/TCP']));
    expect(picks(1)).toEqual(picks(1));
    expect(picks(1)).not.toEqual(picks(2));
  });

  it('the cloud LB forwards to the Service’s slice that has endpoints, on the target port', () => {
    const lb = clusterState({
      services: [
        service({
          name: 'lb',
          type: 'LoadBalancer',
          clusterIP: '10.96.0.6',
          loadBalancerIPs: ['10.15.1.8'],
          ports: [{ name: '', port: 443, targetPort: 6443, protocol: 'TCP' }],
        }),
      ],
      slices: [
        slice({ name: 'other', service: 'lbx', endpoints: ['9.9.9.9'] }),
        slice({ name: 'lb-empty', service: 'lb', endpoints: [] }),
        slice({ name: 'lb-2', service: 'lb', endpoints: ['10.0.0.2'] }),
      ],
    });
    expect(connect(simAt(lb), '10.15.1.8:443/TCP', 'agent')).toMatchObject({
      path: 'cloud-lb',
      backend: '10.0.0.2:6443/TCP',
    });
    expect(connect(simAt(lb), '10.15.1.8:443/UDP', 'agent')).toMatchObject({ result: 'ETIMEDOUT' });
  });

  const apiDown = {
    replicas: 1,
    advertiseAddress: '169.254.128.7',
    port: 60002,
    kubernetesService: service({ name: 'kubernetes' }),
  };
  /** A what-if probe: the state, no apiserver replica running, and a backend pick of our choosing. */
  const probe = (over: Partial<ConnectContext> & Pick<ConnectContext, 'state'>): ConnectContext => ({
    node: { ip: '10.0.0.4', kernel: '5.4.241' },
    apiserver: apiDown,
    serviceCIDRs: [],
    random: () => 0,
    ...over,
  });

  it('only the apiserver’s own address goes down with it: a slot or a plain address elsewhere still answers', () => {
    const both = clusterState({
      bpf: [
        bpfService({
          frontend: '10.96.0.1:443/TCP',
          backends: ['169.254.128.7:60002/TCP', '1.1.1.1:8080/TCP'],
        }),
      ],
    });
    expect(decideConnect(probe({ state: both }), '10.96.0.1:443/TCP', 'agent')).toMatchObject({
      path: 'socket-lb',
      result: 'ECONNREFUSED',
      cause: 'backendDown',
      backend: '169.254.128.7:60002/TCP',
    });
    const other = probe({ state: both, random: () => 0.99 });
    expect(decideConnect(other, '10.96.0.1:443/TCP', 'agent')).toMatchObject({
      result: 'ok',
      cause: 'routed',
      backend: '1.1.1.1:8080/TCP',
    });
    expect(decideConnect(probe({ state: both }), '169.254.128.7:60002/TCP', 'agent')).toMatchObject({
      path: 'direct',
      result: 'ECONNREFUSED',
      cause: 'backendDown',
    });
    expect(decideConnect(probe({ state: both }), '169.254.128.8:60002/TCP', 'agent')).toMatchObject({
      path: 'direct',
      result: 'ok',
      cause: 'direct',
    });
  });

  it('a pick of exactly 1 (any random function may be given) takes the last slot, not one past it', () => {
    const three = clusterState({
      bpf: [
        bpfService({
          frontend: '10.96.0.5:80/TCP',
          backends: ['1.1.1.1:80/TCP', '2.2.2.2:80/TCP', '3.3.3.3:80/TCP'],
        }),
      ],
    });
    const pick = (r: number) =>
      decideConnect(probe({ state: three, random: () => r }), '10.96.0.5:80/TCP', 'curl').backend;
    expect([pick(0), pick(0.5), pick(0.999), pick(1)]).toEqual([
      '1.1.1.1:80/TCP',
      '2.2.2.2:80/TCP',
      '3.3.3.3:80/TCP',
      '3.3.3.3:80/TCP',
    ]);
  });

  it('the cloud LB is a LoadBalancer Service’s; it skips slices without endpoints and times out with none', () => {
    const lbs = clusterState({
      services: [
        service({ name: 'lb', type: 'LoadBalancer', clusterIP: '10.96.0.6', loadBalancerIPs: ['10.15.1.8'] }),
        // Not a LoadBalancer: an address in its list is not a cloud LB's.
        service({ name: 'cip', clusterIP: '10.96.0.9', loadBalancerIPs: ['10.15.1.9'] }),
        service({
          name: 'bare',
          type: 'LoadBalancer',
          clusterIP: '10.96.0.10',
          loadBalancerIPs: ['10.15.1.10'],
        }),
      ],
      slices: [
        slice({ name: 'lb-null', service: 'lb', endpoints: null }),
        slice({ name: 'lb-1', service: 'lb', endpoints: ['10.0.0.2'] }),
        slice({ name: 'cip-1', service: 'cip', endpoints: ['10.0.0.3'] }),
      ],
    });
    const ctx = probe({ state: lbs, apiserver: null });
    const port = service({ name: 'x' }).ports[0]!;
    const to = (ip: string) => `${ip}:${port.port}/${port.protocol}`;
    expect(decideConnect(ctx, to('10.15.1.8'), 'agent')).toMatchObject({
      path: 'cloud-lb',
      result: 'ok',
      backend: `10.0.0.2:${port.targetPort}/${port.protocol}`,
    });
    expect(decideConnect(ctx, to('10.15.1.9'), 'agent')).toMatchObject({ path: 'direct', cause: 'direct' });
    expect(decideConnect(ctx, to('10.15.1.10'), 'agent')).toMatchObject({
      path: 'cloud-lb',
      result: 'ETIMEDOUT',
      cause: 'cloudLbNoEndpoints',
      service: 'default/bare',
    });
  });

  it('an address is in the service ranges if any Service has it as ClusterIP or any range holds it', () => {
    const svcs = clusterState({
      services: [
        service({ name: 'a', clusterIP: '10.96.0.7' }),
        service({ name: 'b', clusterIP: '10.97.0.8' }),
      ],
    });
    const ctx = probe({ state: svcs, apiserver: null, serviceCIDRs: ['10.200.0.0/16', '10.96.0.0/16'] });
    const notRouted = { path: 'direct', result: 'ETIMEDOUT', cause: 'notRouted' };
    expect(decideConnect(ctx, '10.97.0.8:80/TCP', 'curl')).toMatchObject(notRouted);
    expect(decideConnect(ctx, '10.96.9.9:80/TCP', 'curl')).toMatchObject(notRouted);
    expect(decideConnect(ctx, '10.200.0.1:80/TCP', 'curl')).toMatchObject(notRouted);
    expect(decideConnect(ctx, '10.98.0.1:80/TCP', 'curl')).toMatchObject({ path: 'direct', result: 'ok' });
  });

  it.each([
    ['EPERM', 'operation not permitted'],
    ['EHOSTUNREACH', 'no route to host'],
    ['ECONNREFUSED', 'connection refused'],
    ['ETIMEDOUT', 'i/o timeout'],
    ['ok', 'ok'],
  ] as const)('errno %s reads "%s"', (r, text) => {
    expect(errnoText(r)).toBe(text);
  });
});
