import { describe, expect, it } from 'vitest';
import { backend, clusterState, frontend } from '../../testing/clusterState';
import { renderBackends, renderFrontends } from './dbShow';

describe('cilium shell -- db/show', () => {
  const state = clusterState({
    time: 260_000,
    frontends: [
      frontend({
        address: '192.168.60.179:443/TCP',
        serviceName: 'default/kubernetes-intranet',
        portName: 'https',
        since: 0,
      }),
      frontend({
        address: '0.0.0.0:30965/TCP',
        type: 'NodePort',
        serviceName: 'default/kubernetes-intranet',
        portName: 'https',
        backends: ['169.254.128.7:60002/TCP', '169.254.128.8:60002/TCP'],
        status: 'Pending',
        since: 255_000,
      }),
    ],
    backends: [
      backend('169.254.128.7:60002/TCP', [
        ['default/kubernetes', ['https']],
        ['default/kubernetes-intranet', ['https', 'alt']],
      ]),
      backend('10.0.0.1:80/TCP', [['default/web', []]]),
    ],
  });

  it('frontends: by address, backends listed, status and age', () => {
    expect(renderFrontends(state)).toBe(
      [
        'Address                  Type        ServiceName                   PortName   Backends                                           RedirectTo   Status    Since   Error',
        '0.0.0.0:30965/TCP        NodePort    default/kubernetes-intranet   https      169.254.128.7:60002/TCP, 169.254.128.8:60002/TCP                Pending   5s',
        '192.168.60.179:443/TCP   ClusterIP   default/kubernetes-intranet   https                                                                      Done      4m20s',
      ].join('\n'),
    );
  });

  it('frontends: Since counts from the moment viewed, not from the state’s own step (never before it)', () => {
    const at = (now: number) =>
      renderFrontends(state, now)
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(/\s+/).at(-1));
    expect(at(267_400)).toEqual(['12s', '4m27s']);
    expect(at(100_000)).toEqual(['5s', '4m20s']);
  });

  it('backends: instances as "name (port names)" (names separated by spaces), in key order', () => {
    expect(renderBackends(state)).toBe(
      [
        'Address                   Instances                                                             Shadows   NodeName',
        '10.0.0.1:80/TCP           default/web',
        '169.254.128.7:60002/TCP   default/kubernetes (https), default/kubernetes-intranet (https alt)',
      ].join('\n'),
    );
  });
});
