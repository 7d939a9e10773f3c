import { describe, expect, it } from 'vitest';
import { clusterState, simAt } from '../testing/clusterState';

describe('Sim (the engine)', () => {
  it('runs tasks by time, then in the order they were scheduled; the clock follows', () => {
    const sim = simAt(clusterState());
    sim.schedule(300, { t: 'agentTick', node: 0 });
    sim.schedule(100, { t: 'agentDrain', node: 0 });
    sim.schedule(100, { t: 'bpfReconcile', node: 0 });
    sim.schedule(200, { t: 'agentStart', node: 0 });
    sim.schedule(0, { t: 'lbReconcile', services: [] });
    const order: string[] = [];
    for (let task = sim.next(); task; task = sim.next()) order.push(`${sim.now}:${task.t}`);
    expect(order).toEqual([
      '0:lbReconcile',
      '100:agentDrain',
      '100:bpfReconcile',
      '200:agentStart',
      '300:agentTick',
    ]);
  });

  it('keeps the order of many tasks at once (a heap, not a list)', () => {
    const sim = simAt(clusterState());
    const times = Array.from({ length: 200 }, (_, i) => (i * 7919) % 1000);
    times.forEach((at, i) => sim.schedule(at, { t: 'watchReconnect', client: 'agent', attempt: i, node: 0 }));
    const seen: [number, number][] = [];
    for (let task = sim.next(); task; task = sim.next())
      seen.push([sim.now, (task as { attempt: number }).attempt]);
    const sorted = [...seen].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(seen).toEqual(sorted);
    expect(seen).toHaveLength(200);
  });

  it('drops what is scheduled after the end of the run; runs what is exactly at it', () => {
    const sim = simAt(clusterState(), { durationMs: 1000 });
    sim.schedule(1001, { t: 'agentTick', node: 0 });
    sim.scheduleOnce('x', 1001, { t: 'agentTick', node: 0 });
    sim.schedule(1000, { t: 'agentDrain', node: 0 });
    expect(sim.next()).toEqual({ t: 'agentDrain', node: 0 });
    expect(sim.next()).toBeUndefined();
    expect(sim.isArmed('x')).toBe(false);
  });

  it('scheduleOnce: one waiting task per id', () => {
    const sim = simAt(clusterState());
    sim.scheduleOnce('drain', 10, { t: 'agentDrain', node: 0 });
    sim.scheduleOnce('drain', 5, { t: 'agentDrain', node: 0 });
    expect(sim.next()).toEqual({ t: 'agentDrain', node: 0 });
    expect(sim.now).toBe(10);
    expect(sim.next()).toBeUndefined();
  });

  it('frees a scheduleOnce id when its task runs (the handler keeps no bookkeeping)', () => {
    const sim = simAt(clusterState());
    sim.scheduleOnce('drain', 10, { t: 'agentDrain', node: 0 });
    expect(sim.isArmed('drain')).toBe(true);
    expect(sim.next()).toEqual({ t: 'agentDrain', node: 0 });
    expect(sim.isArmed('drain')).toBe(false);
    sim.scheduleOnce('drain', 20, { t: 'agentDrain', node: 0 });
    expect(sim.next()).toEqual({ t: 'agentDrain', node: 0 });
    expect(sim.now).toBe(20);
  });

  it('a plain schedule neither arms nor frees an id', () => {
    const sim = simAt(clusterState());
    sim.scheduleOnce('tick', 50, { t: 'agentTick', node: 0 });
    sim.schedule(10, { t: 'agentTick', node: 0 });
    sim.next();
    expect(sim.isArmed('tick')).toBe(true);
    sim.scheduleOnce('tick', 20, { t: 'agentTick', node: 0 });
    expect(sim.next()).toEqual({ t: 'agentTick', node: 0 });
    expect(sim.now).toBe(50);
    expect(sim.next()).toBeUndefined();
  });

  it('the seeded random stream depends on the seed and the title, and nothing else', () => {
    const draw = (seed: number, title: string) => {
      const sim = simAt(clusterState(), { seed, title });
      return [sim.random(), sim.random()];
    };
    expect(draw(1, 'a')).toEqual(draw(1, 'a'));
    expect(draw(1, 'a')).not.toEqual(draw(2, 'a'));
    expect(draw(1, 'a')).not.toEqual(draw(1, 'b'));
  });
});
