import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAllocator, NODE_PORT_RANGE } from './allocate';

describe('ClusterIP and NodePort allocation', () => {
  it('is deterministic from the name, inside the range, and never hands out the network or broadcast address', () => {
    const a = () => createAllocator('192.168.0.0/17', ['192.168.0.1'], []);
    expect(a().clusterIP('default', 'test-extended')).toBe(a().clusterIP('default', 'test-extended'));
    const tiny = createAllocator('10.0.0.0/30', [], []);
    expect([tiny.clusterIP('a', 'x'), tiny.clusterIP('a', 'y'), tiny.clusterIP('a', 'z')].sort()).toEqual(
      ['10.0.0.1', '10.0.0.2', undefined].sort(),
    );
  });

  it('property: never a taken address or port, always in range, until the range is full', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 40 }),
        fc.integer({ min: 26, max: 30 }),
        (names, bits) => {
          const taken = ['10.96.0.1'];
          const a = createAllocator(`10.96.0.0/${bits}`, taken, [30000]);
          const hosts = 2 ** (32 - bits) - 2 - 1;
          const ips = names.map((n) => a.clusterIP('default', n));
          const given = ips.filter((x) => x !== undefined);
          expect(given.length).toBe(Math.min(names.length, hosts));
          expect(new Set([...given, ...taken]).size).toBe(given.length + 1);
          for (const ip of given) expect(a.inRange(ip)).toBe(true);
          const ports = names.map((n, i) => a.nodePort('default', n, i)!);
          expect(new Set([...ports, 30000]).size).toBe(ports.length + 1);
          for (const p of ports) expect(p >= NODE_PORT_RANGE.first && p <= NODE_PORT_RANGE.last).toBe(true);
        },
      ),
    );
  });
});
