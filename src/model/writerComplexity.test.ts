import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BackendParamsIn } from './writer';
import { WriteTxn } from './writer';
import { backendAt, backendRows } from './backend';
import { emptyTables, type Tables } from './tables';
import { compareAddr, type L3n4Addr } from './l3n4Addr';
import { imEntries, type IdMap } from './idMap';

import { fe, row } from '../testing/writerRows';

/** N Services whose slices all hold one backend address, flushed in one transaction as the reflector does. */
function sharedBackendFlush(n: number) {
  const t = new WriteTxn(emptyTables(), 'buggy', 1000);
  for (let i = 0; i < n; i++) {
    const name = `default/svc-${i}`;
    t.upsertServiceAndFrontends(row(name), [fe(`10.96.${i >> 8}.${i & 255}:80/TCP`, name)]);
    t.upsertAndReleaseBackends(name, [{ address: '10.0.0.1:8080/TCP', portNames: [] }], []);
  }
  return t;
}

describe('WriteTxn work (issue #9: shared backends and many ports must not be quadratic)', () => {
  it('selects each frontend of N Services sharing one backend a bounded number of times, not N times', () => {
    // Every upsert references all N services; re-reading them all would select N(N+1)/2 frontends.
    for (const n of [50, 200]) {
      const t = sharedBackendFlush(n);
      expect(t.work.frontendsSelected).toBeLessThanOrEqual(3 * n);
      expect(t.work.backendsRead).toBeLessThanOrEqual(3 * n);
    }
  });

  it('still lists or counts every write upstream makes: upsert i refreshes services 0..i', () => {
    const t = sharedBackendFlush(100);
    const refreshes = (100 * 101) / 2;
    // 100 service rows + 100 frontend inserts + 100 backend row writes + the refreshes.
    expect(t.changes.length + t.moreChanges).toBe(300 + refreshes);
  });

  it('reads a Service’s backends once per refresh, not once per frontend (100 ports × 40 endpoints)', () => {
    const t = new WriteTxn(emptyTables(), 'buggy', 1000);
    const name = 'default/wide';
    const ports = Array.from({ length: 100 }, (_, p) => `p${p}`);
    t.upsertServiceAndFrontends(
      row(name),
      ports.map((p, i) => fe(`10.96.0.1:${1000 + i}/TCP`, name, p)),
    );
    const before = t.work.backendsRead;
    const backends: BackendParamsIn[] = [];
    for (let e = 0; e < 40; e++) {
      ports.forEach((p, i) => backends.push({ address: `10.1.0.${e}:${1000 + i}/TCP`, portNames: [p] }));
    }
    t.upsertAndReleaseBackends(name, backends, []);
    expect(t.work.backendsRead - before).toBe(4000);
    const tables = t.commit();
    for (const [, f] of imEntries(tables.frontends)) expect(f.backends).toHaveLength(40);
  });
});

// ---- The indexed writer equals the straightforward one (memo off: every refresh re-selects per frontend).

const names = ['default/a', 'default/a-b', 'default/ab', 'kube/a'];
const addrs = ['10.0.0.1:80/TCP', '10.0.0.1:80/UDP', '10.0.0.2:80/TCP', '10.0.0.2:53/UDP', '10.0.0.3:80/TCP'];
const portName = fc.constantFrom('', 'http', 'dns');
type Op =
  | { t: 'svc'; name: string; fes: { addr: number; port: string; proto: 'TCP' | 'UDP' }[] }
  | { t: 'be'; name: string; backends: { addr: number; names: string[] }[]; orphans: number[] }
  | { t: 'del'; name: string }
  | { t: 'refresh'; name: string }
  | { t: 'commit' };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    t: fc.constant('svc' as const),
    name: fc.constantFrom(...names),
    fes: fc.array(
      fc.record({ addr: fc.nat(5), port: portName, proto: fc.constantFrom('TCP' as const, 'UDP' as const) }),
      { maxLength: 3 },
    ),
  }),
  fc.record({
    t: fc.constant('be' as const),
    name: fc.constantFrom(...names),
    backends: fc.array(
      fc.record({
        addr: fc.nat(addrs.length - 1),
        names: fc.array(portName.filter(Boolean), { maxLength: 2 }),
      }),
      { maxLength: 4 },
    ),
    orphans: fc.array(fc.nat(addrs.length - 1), { maxLength: 2 }),
  }),
  fc.record({ t: fc.constant('del' as const), name: fc.constantFrom(...names) }),
  fc.record({ t: fc.constant('refresh' as const), name: fc.constantFrom(...names) }),
  fc.constant({ t: 'commit' as const }),
);

