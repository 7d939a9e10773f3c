import { describe, expect, it } from 'vitest';
import { getPreset } from '../../scenario/presets';
import { runScenario } from '../../scenario/run';
import type { ServiceName } from '../../model/serviceName';
import { bpfService, clusterState, frontend } from '../../testing/clusterState';
import { comparable, diffOutput } from './outputDiff';
import { entityIn, selectionMatchers } from './selectionMatch';

describe('diffOutput', () => {
  it('a clock that merely ticks, or wider column padding, is not a change', () => {
    expect(comparable('default  kubernetes   IPv4  60002  169.254.128.7   9s')).toBe(
      comparable('default  kubernetes   IPv4  60002  169.254.128.7  10s'),
    );
    expect(diffOutput('a 4m20s\nb 1m0.03s', 'a 4m21s\nb 1m1.5s').map((l) => l.kind)).toEqual([
      'same',
      'same',
    ]);
  });

  it('keeps removed lines where they were, marked, with their original text', () => {
    expect(diffOutput('x 1\ny 2\nz 3', 'x 1\nz 3\nw 4')).toEqual([
      { text: 'x 1', kind: 'same' },
      { text: 'y 2', kind: 'del' },
      { text: 'z 3', kind: 'same' },
      { text: 'w 4', kind: 'add' },
    ]);
  });

  it('addresses and ports are not clocks', () => {
    expect(comparable('10.15.1.8:443/TCP (0) 0.0.0.0:0 (14) (0)')).toBe(
      '10.15.1.8:443/TCP (0) 0.0.0.0:0 (14) (0)',
    );
  });
});

describe('selection ↔ output lines', () => {
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const state = trace.steps.at(-1)!.state;

  it('an address matches its rows and its Service’s row, not the other Service that shares a prefix', () => {
    const m = selectionMatchers('192.168.60.179:443/TCP', state);
    const hit = (line: string) => m.some((r) => r.test(line));
    expect(hit('192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]')).toBe(true);
    expect(hit('default       kubernetes-intranet   LoadBalancer   192.168.60.179   10.15.1.8')).toBe(true);
    expect(hit('default       kubernetes            LoadBalancer   192.168.0.1      139.155.65.129')).toBe(
      false,
    );
    expect(hit('192.168.0.1:443/TCP (1)   169.254.128.7:60002/TCP (5) (1)')).toBe(false);
  });

  it('a Service matches its name but not a longer name it is a prefix of', () => {
    const m = selectionMatchers('default/kubernetes', state);
    const hit = (line: string) => m.some((r) => r.test(line));
    expect(hit('0.0.0.0:30724/TCP NodePort default/kubernetes https')).toBe(true);
    expect(hit('0.0.0.0:30965/TCP NodePort default/kubernetes-intranet https')).toBe(false);
  });

  it('clicking a line picks the first address or Service it mentions', () => {
    expect(entityIn('10.15.1.8:443/TCP (0)        0.0.0.0:0 (14) (0) [LoadBalancer]', state)).toBe(
      '10.15.1.8:443/TCP',
    );
    expect(entityIn('default   kubernetes-intranet   LoadBalancer   192.168.60.179', state)).toBe(
      'default/kubernetes-intranet',
    );
    expect(entityIn('no entity here', state)).toBeNull();
  });

  it('of twins at the same ip:port, picks a BPF entry first, then the frontend first in address order', () => {
    const DNS = 'default/dns' as ServiceName;
    const twins = (first: string, second: string, bpf: string[] = []) =>
      clusterState({
        frontends: [first, second].map((address) => frontend({ address, serviceName: DNS })),
        bpf: bpf.map((f) => bpfService({ frontend: f, service: DNS })),
      });
    const line = '10.96.0.10:53/UDP  ClusterIP  default/dns  dns';
    // Written UDP first, TCP second: the table's own order would give the UDP twin.
    expect(entityIn(line, twins('10.96.0.10:53/UDP', '10.96.0.10:53/TCP'))).toBe('10.96.0.10:53/TCP');
    expect(entityIn(line, twins('10.96.0.10:53/TCP', '10.96.0.10:53/UDP'))).toBe('10.96.0.10:53/TCP');
    expect(entityIn(line, twins('10.96.0.10:53/TCP', '10.96.0.10:53/UDP', ['10.96.0.10:53/UDP']))).toBe(
      '10.96.0.10:53/UDP',
    );
  });
});
