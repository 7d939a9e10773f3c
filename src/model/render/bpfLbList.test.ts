import { describe, expect, it } from 'vitest';
import { bpfService, clusterState, frontend } from '../../testing/clusterState';
import { bpfRowCells, bpfTableRows, renderBpfLbList } from './bpfLbList';
import { renderServiceList } from './serviceList';

const state = clusterState({
  bpf: [
    bpfService({ frontend: '10.0.0.10:80/TCP', revNat: 3, backends: ['1.1.1.1:80/TCP', '1.1.1.2:80/TCP'] }),
    bpfService({ frontend: '10.0.0.9:80/TCP', revNat: 7, backends: [] }),
    bpfService({
      frontend: '10.15.1.8:443/TCP',
      type: 'LoadBalancer',
      nonRoutable: false,
      revNat: 1,
      backends: ['2.2.2.2:60002/TCP'],
    }),
  ],
  // `cilium service list` reads the agent's frontends table (not the BPF map).
  frontends: [
    frontend({
      address: '10.0.0.10:80/TCP',
      serviceName: 'default/a',
      id: 3,
      backends: ['1.1.1.1:80/TCP', '1.1.1.2:80/TCP'],
    }),
    frontend({ address: '10.0.0.9:80/TCP', serviceName: 'default/b', id: 7, backends: [] }),
    frontend({
      address: '10.15.1.8:443/TCP',
      serviceName: 'default/c',
      type: 'LoadBalancer',
      id: 1,
      backends: ['2.2.2.2:60002/TCP'],
    }),
  ],
});

describe('cilium bpf lb list', () => {
  it('orders frontends by address bytes (10.0.0.9 before 10.0.0.10) and slots from the highest to the master', () => {
    expect(bpfTableRows(state).map((r) => `${r.frontend}#${r.slot}`)).toEqual([
      '10.0.0.9:80/TCP#0',
      '10.0.0.10:80/TCP#2',
      '10.0.0.10:80/TCP#1',
      '10.0.0.10:80/TCP#0',
      '10.15.1.8:443/TCP#1',
      '10.15.1.8:443/TCP#0',
    ]);
  });

  it('prints the master entry with its flags and the backend slots with rev-NAT and slot (docs/model.md §7)', () => {
    expect(renderBpfLbList(state)).toBe(
      [
        'SERVICE ADDRESS         BACKEND ADDRESS (REVNAT_ID) (SLOT)',
        '10.0.0.9:80/TCP (0)     0.0.0.0:0 (7) (0) [ClusterIP, non-routable]',
        '10.0.0.10:80/TCP (2)    1.1.1.2:80/TCP (3) (2)',
        '10.0.0.10:80/TCP (1)    1.1.1.1:80/TCP (3) (1)',
        '10.0.0.10:80/TCP (0)    0.0.0.0:0 (3) (0) [ClusterIP, non-routable]',
        '10.15.1.8:443/TCP (1)   2.2.2.2:60002/TCP (1) (1)',
        '10.15.1.8:443/TCP (0)   0.0.0.0:0 (1) (0) [LoadBalancer]',
      ].join('\n'),
    );
  });

  it('a row as two cells', () => {
    const [master] = bpfTableRows(state);
    expect(bpfRowCells(master!)).toEqual([
      '10.0.0.9:80/TCP (0)',
      '0.0.0.0:0 (7) (0) [ClusterIP, non-routable]',
    ]);
  });

  it('an empty map is just the header', () => {
    expect(renderBpfLbList(clusterState())).toBe('SERVICE ADDRESS   BACKEND ADDRESS (REVNAT_ID) (SLOT)');
  });
});

describe('cilium service list', () => {
  it('one row per frontend by ID (from the frontends table), one line per backend, a blank backend when there is none', () => {
    expect(renderServiceList(state)).toBe(
      [
        'ID   Frontend            Service Type   Backend',
        '1    10.15.1.8:443/TCP   LoadBalancer   1 => 2.2.2.2:60002/TCP (active)',
        '3    10.0.0.10:80/TCP    ClusterIP      1 => 1.1.1.1:80/TCP (active)',
        '                                        2 => 1.1.1.2:80/TCP (active)',
        '7    10.0.0.9:80/TCP     ClusterIP',
      ].join('\n'),
    );
  });
});