const sorted = <T>(xs: Iterable<[string, T]>) => [...xs].sort(([a], [b]) => (a < b ? -1 : 1));
const TABLES = ['services', 'frontends', 'backends', 'frontendsByService', 'backendsByService'] as const;
/** A table's entries (every table is an `IdMap`). */
const entriesOf = (tables: Tables, k: (typeof TABLES)[number]): [string, unknown][] =>
  imEntries(tables[k] as IdMap<unknown>);
const snapshot = (tables: Tables) => JSON.stringify(TABLES.map((k) => sorted(entriesOf(tables, k))));

/** The two service indexes, derived from the frontends and backends tables from scratch. */
function derivedIndexes(tables: Tables) {
  const fbs = new Map<string, L3n4Addr[]>();
  const bbs = new Map<string, L3n4Addr[]>();
  const add = (m: Map<string, L3n4Addr[]>, k: string, a: L3n4Addr) => m.set(k, [...(m.get(k) ?? []), a]);
  for (const [addr, f] of imEntries(tables.frontends)) add(fbs, f.serviceName, addr);
  for (const b of backendRows(tables.backends))
    for (const e of b.instances) add(bbs, e.key.serviceName, b.address);
  const tidy = (m: Map<string, L3n4Addr[]>) => sorted([...m].map(([k, v]) => [k, v.sort(compareAddr)]));
  return { frontendsByService: tidy(fbs), backendsByService: tidy(bbs) };
}

/**
 * What every committed transaction must leave, whatever the operations: indexes equal to the tables they index
 * (in address order, no empty entries), every earlier committed Tables unchanged (they are shared by earlier
 * steps of a trace), each backend's last listed change naming the instances its row ends with.
 */
function checkInvariants(t: WriteTxn, tables: Tables, history: { tables: Tables; json: string }[]) {
  expect({
    frontendsByService: sorted(imEntries(tables.frontendsByService)),
    backendsByService: sorted(imEntries(tables.backendsByService)),
  }).toEqual(derivedIndexes(tables));
  for (const h of history) expect(snapshot(h.tables)).toBe(h.json);
  history.push({ tables, json: snapshot(tables) });
  if (t.moreChanges > 0) return;
  const last = new Map(t.changes.filter((c) => c.table === 'backends').map((c) => [c.key, c]));
  for (const [addr, c] of last) {
    const row = backendAt(tables.backends, addr);
    expect(c.op === 'delete').toBe(!row);
    if (row) expect(c.instances).toEqual(row.instances.map((e) => e.key.serviceName));
  }
  const deleted = t.changes.filter((c) => c.table === 'frontends' && c.op === 'delete').length;
  expect(t.frontendsDeleted).toBe(deleted);
}

function run(ops: Op[], memo: boolean) {
  let tables: Tables = emptyTables();
  let t = new WriteTxn(tables, 'buggy', 0, memo);
  const log: unknown[] = [];
  const history: { tables: Tables; json: string }[] = [];
  const close = () => {
    tables = t.commit();
    checkInvariants(t, tables, history);
    log.push(t.changes, t.moreChanges, t.releases, [...new Set(t.pendingAddrs)].sort(), t.frontendsDeleted);
    log.push(Object.fromEntries(TABLES.map((k) => [k, sorted(entriesOf(tables, k))])));
  };
  ops.forEach((o, i) => {
    if (o.t === 'svc') {
      const fes = o.fes.map((f) => fe(`10.96.0.${f.addr}:80/${f.proto}`, o.name, f.port));
      // Their addresses as the reflector hands them, frozen: the writer may keep the list, never edit it.
      t.upsertServiceAndFrontends(row(o.name), fes, Object.freeze(fes.map((f) => f.address)));
    } else if (o.t === 'be') {
      const backends = o.backends.map((b) => ({
        address: addrs[b.addr]!,
        portNames: Object.freeze(b.names),
      }));
      // The addresses as the reflector hands them (distinct), frozen: the writer may keep the list, never edit it.
      const list = backends.map((b) => b.address);
      const orphans = [...new Set(o.orphans)].map((j) => addrs[j]!);
      if (new Set(list).size === list.length)
        t.upsertAndReleaseBackendLists(
          o.name,
          { addrs: Object.freeze(list), names: backends.map((b) => b.portNames as string[]) },
          orphans,
        );
      else t.upsertAndReleaseBackends(o.name, backends as BackendParamsIn[], orphans);
    } else if (o.t === 'del') t.deleteServiceAndFrontends(o.name);
    else if (o.t === 'refresh') t.refreshFrontends(o.name);
    else {
      close();
      t = new WriteTxn(tables, 'buggy', i, memo);
    }
  });
  close();
  return log;
}

describe('the indexed writer', () => {
  it('writes the same tables, changes, releases and BPF work as re-selecting every frontend on every refresh; indexes match their tables and committed tables never change', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        expect(run(ops, true)).toEqual(run(ops, false));
      }),
      { numRuns: 300 },
    );
  });
});
