import { describe, expect, it } from 'vitest';
import { pmGet } from '../../model/pmap';
import { renderFrontends } from '../../model/render/dbShow';
import type { Trace } from '../../model/trace';
import { narrate } from '../story/narrate';
import { runScenario } from '../run';
import { validateScenario } from '../validate';
import { twoNamespaces } from '../../testing/sliceNameScenario';
import { narrationSegments } from '../story/segments/buildNarration';

const end = (t: Trace) => t.steps.at(-1)!.state;
const backendsOf = (t: Trace, fe: string) => pmGet(end(t).agent.tables.frontends, fe)!.backends;
const bpfCount = (t: Trace, fe: string) => pmGet(end(t).bpf.services, fe)!.backends.length;
const flushAt = (t: Trace, after: number) => t.steps.find((s) => s.kind === 'bufferFlush' && s.at >= after)!;

describe('same-named EndpointSlices in two namespaces (cilium/cilium#43999)', () => {
  it('the pinned release is a valid field of format version 2', () => {
    expect(validateScenario(JSON.parse(JSON.stringify(twoNamespaces('1.18.6'))))).toMatchObject({ ok: true });
  });

  it('v1.18.6: test-a keeps the address its slice dropped (frontend and BPF entry), v1.18.8 drops it', () => {
    const old = runScenario(twoNamespaces('1.18.6'), 'fixed');
    const fixed = runScenario(twoNamespaces('1.18.8'), 'fixed');
    expect(backendsOf(old, '10.96.50.104:80/TCP')).toEqual(['10.244.1.1:80/TCP', '10.244.1.2:80/TCP']);
    expect(bpfCount(old, '10.96.50.104:80/TCP')).toBe(2);
    expect(backendsOf(fixed, '10.96.50.104:80/TCP')).toEqual(['10.244.1.1:80/TCP']);
    expect(bpfCount(fixed, '10.96.50.104:80/TCP')).toBe(1);
    // test-b is untouched either way.
    for (const t of [old, fixed]) expect(backendsOf(t, '10.96.50.105:80/TCP')).toHaveLength(2);
    expect(renderFrontends(end(old))).toContain('10.244.1.1:80/TCP, 10.244.1.2:80/TCP');
  });

  it('v1.18.6 releases test-b’s addresses in test-a’s name, which removes nothing', () => {
    const step = flushAt(runScenario(twoNamespaces('1.18.6'), 'buggy'), 5000);
    expect(step.kind === 'bufferFlush' && step.mixups).toEqual([
      {
        slice: 'service',
        service: 'test-a/service',
        heldBy: 'test-b/service',
        released: ['10.245.1.1:80/TCP', '10.245.1.2:80/TCP'],
        stale: ['10.244.1.2:80/TCP'],
      },
    ]);
    expect(step.releases.every((r) => r.removed.length === 0)).toBe(true);
  });

  it('without a pinned release the agents behave as the incident’s v1.18.6', () => {
    expect(backendsOf(runScenario(twoNamespaces(), 'buggy'), '10.96.50.104:80/TCP')).toHaveLength(2);
  });

  it('the difference is narrated: the mixup under v1.18.6, the namespaced memory under v1.18.8', () => {
    const say = (t: Trace) => narrationSegments(narrate(t, flushAt(t, 5000).index, { agentApiserver: null }));
    const old = say(runScenario(twoNamespaces('1.18.6'), 'buggy'));
    expect(old.what.map((p) => p.p)).toEqual(['sliceMemoryMixup']);
    expect(old.why).toContainEqual({ p: 'sliceMemoryByName', x: { release: '1.18.6' } });
    const fixed = say(runScenario(twoNamespaces('1.18.8'), 'buggy'));
    expect(fixed.why).toContainEqual({
      p: 'sliceMemoryKeptApart',
      x: { release: '1.18.8', slice: 'service', services: ['test-a/service', 'test-b/service'] },
    });
  });
});
