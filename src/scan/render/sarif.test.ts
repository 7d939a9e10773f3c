import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scanEntries } from '../scan';
import { TEST_DUMPS } from '../testDumps';
import { TOOL_VERSION } from '../toolVersion';
import { renderScan } from '.';
import { relativeUri } from './sarif';
import { checkSarifForGitHub, GH_LIMITS } from './sarifCheck';

const sarifOf = async (d: (typeof TEST_DUMPS)[number], redact: boolean) => {
  const r = await scanEntries(d.entries(), {
    replays: false,
    redact,
    ...(d.ciliumVersion && { ciliumVersion: d.ciliumVersion }),
  });
  return renderScan(r, 'sarif', { root: '/home/alice/clusters' });
};

describe('SARIF that GitHub code scanning accepts', () => {
  describe.each(TEST_DUMPS.map((d) => [d.name, d] as const))('%s', (_, d) => {
    it('passes the ingestion rules', async () => {
      const s = await sarifOf(d, false);
      expect(checkSarifForGitHub(JSON.parse(s))).toEqual([]);
      expect(gzipSync(s).length).toBeLessThan(GH_LIMITS.gzipBytes);
    });

    it('redacted: passes them too, without pod names or local paths', async () => {
      const s = await sarifOf(d, true);
      expect(checkSarifForGitHub(JSON.parse(s))).toEqual([]);
      expect(s).not.toMatch(/kddvm|alice|\/home\/|C:\\\\|clusters/);
      expect(s).not.toMatch(/kubernetes-intranet|169\.254\.128\.7/);
    });
  });

  it('the checker finds what the issue reported: no location, absolute and archive URIs, no version or help', () => {
    const bad = {
      version: '2.1.0',
      runs: [
        {
          tool: { driver: { name: 'x', rules: [{ id: 'R1', shortDescription: { text: 'r' } }] } },
          results: [
            { ruleId: 'R1', message: { text: 'version' } },
            {
              ruleId: 'R1',
              message: { text: 'pair' },
              locations: [{ physicalLocation: { artifactLocation: { uri: '/tmp/dump.yaml' } } }],
            },
            {
              ruleId: 'R1',
              message: { text: 'damage' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'sd.zip!/b.tar.gz!/cmd/x.md', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 0 },
                  },
                },
              ],
            },
          ],
        },
      ],
    };
    expect(checkSarifForGitHub(bad)).toEqual([
      '$.runs[0].tool.driver: no version (SARIF2005; code scanning tracks tool versions)',
      '$.runs[0].tool.driver.rules[0].fullDescription.text: required (GH2012)',
      '$.runs[0].tool.driver.rules[0].help.text: required (GH2012)',
      '$.runs[0].results[0].locations: at least one location is required (GH1015)',
      '$.runs[0].results[1].locations[0].physicalLocation.artifactLocation.uri is an absolute path: /tmp/dump.yaml',
      '$.runs[0].results[2].locations[0].physicalLocation.artifactLocation.uri names an archive member as a path (sd.zip!/b.tar.gz!/cmd/x.md); code scanning cannot open it',
      '$.runs[0].results[2].locations[0].physicalLocation.region.startLine: a positive integer is required (GH1003)',
    ]);
  });

  it('locates the version at its source, an archive member at its archive, with the package version', async () => {
    const sysdump = TEST_DUMPS.find((d) => d.name === 'sysdump zip')!;
    const s = JSON.parse(await sarifOf(sysdump, false));
    const run = s.runs[0];
    expect(run.tool.driver.version).toBe(TOOL_VERSION);
    const [version, , damage] = run.results;
    expect(version.ruleId).toBe('NR001-version');
    expect(version.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'cilium-sysdump-20260108-114100.zip', uriBaseId: '%SRCROOT%' },
    });
    expect(version.locations[0].properties.archiveMember).toMatch(/cilium-daemonset-20260108-114100\.yaml$/);
    expect(damage.locations[0].message.text).toMatch(
      /^in the archive: cilium-sysdump-.*\/cilium-bugtool-cilium-kddvm-.*\.tar\.gz!\/.*bpf-lb-list\.md:\d+$/,
    );
    for (const rule of run.tool.driver.rules) expect(rule.help.markdown).toContain(rule.help.text);
  });

  it('relative URIs: under the caller’s directory, else the file name; encoded; standard input', () => {
    expect(relativeUri('/home/alice/clusters/prod #2/dump.json', '/home/alice/clusters')).toBe(
      'prod%20%232/dump.json',
    );
    expect(relativeUri('/srv/other/dump.json', '/home/alice')).toBe('dump.json');
    expect(relativeUri('C:\\dumps\\d.yaml')).toBe('d.yaml');
    expect(relativeUri('./dumps/d.yaml')).toBe('dumps/d.yaml');
    expect(relativeUri('(stdin)')).toBe('stdin');
  });
});
