import { describe, expect, it } from 'vitest';
import { parseCiliumVersion } from './ciliumVersion';
import type { CiliumConfig, VersionEvidence } from './dump';
import { versionVerdict } from './versionVerdict';

const ev = (raw: string, file = 'dump.yaml'): VersionEvidence => ({ raw, source: { file } });
const cfg = (c: Omit<CiliumConfig, 'source'>): CiliumConfig => ({ ...c, source: { file: 'cm.yaml' } });

describe('parseCiliumVersion', () => {
  it.each([
    ['v1.18.6', { major: 1, minor: 18, patch: 6, text: 'v1.18.6' }],
    ['1.18.6', { major: 1, minor: 18, patch: 6, text: 'v1.18.6' }],
    ['v1.18.6-7d4d8932', { major: 1, minor: 18, patch: 6, vendor: '7d4d8932', text: 'v1.18.6-7d4d8932' }],
    ['v1.19.0-rc.0', { major: 1, minor: 19, patch: 0, prerelease: 'rc.0', text: 'v1.19.0-rc.0' }],
    [
      '1.18.5 9a3bc1f2 2026-01-02T10:00:00+00:00 go version go1.24.11 linux/amd64',
      { patch: 5, text: 'v1.18.5' },
    ],
    ['v1.18', { major: 1, minor: 18, text: 'v1.18' }],
  ])('%s', (raw, want) => {
    expect(parseCiliumVersion(raw)).toMatchObject(want);
  });

  it('reads nothing from a tag without a version', () => {
    expect(parseCiliumVersion('latest')).toBeUndefined();
    expect(parseCiliumVersion('sha256')).toBeUndefined();
  });
});

describe('versionVerdict', () => {
  it.each([
    ['v1.18.0', 'affected', 'affected-range'],
    ['v1.18.6', 'affected', 'affected-range'],
    ['v1.18.0-rc.2', 'affected', 'affected-prerelease'],
    ['v1.18.7', 'fixed', 'fixed-backport'],
    ['v1.18.8', 'fixed', 'fixed-backport'],
    ['v1.19.0-pre.3', 'affected', 'affected-prerelease'],
    ['v1.19.0-rc.0', 'fixed', 'fixed-release'],
    ['v1.19.2', 'fixed', 'fixed-release'],
    ['v1.16.5', 'not-affected', 'older'],
    ['v1.18', 'unknown', 'no-patch'],
    ['latest', 'unknown', 'unparsable'],
    ['v1.17.4', 'unknown', 'v117-experimental-unknown'],
  ])('%s → %s (%s)', (raw, status, reason) => {
    expect(versionVerdict([ev(raw)])).toMatchObject({ status, reason });
  });

  it('never guesses without a version', () => {
    expect(versionVerdict([])).toMatchObject({ status: 'unknown', reason: 'no-version' });
  });

  it('a vendor build of an affected version is affected and says to ask the vendor', () => {
    const v = versionVerdict([ev('v1.18.6-7d4d8932')]);
    expect(v).toMatchObject({ status: 'affected', version: 'v1.18.6-7d4d8932', vendorBuild: true });
    expect(v.message).toContain('ask the vendor');
    expect(versionVerdict([ev('v1.18.7-7d4d8932')]).vendorBuild).toBeUndefined();
  });

  it('v1.17 depends on the experimental load balancer', () => {
    expect(versionVerdict([ev('v1.17.4')], cfg({ experimentalLb: 'true' })).status).toBe('possibly');
    expect(versionVerdict([ev('v1.17.4')], cfg({ experimentalLb: 'false' })).status).toBe('not-affected');
    expect(versionVerdict([ev('v1.17.4')], cfg({})).status).toBe('not-affected');
  });

  it('kube-proxy replacement off leaves only ClusterIP traffic on the buggy path: possibly affected', () => {
    const v = versionVerdict([ev('v1.18.5')], cfg({ kubeProxyReplacement: 'false' }));
    expect(v).toMatchObject({ status: 'possibly', kubeProxyReplacement: 'false' });
    expect(v.message).toContain('only ClusterIP traffic');
    expect(versionVerdict([ev('v1.18.5')], cfg({ kubeProxyReplacement: 'true' })).status).toBe('affected');
  });

  it('during an upgrade the worst version wins and all are listed', () => {
    const v = versionVerdict([ev('v1.18.7', 'ds.yaml'), ev('v1.18.6', 'pod.yaml')]);
    expect(v).toMatchObject({ status: 'affected', version: 'v1.18.6', source: 'pod.yaml' });
    expect(v.seen.map((s) => s.status)).toEqual(['fixed', 'affected']);
  });

  it('--cilium-version replaces what the dump says', () => {
    const v = versionVerdict([ev('v1.18.7', '--cilium-version'), ev('v1.18.6')]);
    expect(v).toMatchObject({ status: 'fixed', source: '--cilium-version' });
  });
});
