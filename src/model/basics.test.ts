import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteGlyph, byteHex, hexBytes, utf8Hex } from './bytes';
import { addrProtocol, addrSortKey, compareAddr, isIPv4, l3n4Addr, parseL3n4Addr } from './l3n4Addr';
import { createPrng, hashString } from './prng';
import { serviceName, serviceNameKey } from './serviceName';
import { isoTime, logTime, shortAge, tkeTime } from './wallClock';

describe('L3n4Addr', () => {
  it('parses ip:port[/PROTO], TCP by default, and refuses anything else', () => {
    expect(parseL3n4Addr('10.96.0.1:443')).toEqual({ ip: '10.96.0.1', port: 443, protocol: 'TCP' });
    expect(parseL3n4Addr('255.255.255.255:65535/SCTP')).toEqual({
      ip: '255.255.255.255',
      port: 65535,
      protocol: 'SCTP',
    });
    for (const bad of [
      '10.96.0.1',
      '10.96.0.1:65536',
      '10.96.0.1:80/ICMP',
      'x:80',
      '10.96.0.256:80',
      '010.96.0.1:80',
      ' 10.96.0.1:80',
    ])
      expect(parseL3n4Addr(bad), bad).toBeUndefined();
    expect(l3n4Addr('1.2.3.4', 80)).toBe('1.2.3.4:80/TCP');
    expect(addrProtocol('1.2.3.4:80/UDP')).toBe('UDP');
  });
  it('IPv4: four octets 0–255, no leading zeros', () => {
    expect(['0.0.0.0', '255.255.255.255', '10.0.0.1'].every(isIPv4)).toBe(true);
    expect(['1.2.3', '1.2.3.4.5', '1.2.3.04', '1.2.3.-1', '1.2.3.a', '1.2.3.1000'].some(isIPv4)).toBe(false);
  });
  it('orders by bytes: IP, then port, then protocol', () => {
    const sorted = [
      '10.0.0.10:80/TCP',
      '10.0.0.9:80/UDP',
      '10.0.0.9:80/TCP',
      '10.0.0.9:443/TCP',
      '9.0.0.1:80/TCP',
    ].sort(compareAddr);
    expect(sorted).toEqual([
      '9.0.0.1:80/TCP',
      '10.0.0.9:80/TCP',
      '10.0.0.9:80/UDP',
      '10.0.0.9:443/TCP',
      '10.0.0.10:80/TCP',
    ]);
    expect(compareAddr('1.1.1.1:80/TCP', '1.1.1.1:80/TCP')).toBe(0);
  });
});

describe('bytes', () => {
  it('hex of UTF-8 and of single bytes; glyphs for the inspector', () => {
    expect(utf8Hex('a/é')).toBe('612fc3a9');
    expect(byteHex(4)).toBe('04');
    expect(byteHex(0x120)).toBe('20');
    expect(hexBytes('6465ff')).toEqual(['64', '65', 'ff']);
    expect(['20', '21', '7e', '7f', '1f', '41'].map(byteGlyph)).toEqual(['␣', '!', '~', '·', '·', 'A']);
  });
  it('utf8Hex agrees with an encoder, ASCII or not (the ASCII path reads character codes)', () => {
    const reference = (s: string) =>
      [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, '0')).join('');
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })),
        (s) => {
          expect(utf8Hex(s)).toBe(reference(s));
        },
      ),
    );
    expect(utf8Hex('\x7f\x80')).toBe('7fc280');
  });
  it('ServiceName and its key: raw bytes, with a cluster prefix when set', () => {
    expect(serviceName('default', 'kubernetes')).toBe('default/kubernetes');
    expect(serviceName('default', 'kubernetes', 'c1')).toBe('c1/default/kubernetes');
    expect(serviceNameKey('a/b')).toBe('612f62');
  });
});

describe('clock texts', () => {
  const t0 = Date.parse('2026-01-08T11:10:00Z');
  it('ISO, slog and TKE (UTC+8, whole seconds) times', () => {
    expect(isoTime(t0, 1500)).toBe('2026-01-08T11:10:01.500Z');
    expect(logTime(t0, 1500)).toBe('2026-01-08T11:10:01.500000000Z');
    expect(tkeTime(t0, 1500)).toBe('2026-01-08T19:10:01+08:00');
  });
  it.each([
    [-5, '0s'],
    [999, '0s'],
    [119_999, '119s'],
    [120_000, '2m'],
    [260_000, '4m20s'],
    [599_000, '9m59s'],
    [600_000, '10m'],
    [10_799_000, '179m'],
    [10_800_000, '3h'],
    [172_799_000, '47h'],
    [172_800_000, '2d'],
  ])('%i ms reads %s, like kubectl', (ms, text) => {
    expect(shortAge(ms)).toBe(text);
  });
});

describe('prng', () => {
  it('FNV-1a and a seeded, repeatable mulberry32', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    const a = createPrng(42);
    const b = createPrng(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(xs).toEqual(Array.from({ length: 5 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(createPrng(43)()).not.toBe(xs[0]);
  });
});

describe('more L3n4Addr and key details', () => {
  it('port 0 parses (the master entry’s 0.0.0.0:0); malformed addresses still sort, as text', () => {
    expect(parseL3n4Addr('0.0.0.0:0')).toEqual({ ip: '0.0.0.0', port: 0, protocol: 'TCP' });
    expect(compareAddr('b', 'a')).toBe(1);
    expect(compareAddr('a', 'b')).toBe(-1);
    expect(compareAddr('1.1.1.1:80/TCP', '1.1.1.1:80/TCP')).toBe(0);
  });
});

describe('compareAddr orders exactly as addrSortKey (its fast path included)', () => {
  // Octets, ports and protocols around every boundary the fast parser checks: digits, leading zeros, 255/256,
  // 65535/65536, the protocol suffix and its absence.
  const octet = fc.constantFrom('0', '1', '9', '10', '99', '100', '199', '255', '256', '007', '01', '', 'x');
  const port = fc.constantFrom('0', '8', '80', '443', '9999', '65535', '65536', '00080', '123456', '');
  const proto = fc.constantFrom('', '/TCP', '/UDP', '/SCTP', '/tcp', '/X', '/');
  const addr = fc
    .tuple(fc.array(octet, { minLength: 3, maxLength: 5 }), port, proto)
    .map(([os, p, pr]) => `${os.join('.')}:${p}${pr}`);
  const byKey = (a: string, b: string) => {
    const ka = addrSortKey(a);
    const kb = addrSortKey(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  };

  it('for any two addresses, well-formed or not', () => {
    fc.assert(
      fc.property(addr, addr, (a, b) => {
        expect(Math.sign(compareAddr(a, b))).toBe(byKey(a, b));
      }),
      { numRuns: 5_000, seed: 11 },
    );
  });

  it('numbers, not text: 9 before 10 in every octet and in the port', () => {
    expect(compareAddr('10.0.0.9:80/TCP', '10.0.0.10:80/TCP')).toBe(-1);
    expect(compareAddr('9.0.0.1:80/TCP', '10.0.0.1:80/TCP')).toBe(-1);
    expect(compareAddr('10.0.0.1:9/TCP', '10.0.0.1:10/TCP')).toBe(-1);
    expect(compareAddr('10.0.0.1:65535/TCP', '10.0.0.2:0/TCP')).toBe(-1);
    expect(compareAddr('10.0.0.1:80/UDP', '10.0.0.1:80/TCP')).toBe(1);
    expect(compareAddr('10.0.0.1:80', '10.0.0.1:80/TCP')).toBe(0);
  });
});
