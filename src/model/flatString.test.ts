import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { objectKey } from './kube';
import { l3n4Addr, type Protocol } from './l3n4Addr';
import { serviceName } from './serviceName';

// The model's keys are built flat (see flatString.ts): the same text as the plain template would give.
describe('keys built as flat strings', () => {
  it('an address is ip:port/PROTO, a service name and an object key are namespace/name', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.nat(65535),
        fc.constantFrom<Protocol>('TCP', 'UDP', 'SCTP'),
        (a, b, c, port, proto) => {
          expect(l3n4Addr(a, port, proto)).toBe(`${a}:${port}/${proto}`);
          expect(l3n4Addr(a, port)).toBe(`${a}:${port}/TCP`);
          expect(serviceName(a, b)).toBe(`${a}/${b}`);
          expect(serviceName(a, b, c)).toBe(c ? `${c}/${a}/${b}` : `${a}/${b}`);
          expect(objectKey(a, b)).toBe(`${a}/${b}`);
        },
      ),
    );
  });
});
