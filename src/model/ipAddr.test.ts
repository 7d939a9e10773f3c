import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalAddr, formatV6, parseIp } from './ipAddr';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = fc.array(group, { minLength: 8, maxLength: 8 });

/** Another valid spelling of the same eight groups: upper/lower case, zero padding, any zero run as `::`. */
function spell(g: number[], upper: boolean[], pad: number[], cut: number): string {
  const parts = g.map((x, i) => {
    const h = x.toString(16).padStart(pad[i]!, '0');
    return upper[i] ? h.toUpperCase() : h;
  });
  // Compress the zero run that starts at `cut`, if there is one there.
  let end = cut;
  while (end < 8 && g[end] === 0) end++;
  if (end - cut < 1) return parts.join(':');
  return `${parts.slice(0, cut).join(':')}::${parts.slice(end).join(':')}`;
}

describe('parseIp: one text per address, as netip prints it', () => {
  it('the issue’s three spellings are one address', () => {
    for (const s of ['FD00:10:244:1::5', 'fd00:0010:0244:0001:0000:0000:0000:0005', 'fd00:10:244:1::5'])
      expect(parseIp(s)).toBe('fd00:10:244:1::5');
  });

  it('RFC 5952 details and IPv4-mapped addresses', () => {
    expect(parseIp('2001:db8:0:0:1:0:0:1')).toBe('2001:db8::1:0:0:1'); // first of two equal runs
    expect(parseIp('2001:db8:0:1:1:1:1:1')).toBe('2001:db8:0:1:1:1:1:1'); // one zero group stays
    expect(parseIp('0:0:0:0:0:0:0:0')).toBe('::');
    expect(parseIp('::FFFF:0A00:0001')).toBe('::ffff:10.0.0.1');
    expect(parseIp('0:0:0:0:0:ffff:10.0.0.1')).toBe('::ffff:10.0.0.1');
    expect(parseIp('::ffff:10.0.0.1')).not.toBe(parseIp('10.0.0.1')); // still IPv6, as in netip
    expect(parseIp(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it.each([
    '',
    'None',
    '10.0.0',
    '10.0.0.256',
    '010.0.0.1',
    '1:2:3:4:5:6:7',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    'fe80::1%eth0',
    '::ffff:1.2.3.4:5',
    '12345::',
    '1.2.3.4::',
  ])('rejects %j', (s) => expect(parseIp(s)).toBeUndefined());

  it('every spelling of an address gives the same canonical text', () => {
    fc.assert(
      fc.property(
        groups,
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 7 }),
        (g, upper, pad, cut) => {
          expect(parseIp(spell(g, upper, pad, cut))).toBe(formatV6(g));
        },
      ),
    );
  });

  it('the canonical text parses back to itself and follows RFC 5952', () => {
    fc.assert(
      fc.property(groups, (g) => {
        const t = formatV6(g);
        expect(parseIp(t)).toBe(t);
        expect(t).not.toMatch(/[A-F]|(^|:)0[0-9a-f]|:::/);
        expect(t.split('::').length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('IPv4 round-trips', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(parseIp(ip)).toBe(ip);
      }),
    );
  });

  it('canonicalAddr rewrites the IP of ip:port/PROTO only', () => {
    expect(canonicalAddr('[FD00:0010::5]:443/TCP')).toBe('[fd00:10::5]:443/TCP');
    expect(canonicalAddr('10.0.0.1:53/UDP')).toBe('10.0.0.1:53/UDP');
  });
});
