import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backendRelease, backendUpsertInstance } from '../model/backend';
import type { KeyVariant } from '../model/backendInstanceKey';
import { emittedUpTo } from '../model/render/collect';
import { runScenario } from './run';
import { runs } from '../testing/runs';
import type { ScenarioV1 } from './types';

const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,6}[a-z0-9]$/);
/** Pairs of names where one is often a byte-prefix of the other. */
const namePair = fc.oneof(
  fc.tuple(label, label).filter(([a, b]) => a !== b),
  fc.tuple(label, label).map(([a, b]) => [a, `${a}-${b}`] as [string, string]),
  fc.tuple(label, label).map(([a, b]) => [`${a}-${b}`, a] as [string, string]),
);
const octet = fc.integer({ min: 1, max: 3 });
const ip = fc.tuple(octet, octet).map(([c, d]) => `10.1.${c}.${d}`);
const port = fc.constantFrom(80, 8080);
const protocol = fc.constantFrom('TCP' as const, 'UDP' as const);
const endpoint = fc.record({ ip, port, protocol });

/** Service A's slice is emptied, then service B is re-reconciled and connected to. */
function twoServices(
  a: string,
  b: string,
  ea: { ip: string; port: number; protocol: 'TCP' | 'UDP' },
  eb: typeof ea,
  nsB: string,
): ScenarioV1 {
  const svc = (ns: string, name: string, clusterIP: string, e: typeof ea) => ({
    namespace: ns,
    name,
    type: 'ClusterIP' as const,
    clusterIP,
    ports: [{ port: 443, targetPort: e.port, protocol: e.protocol }],
  });
  const slice = (ns: string, name: string, e: typeof ea) => ({
    namespace: ns,
    name: `${name}-abcde`,
    service: name,
    endpoints: [e.ip],
    ports: [{ port: e.port, protocol: e.protocol }],
  });
  return {
    version: 2,
    title: 'property',
    services: [svc('default', a, '10.96.0.1', ea), svc(nsB, b, '10.96.0.2', eb)],
    endpointSlices: [slice('default', a, ea), slice(nsB, b, eb)],
    events: [
      { at: 2000, type: 'patchEndpointSlice', namespace: 'default', name: `${a}-abcde`, endpoints: [] },
      { at: 4000, type: 'annotateService', namespace: nsB, name: b, key: 'k', value: 'v' },
      { at: 6000, type: 'connect', to: `10.96.0.2:443/${eb.protocol}` },
    ],
    durationMs: 8000,
  };
}

function damaged(sc: ScenarioV1, mode: KeyVariant): boolean {
  const trace = runScenario(sc, mode);
  const collateral = trace.steps.some((s) => s.releases.some((r) => r.collateral.length > 0));
  const connect = emittedUpTo(trace, trace.steps.length).connects.at(-1);
  // Damage must show up both in the release and in the datapath.
  expect(connect?.result === 'EPERM').toBe(collateral);
  return collateral;
}

