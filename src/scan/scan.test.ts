import { describe, expect, it } from 'vitest';
import { decoyObjects, entry, incidentObjects, list, slice, svc } from './fixtures';
import { scanEntries } from './scan';
import { ipv6Objects } from './testDumps';

const scanJson = (items: unknown[], ciliumVersion?: string) =>
  scanEntries([entry('dump.json', JSON.stringify(list(items)))], {
    replays: false,
    ...(ciliumVersion && { ciliumVersion }),
  });

describe('exposure', () => {
  it('finds the incident pair with its prefix bytes, shared backend and direction', async () => {
    const r = await scanJson(incidentObjects(), 'v1.18.6');
    expect(r.exposure.status).toBe('exposed');
    expect(r.exposure.pairs).toHaveLength(1);
    const p = r.exposure.pairs[0]!;
    expect(p.released.key).toBe('default/kubernetes');
    expect(p.victim.key).toBe('default/kubernetes-intranet');
    expect(p.shared).toEqual(['169.254.128.7:60002/TCP']);
    expect(p.prefix).toEqual({
      text: 'default/kubernetes',
      hex: '64656661756c742f6b756265726e65746573',
      bytes: 18,
      fixedHex: '64656661756c742f6b756265726e6574657320',
    });
    // The victim's key starts with the released Service's bytes: that is the whole bug.
    expect(p.victimKeyHex.startsWith(p.prefix.hex)).toBe(true);
    expect(p.victimLosesAll).toBe(true);
    expect(r.findings.find((f) => f.rule === 'NR002-exposed-pair')?.message).toContain(
      'Endpoint changes of default/kubernetes-intranet never affect default/kubernetes',
    );
  });

  it('pins every decoy: only api/apiv2 is exposed', async () => {
    const r = await scanJson([...incidentObjects(), ...decoyObjects()], 'v1.18.6');
    expect(r.exposure.pairs.map((p) => p.id)).toEqual([
      'default/kubernetes > default/kubernetes-intranet',
      'shop/api > shop/apiv2',
    ]);
    const apiv2 = r.exposure.pairs[1]!;
    expect(apiv2.shared).toEqual(['10.0.1.1:8080/TCP']);
    expect(apiv2.victimLosesAll).toBe(false); // apiv2 keeps 10.0.1.2
    expect(r.exposure.notExposed).toEqual([
      expect.objectContaining({
        released: 'kube-system/dns',
        victim: 'kube-system/dns-tcp',
        reason: 'no-shared-backend',
        nearMiss: { address: '10.0.5.1:53/UDP vs 10.0.5.1:53/TCP', differs: 'protocol' },
      }),
      expect.objectContaining({
        released: 'shop/web',
        victim: 'shop/web-canary',
        reason: 'no-shared-backend',
      }),
      expect.objectContaining({
        released: 'team-b/db',
        victim: 'team-b/db-replica',
        reason: 'no-shared-backend',
      }),
    ]);
    // alpha/beta share a backend but neither name prefixes the other: not listed at all.
    expect(JSON.stringify(r.exposure)).not.toContain('shop/alpha > ');
    // team-a/db and team-b/db-replica share 10.0.4.1: safe, and shown as such.
    expect(r.exposure.crossNamespace.examples).toContainEqual({
      a: 'team-a/db',
      b: 'team-b/db-replica',
      shared: '10.0.4.1:5432/TCP',
      sameName: false,
    });
  });

  it('same names and prefix names in other namespaces are told apart', async () => {
    const r = await scanJson([
      ...decoyObjects(),
      svc('team-c', 'db', '10.96.2.9', [[5432]]),
      slice('team-c', 'db-1', 'db', ['10.0.4.2'], [[5432]]),
    ]);
    expect(r.exposure.crossNamespace.examples).toEqual([
      { a: 'team-b/db', b: 'team-c/db', shared: '10.0.4.2:5432/TCP', sameName: true },
      { a: 'team-a/db', b: 'team-b/db-replica', shared: '10.0.4.1:5432/TCP', sameName: false },
    ]);
  });

  it('a headless longer-named Service has no frontends to empty', async () => {
    const r = await scanJson(
      [
        svc('ns', 'cache', '10.96.3.1', [[6379]]),
        svc('ns', 'cache-headless', '', [[6379]], { headless: true }),
        slice('ns', 'cache-1', 'cache', ['10.0.6.1'], [[6379]]),
        slice('ns', 'cache-headless-1', 'cache-headless', ['10.0.6.1'], [[6379]]),
      ],
      'v1.18.6',
    );
    expect(r.exposure.pairs).toEqual([]);
    expect(r.exposure.notExposed[0]).toMatchObject({ reason: 'victim-headless' });
    expect(r.exitCode).toBe(0);
  });

  it.each([
    ['ready: false', { ready: false }, 'ready=false'],
    [
      'serving and terminating',
      { ready: false, serving: true, terminating: true },
      'ready=false, serving=true, terminating=true',
    ],
    [
      'neither serving nor ready',
      { ready: false, serving: false, terminating: true },
      'ready=false, serving=false, terminating=true',
    ],
  ])(
    'an endpoint counts as shared whatever its conditions (%s), and they are shown',
    async (_, cond, text) => {
      // The dump: default/kubernetes taken during a readiness flap, the intranet slice ready.
      const items = incidentObjects();
      const released = items[2] as ReturnType<typeof slice>;
      released.endpoints[0]!.conditions = cond as (typeof released.endpoints)[0]['conditions'];
      const r = await scanJson(items, 'v1.18.6');
      expect(r.exposure.status).toBe('exposed');
      expect(r.exitCode).toBe(2);
      const p = r.exposure.pairs[0]!;
      expect(p.shared).toEqual(['169.254.128.7:60002/TCP']);
      expect(p.conditions).toEqual([
        { backend: '169.254.128.7:60002/TCP', service: 'default/kubernetes', conditions: cond },
      ]);
      expect(r.findings[1]!.message).toContain(
        `Not ready in this dump: 169.254.128.7:60002/TCP in default/kubernetes (${text}).`,
      );
    },
  );

  it('plainly ready endpoints add no conditions', async () => {
    const r = await scanJson(incidentObjects(), 'v1.18.6');
    expect(r.exposure.pairs[0]!.conditions).toEqual([]);
    expect(r.findings[1]!.message).not.toContain('Not ready');
  });
});

