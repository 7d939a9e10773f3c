import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeLinkHash } from '../scenario/link/decodeLink';
import { MAX_LINK_AT_MS } from '../scenario/link/linkState';
import { twoNamespaces } from '../testing/sliceNameScenario';
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

  it('--cilium-version pins the release a run takes its behaviours from (as the file’s ciliumVersion does)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'nr-'));
    const file = join(dir, 'names.json');
    writeFileSync(file, JSON.stringify(twoNamespaces()));
    const frontend = (release: string) =>
      runCli(['simulate', file, '--format', 'frontends', '--cilium-version', release])
        .split('\n')
        .find((l) => l.startsWith('10.96.50.104:80/TCP'));
    expect(frontend('1.18.6')).toContain('10.244.1.1:80/TCP, 10.244.1.2:80/TCP');
    expect(frontend('1.18.8')).not.toContain('10.244.1.2:80/TCP');
    expect(() => runCli(['simulate', file, '--cilium-version', '1.17.4'])).toThrow(
      '--cilium-version: "1.17.4" is not modelled',
    );
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
    version: 2,
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

describe('cli arguments', () => {
  it.each([
    [['simulate', 'minimal-repro', '-m', 'fixed'], /unknown option -m/],
    [['simulate', 'minimal-repro', 'fixed'], /unexpected argument "fixed"/],
    [['simulate', 'minimal-repro', '--mode', 'fixed', '--mode', 'buggy'], /--mode is given twice/],
    [['simulate', 'minimal-repro', '--colour', 'red'], /unknown option --colour/],
    [['simulate', 'minimal-repro', '--mode'], /--mode needs a value/],
    [['simulate'], /simulate needs a scenario/],
    [['link', 'minimal-repro', '--base', 'https://x/', 'extra'], /unexpected argument "extra"/],
    [['presets', 'all'], /presets takes no arguments/],
  ])('refuses %j', (args, msg) => {
    expect(() => runCli(args)).toThrow(CliError);
    expect(() => runCli(args)).toThrow(msg);
  });

  it('accepts --name=value', () => {
    expect(runCli(['simulate', 'minimal-repro', '--mode=fixed', '--format=bpf'])).toContain(
      '192.168.92.25:80/TCP (1)',
    );
  });

  it('refuses a link moment the app would refuse, naming the limit; the limit itself opens', () => {
    expect(() => runCli(['link', 'minimal-repro', '--at', '5000000', '--base', 'https://x/'])).toThrow(
      `--at must be at most ${MAX_LINK_AT_MS} ms`,
    );
    const url = runCli(['link', 'minimal-repro', '--at', String(MAX_LINK_AT_MS), '--base', 'https://x/']);
    const r = decodeLinkHash(url.split('#')[1]!);
    expect(r.ok && r.state.at).toBe(MAX_LINK_AT_MS);
  });
});

describe('cli scenario files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nr-'));
  const write = (name: string, bytes: Uint8Array | string) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    return file;
  };
  let json: ReturnType<typeof runCliPresetJson>;
  beforeEach(() => {
    json = runCliPresetJson();
  });
  const utf16 = (s: string, bigEndian: boolean) => {
    const out = new Uint8Array(2 + s.length * 2);
    out.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      out.set(bigEndian ? [c >> 8, c & 255] : [c & 255, c >> 8], 2 + i * 2);
    }
    return out;
  };
  const bpf = (file: string) => runCli(['simulate', file, '--mode', 'fixed', '--format', 'bpf']);

  it('reads UTF-8 with a byte order mark and UTF-16 (LE and BE) like plain UTF-8', () => {
    const plain = bpf(write('plain.json', json));
    expect(plain).toContain('192.168.92.25:80/TCP (1)');
    expect(bpf(write('bom.json', `\ufeff${json}`))).toBe(plain);
    expect(bpf(write('le.json', utf16(json, false)))).toBe(plain);
    expect(bpf(write('be.json', utf16(json, true)))).toBe(plain);
  });

  it('refuses bytes that are not text, saying so', () => {
    expect(() => bpf(write('bin.json', new Uint8Array([0x7b, 0xff, 0xfe, 0xfd, 0x7d])))).toThrow(
      /\$: is not text/,
    );
    expect(() => bpf(write('nul.json', `{"version":1\u0000}`))).toThrow(/\$: is not text/);
  });

  it('reads scenario files larger than a link may be (3 MB here; the limit is 64 MB)', () => {
    const file = join(dir, 'padded.json');
    const sc = { version: 1, title: 'Padded', services: [], endpointSlices: [], events: [] };
    writeFileSync(file, JSON.stringify(sc) + ' '.repeat(3 * 1024 * 1024));
    expect(JSON.parse(runCli(['simulate', file, '--mode', 'fixed', '--format', 'json'])).mode).toBe('fixed');
  });

  it('the same caps as the app: a file nested too deep, a run over the work budget, a link the app would refuse', () => {
    const deep = join(dir, 'deep.json');
    writeFileSync(deep, '{"version":1,"title":' + '['.repeat(10_000) + ']'.repeat(10_000) + '}');
    expect(() => bpf(deep)).toThrow('$: nests deeper than 32 levels (line 1, column 53)');
    // One Service of 100 ports patched between 1,000 endpoints and none, ten times.
    const ports = Array.from({ length: 100 }, (_, p) => ({ port: 1000 + p, name: `p${p}` }));
    const endpoints = Array.from({ length: 1000 }, (_, k) => `10.1.${k >> 8}.${k & 255}`);
    const busy = {
      version: 1,
      title: 'Busy',
      services: [{ namespace: 'default', name: 'a', type: 'ClusterIP', clusterIP: '10.96.0.9', ports }],
      endpointSlices: [{ namespace: 'default', name: 'a-1', service: 'a', endpoints: [], ports }],
      events: Array.from({ length: 10 }, (_, i) => ({
        at: 1000 * (i + 1),
        type: 'patchEndpointSlice',
        namespace: 'default',
        name: 'a-1',
        endpoints: i % 2 ? [] : endpoints,
      })),
    };
    expect(() => bpf(write('busy.json', JSON.stringify(busy)))).toThrow(
      /\$\.events\[1\]: the run would make/,
    );
    // Annotations of text that does not compress make a link over 100,000 characters.
    let x = 7;
    const noise = () =>
      Array.from({ length: 4000 }, () =>
        String.fromCharCode(33 + ((x = (x * 48271) % 2147483647) % 90)),
      ).join('');
    const wide = {
      version: 1,
      title: 'Wide',
      services: [{ ...busy.services[0], annotations: {} as Record<string, string> }],
      endpointSlices: [],
      events: [],
    };
    for (let i = 0; i < 40; i++) wide.services[0]!.annotations[`k${i}`] = noise();
    const file = write('wide.json', JSON.stringify(wide));
    expect(() => runCli(['link', file, '--base', 'http://x/'])).toThrow(/the app reads at most 100000/);
  });

  it('refuses an oversized file with its size and the limit, without reading it', () => {
    const file = join(dir, 'huge.json');
    writeFileSync(file, '');
    truncateSync(file, 600 * 1024 * 1024); // sparse: no disk space is used
    expect(() => bpf(file)).toThrow('$: too large: 600 MB, limit 64 MB');
  });

  it('strips control characters (ANSI escapes) from scenario text in terminal formats', () => {
    const sc = JSON.parse(json);
    sc.events = [
      {
        at: 1000,
        type: 'annotateService',
        namespace: 'default',
        name: 'test-extended',
        key: 'k',
        value: '\u001b[31mred\u0007',
      },
    ];
    const out = runCli(['simulate', write('ansi.json', JSON.stringify(sc)), '--format', 'steps']);
    expect(out).toContain('k=[31mred --overwrite');
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    // JSON output keeps the text, escaped.
    const j = runCli(['simulate', write('ansi2.json', JSON.stringify(sc)), '--format', 'json']);
    expect(j).toContain('\\u001b[31mred');
  });

  it('says which field is missing instead of "got undefined"', () => {
    const file = write(
      'missing.json',
      JSON.stringify({ version: 1, services: [{}], endpointSlices: [], events: [] }),
    );
    expect(() => bpf(file)).toThrow(
      '$.services[0].namespace: must be a string, got nothing (the field is missing)',
    );
  });
});