describe('properties of the whole model (fast-check)', () => {
  it("fixed key: releasing one service's backend never removes another service's instance", () => {
    fc.assert(
      fc.property(namePair, endpoint, endpoint, fc.constantFrom('default', 'other'), ([a, b], ea, eb, ns) => {
        expect(damaged(twoServices(a, b, ea, eb, ns), 'fixed')).toBe(false);
      }),
      { numRuns: runs(150) },
    );
  });

  it("buggy key: damage happens exactly when A's ServiceName is a byte-prefix of B's AND they share ip:port/proto", () => {
    fc.assert(
      fc.property(
        namePair,
        endpoint,
        fc.option(endpoint),
        fc.constantFrom('default', 'other'),
        ([a, b], ea, ebMaybe, ns) => {
          const eb = ebMaybe ?? ea; // often share the exact backend
          const prefix = `${ns}/${b}`.startsWith(`default/${a}`);
          const shared = ea.ip === eb.ip && ea.port === eb.port && ea.protocol === eb.protocol;
          expect(damaged(twoServices(a, b, ea, eb, ns), 'buggy')).toBe(prefix && shared);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it("backendRelease with the fixed key removes exactly the released service's instance", () => {
    fc.assert(
      fc.property(fc.uniqueArray(label, { minLength: 1, maxLength: 6 }), fc.nat(), (names, k) => {
        const full = names.map((n) => `default/${n}`);
        let be = backendUpsertInstance(
          undefined,
          '10.0.0.1:80/TCP',
          full[0]!,
          { portNames: [], state: 'active' },
          'fixed',
        );
        for (const n of full.slice(1))
          be = backendUpsertInstance(be, be.address, n, { portNames: [], state: 'active' }, 'fixed');
        const victim = full[k % full.length]!;
        const r = backendRelease(be, victim, 'fixed');
        expect(r.removed.map((e) => e.key.serviceName)).toEqual([victim]);
        const left = r.backend?.instances.map((e) => e.key.serviceName) ?? [];
        expect(left.sort()).toEqual(full.filter((n) => n !== victim).sort());
      }),
      { numRuns: runs(300) },
    );
  });

  it('the same scenario and mode always give a byte-identical trace', () => {
    fc.assert(
      fc.property(namePair, endpoint, fc.constantFrom<KeyVariant>('buggy', 'fixed'), ([a, b], e, mode) => {
        const sc = twoServices(a, b, e, e, 'default');
        expect(JSON.stringify(runScenario(sc, mode))).toBe(JSON.stringify(runScenario(sc, mode)));
      }),
      { numRuns: runs(30) },
    );
  });
});

describe('reflector buffering', () => {
  const base: ScenarioV1 = {
    version: 2,
    title: 'coalesce',
    services: [
      {
        namespace: 'default',
        name: 'test',
        type: 'ClusterIP',
        clusterIP: '10.96.0.1',
        ports: [{ port: 80 }],
      },
      {
        namespace: 'default',
        name: 'test-extended',
        type: 'ClusterIP',
        clusterIP: '10.96.0.2',
        ports: [{ port: 80 }],
      },
    ],
    endpointSlices: [
      { namespace: 'default', name: 'test', service: 'test', endpoints: ['1.1.1.1'], ports: [{ port: 80 }] },
      {
        namespace: 'default',
        name: 'test-extended',
        service: 'test-extended',
        endpoints: ['1.1.1.1'],
        ports: [{ port: 80 }],
      },
    ],
    events: [],
    durationMs: 6000,
  };
  const withEvents = (restoreAt: number): ScenarioV1 => ({
    ...base,
    events: [
      { at: 2010, type: 'patchEndpointSlice', namespace: 'default', name: 'test', endpoints: null },
      {
        at: restoreAt,
        type: 'patchEndpointSlice',
        namespace: 'default',
        name: 'test',
        endpoints: ['1.1.1.1'],
      },
    ],
  });
  const released = (sc: ScenarioV1) => runScenario(sc, 'buggy').steps.some((s) => s.releases.length > 0);

  it('a clear followed by its restore inside one 500 ms window is harmless', () => {
    expect(released(withEvents(2300))).toBe(false);
  });
  it('a clear processed on its own releases the backend', () => {
    expect(released(withEvents(3200))).toBe(true);
  });
  it('flushes at once when the buffer holds 500 events, in one transaction per flush', () => {
    const services = Array.from({ length: 700 }, (_, i) => ({
      namespace: 'default',
      name: `svc-${i}`,
      type: 'ClusterIP' as const,
      clusterIP: `10.97.${i >> 8}.${i & 255}`,
      ports: [{ port: 80 }],
    }));
    const trace = runScenario({ ...base, services, endpointSlices: [], durationMs: 2000 }, 'buggy');
    const flushes = trace.steps.filter((s) => s.kind === 'bufferFlush');
    // 700 Services arrive in one list: the first flush takes exactly 500, the tick takes the other 200.
    expect(flushes.map((f) => f.state.agent.tables.services.size)).toEqual([500, 700]);
    expect(flushes.map((f) => (f.kind === 'bufferFlush' ? [f.trigger, f.keys.length] : []))).toEqual([
      ['full', 500],
      ['tick', 200],
    ]);
    const listed = trace.steps.find((s) => s.kind === 'agentListed')!;
    // The full buffer is flushed by the drain right after the list (1 ms later), not on the 500 ms tick.
    expect(flushes[0]!.at).toBe(listed.at + 1);
    expect(flushes[0]!.at % 500).not.toBe(0);
    expect(flushes[1]!.at % 500).toBe(0);
  });
});
