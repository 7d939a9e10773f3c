import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addrProtocol, addrSortKey, compareAddr, hasProtocol } from './l3n4Addr';

const bySortKey = (a: string, b: string) => {
  const ka = addrSortKey(a);
  const kb = addrSortKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};

const octet = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map(String),
  fc.constantFrom('256', '007', '1234', ''),
);
const addr = fc.oneof(
  fc
    .tuple(
      fc.array(octet, { minLength: 4, maxLength: 4 }),
      fc.oneof(fc.integer({ min: 0, max: 65535 }).map(String), fc.constantFrom('65536', '00080', '123456')),
      fc.constantFrom('/TCP', '/UDP', '/SCTP', '', '/ICMP', '/'),
    )
    .map(([o, port, proto]) => `${o.join('.')}:${port}${proto}`),
  fc.string(),
);

describe('compareAddr', () => {
  it('orders exactly as the byte sort key does, malformed addresses included', () => {
    fc.assert(
      fc.property(addr, addr, (a, b) => compareAddr(a, b) === bySortKey(a, b)),
      {
        numRuns: 2000,
      },
    );
  });

  it('treats an octet with a leading zero as malformed, as the sort key does (a case the property found)', () => {
    expect(compareAddr('100.0.0.007:00080/TCP', '16.0.0.0:0/TCP')).toBe(
      bySortKey('100.0.0.007:00080/TCP', '16.0.0.0:0/TCP'),
    );
    expect(compareAddr('16.0.0.0:0/TCP', '100.0.0.007:80/TCP')).toBe(
      bySortKey('16.0.0.0:0/TCP', '100.0.0.007:80/TCP'),
    );
  });

  it('orders by IP bytes, then port, then protocol', () => {
    const sorted = [
      '10.0.0.2:80/TCP',
      '9.0.0.1:80/TCP',
      '10.0.0.2:80/UDP',
      '10.0.0.2:443/TCP',
      '10.0.0.10:1/TCP',
    ];
    expect([...sorted].sort(compareAddr)).toEqual([
      '9.0.0.1:80/TCP',
      '10.0.0.2:80/TCP',
      '10.0.0.2:80/UDP',
      '10.0.0.2:443/TCP',
      '10.0.0.10:1/TCP',
    ]);
  });
});

describe('hasProtocol', () => {
  it('hasProtocol says what comparing addrProtocol says, for any text', () => {
    const text = fc.string({ unit: fc.constantFrom('1', '.', ':', '/', 'T', 'C', 'P', 'U', 'D', 'S') });
    fc.assert(
      fc.property(text, fc.constantFrom('TCP', 'UDP', 'SCTP', '', 'P', '/TCP'), (a, pr) => {
        expect(hasProtocol(a, pr)).toBe(addrProtocol(a) === pr);
      }),
    );
  });
});
