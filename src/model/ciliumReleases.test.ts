import { describe, expect, it } from 'vitest';
import { behaviourOf, carriesBug } from './ciliumReleases';
import { parseCiliumVersion } from './ciliumVersion';

const v = (s: string) => parseCiliumVersion(s)!;

describe('the table of load-balancer fixes by release', () => {
  it.each([
    ['1.18.0', true, true],
    ['1.18.6', true, true],
    ['1.18.0-rc.1', true, true],
    ['1.18.7', false, true],
    ['1.18.8', false, false],
    ['1.18.12', false, false],
    ['1.19.0-pre.3', true, true],
    ['1.19.0-rc.0', false, false],
    ['1.19.1', false, false],
    ['1.20.0', false, false],
  ])('%s: prefix release %s, slice memory by bare name %s', (version, prefix, byName) => {
    expect(carriesBug(v(version), 'prefixRelease')).toBe(prefix);
    expect(carriesBug(v(version), 'sliceMemoryByName')).toBe(byName);
  });

  it('cannot tell for v1.18 without a patch level, nor before the v1.18 control plane', () => {
    expect(carriesBug(v('1.18'), 'prefixRelease')).toBeUndefined();
    expect(carriesBug(v('1.17.4'), 'sliceMemoryByName')).toBeUndefined();
  });

  it('a release the model runs has its behaviours; a vendor build or v1.17 has none', () => {
    expect(behaviourOf(v('1.18.6'), '1.18.6')).toEqual({ version: '1.18.6', sliceMemoryByName: true });
    expect(behaviourOf(v('1.18.8'), '1.18.8')).toEqual({ version: '1.18.8', sliceMemoryByName: false });
    expect(behaviourOf(v('1.18.6-7d4d8932'), '1.18.6-7d4d8932')).toBeUndefined();
    expect(behaviourOf(v('1.17.4'), '1.17.4')).toBeUndefined();
  });
});
