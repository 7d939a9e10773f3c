import { describe, expect, it } from 'vitest';
import { defaultServiceCidrs, inCidr, isCidr } from './cidr';

describe('CIDRs', () => {
  it.each([
    ['10.96.0.0/12', true],
    ['0.0.0.0/0', true],
    ['10.0.0.1/32', true],
    ['10.0.0.0/33', false],
    ['10.0.0.0/', false],
    ['10.0.0.0', false],
    ['10.0.0.0/1x', false],
    ['10.0.0.0/x1', false],
    ['10.0.0.0/123', false],
    ['10.0.0/8', false],
    ['/8', false],
  ])('%s is a CIDR: %s', (s, ok) => {
    expect(isCidr(s)).toBe(ok);
  });

  it('holds the addresses under its mask, at both ends, and nothing else', () => {
    expect(inCidr('10.96.0.0', '10.96.0.0/12')).toBe(true);
    expect(inCidr('10.111.255.255', '10.96.0.0/12')).toBe(true);
    expect(inCidr('10.112.0.0', '10.96.0.0/12')).toBe(false);
    expect(inCidr('10.95.255.255', '10.96.0.0/12')).toBe(false);
    expect(inCidr('192.168.127.1', '192.168.0.0/17')).toBe(true);
    expect(inCidr('192.168.128.1', '192.168.0.0/17')).toBe(false);
    // A host route holds its own address only; /0 holds every address; the net is masked first.
    expect(inCidr('10.0.0.1', '10.0.0.1/32')).toBe(true);
    expect(inCidr('10.0.0.2', '10.0.0.1/32')).toBe(false);
    expect(inCidr('203.0.113.9', '0.0.0.0/0')).toBe(true);
    expect(inCidr('10.96.5.5', '10.96.1.1/16')).toBe(true);
    // Malformed input is outside.
    expect(inCidr('10.96.0.1', '10.96.0.0/40')).toBe(false);
    expect(inCidr('10.96.0.999', '10.96.0.0/16')).toBe(false);
    expect(inCidr('10.96.0.1', 'nope')).toBe(false);
  });

  it('implies the /16 around each ClusterIP, once each, sorted, skipping what is not an address', () => {
    expect(defaultServiceCidrs(['10.97.3.4', '10.96.0.1', '10.96.200.1', 'None', '192.168.1.1'])).toEqual([
      '10.96.0.0/16',
      '10.97.0.0/16',
      '192.168.0.0/16',
    ]);
    expect(defaultServiceCidrs([])).toEqual([]);
  });
});
