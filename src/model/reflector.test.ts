import { describe, expect, it } from 'vitest';
import { clusterState, service, simAt, slice } from '../testing/clusterState';
import { deliver, drain, FLUSH_INTERVAL_MS, FLUSH_MAX_EVENTS, setCheckpointWrites, tick } from './reflector';
import type { ClusterState } from './trace';
import { imGet } from './idMap';
import { pmGet } from './pmap';

/** A state whose agent is running with a connected watch. */
function running(): ClusterState {
  const s = clusterState();
  return { ...s, agent: { ...s.agent, phase: 'running', watch: { connected: true, replica: 0 } } };
}

describe('reflector', () => {
  it('the work queue coalesces: a key already waiting is queued once, with the latest object stored', () => {
    const sim = simAt(running());
    deliver(sim, 'eps', 'default/a', slice({ name: 'a', service: 'a', endpoints: [] }));
    deliver(sim, 'eps', 'default/a', slice({ name: 'a', service: 'a', endpoints: ['1.1.1.1'] }));
    deliver(sim, 'svc', 'default/a', service({ name: 'a' }));
    expect(sim.state.agent.queue).toEqual(['eps:default/a', 'svc:default/a']);
    expect(sim.state.agent.store.slices['default/a']?.endpoints).toEqual(['1.1.1.1']);
    expect(sim.isArmed('drain')).toBe(true);
  });

  it('a new slice’s list of addresses is kept once: by currentEndpoints, the service index and its log line', () => {
    const sim = simAt(running());
    deliver(
      sim,
      'eps',
      'default/a-1',
      slice({ name: 'a-1', service: 'a', endpoints: ['1.1.1.1', '1.1.1.2'] }),
    );
    drain(sim);
    tick(sim);
    const agent = sim.state.agent;
    const held = imGet(agent.currentEndpoints, 'a-1')!;
    expect(held).toEqual(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP']);
    expect(imGet(agent.tables.backendsByService, 'default/a')).toBe(held);
    const log = sim.steps.at(-1)!.emitted.agentLog!.at(-1)!;
    expect('addrs' in log && log.addrs).toBe(held);
  });

  it('a new service’s frontend addresses are kept once: by its index entry and its log line', () => {
    const sim = simAt(running());
    deliver(sim, 'svc', 'default/a', service({ name: 'a' }));
    drain(sim);
    tick(sim);
    const entry = imGet(sim.state.agent.tables.frontendsByService, 'default/a')!;
    expect(entry).toEqual(['10.96.0.10:80/TCP']);
    const log = sim.steps.at(-1)!.emitted.agentLog!.at(-1)!;
    expect('addrs' in log && log.addrs).toBe(entry);
  });

  it('ignores events while the agent is not running or its watch is down', () => {
    for (const agent of [
      { phase: 'starting' as const, watch: { connected: true, replica: 0 } },
      { phase: 'running' as const, watch: { connected: false, replica: null } },
    ]) {
      const s = running();
      const sim = simAt({ ...s, agent: { ...s.agent, ...agent } });
      deliver(sim, 'svc', 'default/a', service({ name: 'a' }));
      expect(sim.state.agent.queue).toEqual([]);
    }
  });

  it('a deleted object leaves the store and still queues its key', () => {
    const sim = simAt(running());
    deliver(sim, 'svc', 'default/a', service({ name: 'a' }));
    deliver(sim, 'svc', 'default/a', null);
    expect(sim.state.agent.store.services).toEqual({});
    expect(sim.state.agent.queue).toEqual(['svc:default/a']);
  });

  it('the drain buffers slices under their owning Service and keeps the first position of a key', () => {
    const sim = simAt(running());
    deliver(sim, 'eps', 'default/a-1', slice({ name: 'a-1', service: 'a' }));
    deliver(sim, 'svc', 'default/b', service({ name: 'b' }));
    deliver(sim, 'eps', 'default/a-2', slice({ name: 'a-2', service: 'a', endpoints: ['2.2.2.2'] }));
    drain(sim);
    const buffer = sim.state.agent.buffer;
    expect(buffer.map((e) => e.key)).toEqual(['eps:default/a', 'svc:default/b']);
    expect(Object.keys(buffer[0]!.slices!)).toEqual(['default/a-1', 'default/a-2']);
    expect(sim.state.agent.queue).toEqual([]);
    expect(sim.steps.map((s) => s.kind)).toEqual(['watchEvent']);
  });

  it('a tick with an empty buffer records nothing and schedules the next tick', () => {
    const sim = simAt(running());
    tick(sim);
    expect(sim.steps).toEqual([]);
    expect(sim.next()).toEqual({ t: 'agentTick', node: 0 });
    expect(sim.now).toBe(FLUSH_INTERVAL_MS);
  });

  it(`flushes at once when the buffer holds ${FLUSH_MAX_EVENTS} keys, then keeps buffering`, () => {
    const sim = simAt(running());
    for (let i = 0; i < FLUSH_MAX_EVENTS + 3; i++)
      deliver(
        sim,
        'svc',
        `default/s${i}`,
        service({ name: `s${i}`, clusterIP: `10.97.${i >> 8}.${i & 255}` }),
      );
    drain(sim);
    expect(sim.steps.map((s) => s.kind)).toEqual(['bufferFlush', 'watchEvent']);
    expect(sim.steps[0]!.state.agent.tables.services.size).toBe(FLUSH_MAX_EVENTS);
    expect(sim.steps[0]!.state.agent.synced).toBe(false); // more was still queued
    expect(sim.state.agent.buffer).toHaveLength(3);
    tick(sim);
    expect(sim.state.agent.tables.services.size).toBe(FLUSH_MAX_EVENTS + 3);
    expect(sim.state.agent.synced).toBe(true);
    expect(pmGet(sim.state.agent.tables.frontends, '10.97.0.0:80/TCP')?.status).toBe('Pending');
    expect(sim.isArmed('bpf')).toBe(true);
  });

  it('a slice whose addresses went away releases them (orphans) and forgets the slice when empty', () => {
    const sim = simAt(running());
    deliver(sim, 'eps', 'default/a', slice({ name: 'a', service: 'a', endpoints: ['1.1.1.1', '1.1.1.2'] }));
    drain(sim);
    tick(sim);
    // v1.18.6 (the fixture's release) remembers a slice by its bare name.
    expect(imGet(sim.state.agent.currentEndpoints, 'a')).toEqual(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP']);
    deliver(sim, 'eps', 'default/a', slice({ name: 'a', service: 'a', endpoints: ['1.1.1.2'] }));
    drain(sim);
    tick(sim);
    expect(sim.steps.at(-1)!.releases.map((r) => r.backend)).toEqual(['1.1.1.1:80/TCP']);
    deliver(sim, 'eps', 'default/a', null); // deleted: an upsert with no backends, under the remembered owner
    drain(sim);
    tick(sim);
    expect(sim.steps.at(-1)!.releases.map((r) => [r.backend, r.service])).toEqual([
      ['1.1.1.2:80/TCP', 'default/a'],
    ]);
    expect(imGet(sim.state.agent.currentEndpoints, 'a')).toBeUndefined();
    expect(sim.state.agent.tables.backends.size).toBe(0);
  });
});

describe('reflector: buffer bookkeeping', () => {
  it('a second drain before the tick adds to the buffer, it does not replace it', () => {
    const sim = simAt(running());
    deliver(sim, 'svc', 'default/a', service({ name: 'a', clusterIP: '10.96.0.1' }));
    drain(sim);
    deliver(sim, 'svc', 'default/b', service({ name: 'b', clusterIP: '10.96.0.2' }));
    drain(sim);
    expect(sim.state.agent.buffer.map((e) => e.key)).toEqual(['svc:default/a', 'svc:default/b']);
    tick(sim);
    expect(sim.state.agent.tables.services.size).toBe(2);
  });

  it(`exactly ${FLUSH_MAX_EVENTS} keys: one full flush, synced, and nothing left to buffer`, () => {
    const sim = simAt(running());
    for (let i = 0; i < FLUSH_MAX_EVENTS; i++)
      deliver(
        sim,
        'svc',
        `default/s${i}`,
        service({ name: `s${i}`, clusterIP: `10.97.${i >> 8}.${i & 255}` }),
      );
    drain(sim);
    expect(sim.steps.map((s) => s.kind)).toEqual(['bufferFlush']);
    expect(sim.steps[0]!.state.agent.synced).toBe(true);
    expect(sim.state.agent.buffer).toEqual([]);
  });

  it.each([0, 700, 12_000])(
    'each flush of a long drain keeps the queue left after it (checkpoint every %i writes)',
    (every) => {
      const old = setCheckpointWrites(every);
      try {
        const sim = simAt(running());
        const n = FLUSH_MAX_EVENTS * 4 + 7;
        for (let i = 0; i < n; i++)
          deliver(
            sim,
            i % 2 ? 'eps' : 'svc',
            `default/s${i >> 1}`,
            i % 2
              ? slice({
                  name: `s${i >> 1}`,
                  service: `s${i >> 1}`,
                  endpoints: [`10.1.${i >> 9}.${(i >> 1) & 255}`],
                })
              : service({ name: `s${i >> 1}`, clusterIP: `10.97.${i >> 9}.${(i >> 1) & 255}` }),
          );
        const queued = sim.state.agent.queue;
        drain(sim);
        const flushes = sim.steps.filter((s) => s.kind === 'bufferFlush');
        expect(flushes).toHaveLength(4);
        flushes.forEach((s, k) => {
          expect(s.state.agent.queue).toEqual(queued.slice((k + 1) * FLUSH_MAX_EVENTS));
          expect(s.state.agent.synced).toBe(false);
        });
        expect(sim.state.agent.queue).toEqual([]);
        expect(sim.state.agent.buffer).toHaveLength(7);
      } finally {
        setCheckpointWrites(old);
      }
    },
  );

  it("merges a service's changed slices only with its own entry", () => {
    const sim = simAt(running());
    deliver(sim, 'eps', 'default/x-1', slice({ name: 'x-1', service: 'x', endpoints: ['1.1.1.1'] }));
    deliver(sim, 'eps', 'default/y-1', slice({ name: 'y-1', service: 'y', endpoints: ['2.2.2.2'] }));
    deliver(sim, 'eps', 'default/a-1', slice({ name: 'a-1', service: 'a', endpoints: ['3.3.3.3'] }));
    drain(sim);
    expect(sim.state.agent.buffer.map((e) => [e.key, Object.keys(e.slices!)])).toEqual([
      ['eps:default/x', ['default/x-1']],
      ['eps:default/y', ['default/y-1']],
      ['eps:default/a', ['default/a-1']],
    ]);
  });

  it('a deleted slice leaves the store', () => {
    const sim = simAt(running());
    deliver(sim, 'eps', 'default/a', slice({ name: 'a', service: 'a' }));
    deliver(sim, 'eps', 'default/a', null);
    expect('default/a' in sim.state.agent.store.slices).toBe(false);
  });
});
