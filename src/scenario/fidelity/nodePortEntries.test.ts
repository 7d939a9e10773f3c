import { beforeEach, describe, expect, it } from 'vitest';
import { bpfTableRows, renderBpfLbList } from '../../model/render/bpfLbList';
import { emittedUpTo } from '../../model/render/collect';
import type { Trace } from '../../model/trace';
import { getPreset } from '../presets';
import { runScenario } from '../run';
import type { ScenarioEventV1, ScenarioV1 } from '../types';

/**
 * v1.18 writes a NodePort frontend as the surrogate `0.0.0.0:<nodePort>` and once more at each node address,
 * flagged `[NodePort]` (routable), with a rev-NAT ID of its own: surrogate first, then the node's address
 * (upstream's nodeport script test allocates 1, 2 to a NodePort frontend and 3 to the ClusterIP after it).
 */
function nodePortCluster(events: ScenarioEventV1[] = []): ScenarioV1 {
  return {
    version: 2,
    title: 'nodeport',
    node: { name: 'worker', ip: '1.1.1.1' },
    services: [
      {
        namespace: 'test',
        name: 'echo',
        type: 'NodePort',
        clusterIP: '10.96.50.104',
        ports: [{ name: 'http', port: 80, nodePort: 30781 }],
      },
    ],
    endpointSlices: [
      {
        namespace: 'test',
        name: 'echo-kvlm2',
        service: 'echo',
        endpoints: ['10.244.1.1', '10.244.1.2'],
        ports: [{ name: 'http', port: 80 }],
      },
    ],
    events,
    seed: 1,
  } as ScenarioV1;
}

const last = (t: Trace) => t.steps.at(-1)!.state;

describe('per-node NodePort entries', () => {
  let trace: Trace;
  beforeEach(() => {
    trace = runScenario(
      nodePortCluster([
        { at: 3000, type: 'connect', to: '1.1.1.1:30781', client: 'curl' },
        { at: 4000, type: 'deleteService', namespace: 'test', name: 'echo' },
      ]),
      'buggy',
    );
  });

  it('the surrogate and the node address each get a master entry and slots, with IDs surrogate → node → ClusterIP', () => {
    const programmed = trace.steps.find((s) => s.kind === 'bpfReconcile')!.state;
    expect(renderBpfLbList(programmed)).toBe(
      [
        'SERVICE ADDRESS           BACKEND ADDRESS (REVNAT_ID) (SLOT)',
        '0.0.0.0:30781/TCP (2)     10.244.1.2:80/TCP (1) (2)',
        '0.0.0.0:30781/TCP (1)     10.244.1.1:80/TCP (1) (1)',
        '0.0.0.0:30781/TCP (0)     0.0.0.0:0 (1) (0) [NodePort, non-routable]',
        '1.1.1.1:30781/TCP (2)     10.244.1.2:80/TCP (2) (2)',
        '1.1.1.1:30781/TCP (1)     10.244.1.1:80/TCP (2) (1)',
        '1.1.1.1:30781/TCP (0)     0.0.0.0:0 (2) (0) [NodePort]',
        '10.96.50.104:80/TCP (2)   10.244.1.2:80/TCP (3) (2)',
        '10.96.50.104:80/TCP (1)   10.244.1.1:80/TCP (3) (1)',
        '10.96.50.104:80/TCP (0)   0.0.0.0:0 (3) (0) [ClusterIP, non-routable]',
      ].join('\n'),
    );
  });

  it('a connect to <nodeIP>:<nodePort> is decided by the node-address entry', () => {
    const c = emittedUpTo(trace, trace.steps.length).connects.find((x) => x.client === 'curl')!;
    expect(c).toMatchObject({ result: 'ok', path: 'socket-lb', revNat: 2, count: 2 });
  });

  it('deleting the Service removes the node-address entries with the surrogate', () => {
    expect(bpfTableRows(last(trace))).toEqual([]);
    const removed = trace.steps.find((s) => s.kind === 'bpfReconcile' && s.at >= 4000)!;
    expect(removed.changes.map((c) => `${c.op} ${c.key}`).sort()).toEqual([
      'delete 0.0.0.0:30781/TCP',
      'delete 1.1.1.1:30781/TCP',
      'delete 10.96.50.104:80/TCP',
    ]);
  });

  it('another node writes its own address (each node has its own maps)', () => {
    const t = runScenario({ ...nodePortCluster(), nodes: [{ name: 'worker2', ip: '1.1.1.2' }] }, 'buggy');
    const onOther = t.views![1]!.at(-1)!.state;
    const nodeRows = bpfTableRows(onOther).filter((r) => r.slot === 0 && r.flags === '[NodePort]');
    expect(nodeRows.map((r) => r.frontend)).toEqual(['1.1.1.2:30781/TCP']);
  });
});

describe('the incident node', () => {
  it('`cilium bpf lb list` shows 10.15.0.4:30965 [NodePort] at count 0 beside the surrogate', () => {
    const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
    const broken = trace.steps.find((s) =>
      bpfTableRows(s.state).some((r) => r.frontend === '10.15.1.8:443/TCP' && r.slot === 0 && r.count === 0),
    )!;
    const lines = renderBpfLbList(broken.state).split('\n');
    expect(lines.find((l) => l.startsWith('10.15.0.4:30965/TCP'))).toMatch(
      /^10\.15\.0\.4:30965\/TCP \(0\) +0\.0\.0\.0:0 \(\d+\) \(0\) \[NodePort\]$/,
    );
    expect(lines.find((l) => l.startsWith('0.0.0.0:30965/TCP'))).toMatch(/\[NodePort, non-routable\]$/);
  });
});