describe('cli: several nodes', () => {
  const nodes = (mode: string, until?: number) =>
    JSON.parse(
      runCli([
        'simulate',
        'tke-incident-nodes',
        '--mode',
        mode,
        ...(until === undefined ? [] : ['--until', String(until)]),
      ]),
    );

  it('json lists every node with its ticker phase, whether and since when it broke, and the victim count', () => {
    const out = nodes('buggy');
    // Node 0 stays at the top level, as with one node.
    expect(out.nodes[0].bpf).toEqual(out.bpf);
    const byName = Object.fromEntries(
      (out.nodes as { name: string }[]).map((n) => [n.name, n as Record<string, unknown>]),
    );
    expect(Object.keys(byName)).toEqual(['10.15.0.4', '10.15.0.5', '10.15.0.6', '10.15.0.7']);
    expect(out.nodes.map((n: { tickerPhaseMs: number }) => n.tickerPhaseMs)).toEqual([0, 490, 115, 441]);
    const count = (name: string) =>
      (byName[name]!.prefixMatched as { service: string; entries: { frontend: string; count: number }[] }[])
        .find((v) => v.service === 'default/kubernetes-intranet')!
        .entries.find((e) => e.frontend === '10.15.1.8:443/TCP')!.count;
    for (const name of ['10.15.0.4', '10.15.0.6']) {
      expect(byName[name]!.broken).toContain('10.15.1.8:443/TCP');
      expect(byName[name]!.brokenSince).toBeGreaterThan(15000);
      expect(count(name)).toBe(0);
    }
    for (const name of ['10.15.0.5', '10.15.0.7']) {
      expect(byName[name]!.broken).toEqual([]);
      expect(byName[name]!.brokenSince).toBeNull();
      expect(count(name)).toBe(1);
    }
  });

  it('json: before the damage no node is broken; with the fixed key none ever is', () => {
    for (const n of nodes('buggy', 10000).nodes) expect(n.brokenSince).toBeNull();
    for (const n of nodes('fixed').nodes) {
      expect(n.broken).toEqual([]);
      expect(n.prefixMatched[0].service).toBe('default/kubernetes-intranet');
      expect(n.prefixMatched[0].entries.every((e: { count: number }) => e.count === 1)).toBe(true);
    }
  });
});
