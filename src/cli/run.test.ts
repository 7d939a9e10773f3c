import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError, runCli } from './run';

describe('cli', () => {
  it('lists the presets', () => {
    const out = runCli(['presets']);
    for (const id of [
      'tke-incident',
      'minimal-repro',
      'no-shared-prefix',
      'prefix-different-port',
      'longer-name-released',
    ]) {
      expect(out).toContain(id);
    }
  });

  it('simulate --format json has the documented shape', () => {
    const out = JSON.parse(runCli(['simulate', 'minimal-repro', '--mode', 'buggy', '--format', 'json']));
    expect(out.mode).toBe('buggy');
    expect(out.frontends).toContainEqual({
      address: '192.168.92.25:80/TCP',
      type: 'ClusterIP',
      service: 'default/test-extended',
      backends: [],
      status: 'Done',
    });
    expect(out.bpf).toContainEqual(
      expect.objectContaining({
        frontend: '192.168.92.25:80/TCP',
        slot: 0,
        backend: '0.0.0.0:0',
        count: 0,
        flags: '[ClusterIP, non-routable]',
      }),
    );
    expect(out.connects.at(-1)).toMatchObject({ to: '192.168.92.25:80/TCP', result: 'EPERM' });
    expect(out.steps[0]).toEqual(
      expect.objectContaining({ at: 0, actor: 'cilium-agent', kind: 'agentStart' }),
    );
  });

  it('--until shows an earlier moment: before the annotate, test-extended still has its backend', () => {
    const out = JSON.parse(runCli(['simulate', 'minimal-repro', '--mode', 'buggy', '--until', '15000']));
    expect(
      out.frontends.find((f: { service: string }) => f.service === 'default/test-extended').backends,
    ).toEqual(['1.1.1.1:80/TCP']);
    expect(out.backends).toEqual([]); // ...although the backends table already lost the row
  });

  it('reads a scenario file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nr-'));
    const file = join(dir, 's.json');
    writeFileSync(file, runCliPresetJson());
    expect(runCli(['simulate', file, '--mode', 'fixed', '--format', 'bpf'])).toContain(
      '192.168.92.25:80/TCP (1)',
    );
  });

  it.each([
    [['simulate', 'nope.json'], /neither a preset/],
    [['simulate', 'minimal-repro', '--mode', 'broken'], /--mode must be buggy or fixed/],
    [['simulate', 'minimal-repro', '--format', 'xml'], /--format must be one of/],
    [['simulate', 'minimal-repro', '--until', 'soon'], /--until must be milliseconds/],
    [['frobnicate'], /unknown command/],
  ])('rejects bad arguments: %j', (args, msg) => {
    expect(() => runCli(args)).toThrow(CliError);
    expect(() => runCli(args)).toThrow(msg);
  });

  it('names the JSON path of a problem in a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nr-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ version: 1, services: [{}], endpointSlices: [], events: [] }));
    expect(() => runCli(['simulate', file])).toThrow(/\$\.services\[0\]\.namespace/);
  });
});

function runCliPresetJson(): string {
  return JSON.stringify({
    version: 1,
    title: 'file',
    services: [
      {
        namespace: 'default',
        name: 'test-extended',
        type: 'ClusterIP',
        clusterIP: '192.168.92.25',
        ports: [{ port: 80 }],
      },
    ],
    endpointSlices: [
      {
        namespace: 'default',
        name: 'te',
        service: 'test-extended',
        endpoints: ['1.1.1.1'],
        ports: [{ port: 80 }],
      },
    ],
    events: [],
  });
}
