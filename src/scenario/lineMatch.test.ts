import { describe, expect, it } from 'vitest';
import { fragmentsFor, lineMatches } from './lineMatch';

describe('line matches', () => {
  const lines = [
    { output: 'curl', match: 'Immediate connect fail' },
    { output: 'cilium bpf lb list', match: '10.15.1.8:443/TCP (0)' },
    { output: 'cilium bpf lb list', match: '0.0.0.0:30965/TCP (0)' },
  ];

  it('gives each output only its own fragments', () => {
    expect(fragmentsFor(lines, 'cilium bpf lb list')).toEqual([
      '10.15.1.8:443/TCP (0)',
      '0.0.0.0:30965/TCP (0)',
    ]);
    expect(fragmentsFor(lines, 'curl')).toEqual(['Immediate connect fail']);
    expect(fragmentsFor(lines, 'audit log')).toEqual([]);
    expect(fragmentsFor(undefined, 'curl')).toEqual([]);
  });

  it('marks the lines that contain a fragment, as typed (no pattern, no case folding)', () => {
    const f = fragmentsFor(lines, 'cilium bpf lb list');
    expect(lineMatches('10.15.1.8:443/TCP (0)        0.0.0.0:0 (3) (0) [LoadBalancer]', f)).toBe(true);
    expect(lineMatches('10.15.1.8:443/TCP (1)        10.15.0.4:443 (3) (1)', f)).toBe(false);
    expect(lineMatches('* immediate connect fail for 10.15.1.8', ['Immediate connect fail'])).toBe(false);
    expect(lineMatches('anything', [''])).toBe(false);
    expect(lineMatches('anything', [])).toBe(false);
  });
});
