import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterState, simAt, slice } from '../testing/clusterState';
import { deliver, drain, tick } from './reflector';
import { imGet } from './idMap';
import { pmGet } from './pmap';
import { logAttrs } from './render/logs';
import type { EndpointPort } from './kube';
import type { ClusterState } from './trace';

function running(): ClusterState {
  const s = clusterState();
  return { ...s, agent: { ...s.agent, phase: 'running', watch: { connected: true, replica: 0 } } };
}

/** A slice's endpoints and ports, drawn from small pools so that addresses, ports and names repeat. */
const sliceSpec = fc.record({
  endpoints: fc.oneof(
    fc.array(fc.constantFrom('10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'), { maxLength: 6 }),
    // Long slices too (more than 16 addresses are checked for repeats another way).
    fc.array(
      fc.integer({ min: 1, max: 30 }).map((n) => `10.0.1.${n}`),
      { minLength: 15, maxLength: 25 },
    ),
  ),
  ports: fc.array(
    fc.record({
      name: fc.constantFrom('', 'http', 'web'),
      port: fc.constantFrom(80, 8080),
      protocol: fc.constantFrom('TCP' as const, 'UDP' as const),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

/** What a slice holds, written plainly: each address:port once in first-seen order, with its port names. */
function held(s: { endpoints: string[]; ports: EndpointPort[] }): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const ip of s.endpoints) {
    for (const p of s.ports) {
      const a = `${ip}:${p.port}/${p.protocol}`;
      const names = out.get(a) ?? [];
      out.set(a, p.name && !names.includes(p.name) ? [...names, p.name] : names);
    }
  }
  return out;
}

describe("reflector: a service's slices become its backends", () => {
  // A fast-check property: ~0.6 s alone, 5.35 s seen on a busy machine.
  it(
    'every address:port of its changed slices, once, in first-seen order, with the port names it is known by',
    { timeout: 30_000 },
    () => {
      fc.assert(
        fc.property(
          fc.array(sliceSpec, { minLength: 1, maxLength: 3 }),
          fc.array(sliceSpec, { minLength: 1, maxLength: 3 }),
          (before, after) => {
            const sim = simAt(running());
            let last: Map<string, string[]>[] = [];
            for (const round of [before, after]) {
              round.forEach((s, i) =>
                deliver(sim, 'eps', `default/a-${i}`, slice({ name: `a-${i}`, service: 'a', ...s })),
              );
              drain(sim);
              tick(sim);
              const merged = new Map<string, string[]>();
              const orphans: string[] = [];
              round.forEach((s, i) => {
                const mine = held(s);
                for (const a of last[i]?.keys() ?? [])
                  if (!mine.has(a) && !orphans.includes(a)) orphans.push(a);
                // Each slice remembers what it holds (its orphans next time are what it no longer holds).
                expect(imGet(sim.state.agent.currentEndpoints, `a-${i}`)).toEqual(
                  mine.size ? [...mine.keys()] : undefined,
                );
                for (const [a, names] of mine)
                  merged.set(a, [...new Set([...(merged.get(a) ?? []), ...names])]);
              });
              const log = sim.steps
                .at(-1)!
                .emitted.agentLog!.find((l) => l.msg.startsWith('UpsertAndRelease'))!;
              expect(logAttrs(log).find(([k]) => k === 'backends')![1]).toBe(
                `[${[...merged.keys()].join(' ')}]`,
              );
              // What a slice held before and holds no more is released.
              expect(logAttrs(log).find(([k]) => k === 'orphans')![1]).toBe(`[${orphans.join(' ')}]`);
              last = round.map(held);
              for (const [a, names] of merged) {
                const inst = pmGet(sim.state.agent.tables.backends, a)!;
                expect(inst.map((e) => [e.key.serviceName, e.params.portNames])).toEqual([
                  ['default/a', names],
                ]);
              }
            }
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