describe('addresses are compared as Cilium parses them', () => {
  it.each([
    ['FD00:10:244:1::5', 'fd00:10:244:1::5'],
    ['fd00:0010:0244:0001:0000:0000:0000:0005', 'fd00:10:244:1::5'],
    ['FD00:10:244:1::5', 'fd00:0010:0244:0001:0000:0000:0000:0005'],
  ])('%s and %s are one backend: exposed', async (a, b) => {
    const r = await scanJson(ipv6Objects(a, b), 'v1.18.6');
    expect(r.exposure.status).toBe('exposed');
    expect(r.exposure.pairs[0]!.shared).toEqual(['[fd00:10:244:1::5]:6443/TCP']);
    expect(r.exitCode).toBe(2);
  });

  it('an empty frontend printed in another spelling is matched to its Service', async () => {
    const bpf = `SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)
[FD00:96:0:0:0:0:0:2]:443/TCP (0)   [::]:0 (15) (0) [ClusterIP, non-routable]
`;
    const r = await scanEntries(
      [
        entry('dump.json', JSON.stringify(list(ipv6Objects('fd00:10:244:1::5', 'fd00:10:244:1::5')))),
        entry('n1.txt', bpf),
      ],
      { replays: false, ciliumVersion: 'v1.18.6' },
    );
    expect(r.damage.frontends.map((d) => d.service)).toEqual(['default/kubernetes-intranet']);
  });
});

describe('exit codes follow the verdicts', () => {
  it.each([
    ['v1.18.6', 2],
    ['v1.18.7', 0],
    ['v1.19.0-rc.0', 0],
    [undefined, 2], // unknown version: not safe to call it unaffected
  ])('incident pair with %s → %i', async (v, code) => {
    expect((await scanJson(incidentObjects(), v)).exitCode).toBe(code);
  });

  it('an affected version without exposed pairs exits 0', async () => {
    expect((await scanJson(decoyObjects().slice(4), 'v1.18.6')).exitCode).toBe(0);
  });
});
