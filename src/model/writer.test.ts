import { describe, expect, it } from 'vitest';
import { WriteTxn, MAX_CHANGES } from './writer';
import { backendAt, backendRows } from './backend';
import { emptyTables, type Tables } from './tables';
import { IdMapEditor, imGet } from './idMap';
import { pmGet, pmKeys } from './pmap';

import { fe, row } from '../testing/writerRows';
const txn = (base: Tables = emptyTables(), variant: 'buggy' | 'fixed' = 'buggy') =>
  new WriteTxn(base, variant, 1000);

describe('WriteTxn', () => {
  it('selects backends of the frontend’s protocol only, and of its port name when both have names', () => {
    const t = txn();
    t.upsertAndReleaseBackends(
      'default/dns',
      [
        { address: '10.0.0.1:53/UDP', portNames: ['dns'] },
        { address: '10.0.0.1:53/TCP', portNames: ['dns-tcp'] },
        { address: '10.0.0.2:53/UDP', portNames: [] },
      ],
      [],
    );
    expect(t.selectBackends(fe('10.96.0.10:53/UDP', 'default/dns', 'dns'))).toEqual([
      '10.0.0.1:53/UDP',
      '10.0.0.2:53/UDP', // no port names: matches any
    ]);
    expect(t.selectBackends(fe('10.96.0.10:53/TCP', 'default/dns', 'dns-tcp'))).toEqual(['10.0.0.1:53/TCP']);
    expect(t.selectBackends(fe('10.96.0.10:53/TCP', 'default/dns', 'dns'))).toEqual([]);
    expect(t.selectBackends(fe('10.96.0.10:53/TCP', 'default/dns', ''))).toEqual(['10.0.0.1:53/TCP']);
  });

  it('a frontend that shares its backends with the index keeps them when the index changes later in the same transaction', () => {
    const t = txn();
    const feAddr = '10.96.0.1:80/TCP';
    const be = (address: string) => ({ address, portNames: [] });
    const backendsNow = () => t.selectBackends(fe(feAddr, 'default/a'));
    t.upsertServiceAndFrontends(row('default/a'), [fe(feAddr, 'default/a')]);
    t.upsertAndReleaseBackends('default/a', [be('10.0.0.1:80/TCP'), be('10.0.0.2:80/TCP')], []);
    const t1 = t.commit();
    const first = pmGet(t1.frontends, feAddr)!.backends;
    // One backend at a time: the index entry is copied once, then edited in place by this transaction.
    t.upsertAndReleaseBackends('default/a', [be('10.0.0.3:80/TCP')], []);
    const t2 = t.commit();
    const second = pmGet(t2.frontends, feAddr)!.backends;
    t.upsertAndReleaseBackends('default/a', [be('10.0.0.4:80/TCP')], []);
    t.upsertAndReleaseBackends('default/a', [], ['10.0.0.1:80/TCP']);
    expect(first).toEqual(['10.0.0.1:80/TCP', '10.0.0.2:80/TCP']);
    expect(second).toEqual(['10.0.0.1:80/TCP', '10.0.0.2:80/TCP', '10.0.0.3:80/TCP']);
    expect(backendsNow()).toEqual(['10.0.0.2:80/TCP', '10.0.0.3:80/TCP', '10.0.0.4:80/TCP']);
    expect(pmGet(t.commit().frontends, feAddr)!.backends).toEqual(backendsNow());
  });

  it('never takes over a frontend another Service owns', () => {
    const t = txn();
    t.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    t.upsertServiceAndFrontends(row('default/b'), [
      fe('10.96.0.1:80/TCP', 'default/b'),
      fe('10.96.0.2:80/TCP', 'default/b'),
    ]);
    const tables = t.commit();
    expect(pmGet(tables.frontends, '10.96.0.1:80/TCP')?.serviceName).toBe('default/a');
    expect(imGet(tables.frontendsByService, 'default/b')).toEqual(['10.96.0.2:80/TCP']);
  });

  it('an upsert always refreshes (Pending) and drops the frontends the Service no longer has', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/a'), [
      fe('10.96.0.1:80/TCP', 'default/a'),
      fe('10.96.0.1:81/TCP', 'default/a'),
    ]);
    const base = t1.commit();
    const t2 = txn(base);
    t2.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    const tables = t2.commit();
    expect(pmKeys(tables.frontends)).toEqual(['10.96.0.1:80/TCP']);
    expect(pmGet(tables.frontends, '10.96.0.1:80/TCP')).toMatchObject({ status: 'Pending', since: 1000 });
    expect(t2.changes.map((c) => `${c.op} ${c.table} ${c.key}`)).toEqual([
      'update services default/a',
      'update frontends 10.96.0.1:80/TCP',
      'delete frontends 10.96.0.1:81/TCP',
    ]);
  });

  it('deleting a Service deletes its frontends and its row; an unknown Service is a no-op', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    const t2 = txn(t1.commit());
    t2.deleteServiceAndFrontends('default/nope');
    expect(t2.changes).toEqual([]);
    t2.deleteServiceAndFrontends('default/a');
    const tables = t2.commit();
    expect(tables.frontends.size).toBe(0);
    expect(tables.services.size).toBe(0);
    expect(imGet(tables.frontendsByService, 'default/a')).toBeUndefined();
  });

  it('the victim of a prefix release is not refreshed: its frontend keeps the old snapshot (docs/model.md §3)', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/test'), [fe('10.96.0.1:80/TCP', 'default/test')]);
    t1.upsertServiceAndFrontends(row('default/test-extended'), [
      fe('10.96.0.2:80/TCP', 'default/test-extended'),
    ]);
    t1.upsertAndReleaseBackends('default/test', [{ address: '1.1.1.1:80/TCP', portNames: [] }], []);
    t1.upsertAndReleaseBackends('default/test-extended', [{ address: '1.1.1.1:80/TCP', portNames: [] }], []);
    const base = t1.commit();
    expect(pmGet(base.frontends, '10.96.0.2:80/TCP')?.backends).toEqual(['1.1.1.1:80/TCP']);
    const t2 = txn(base);
    t2.upsertAndReleaseBackends('default/test', [], ['1.1.1.1:80/TCP']);
    const after = t2.commit();
    expect(t2.releases).toEqual([
      expect.objectContaining({
        service: 'default/test',
        collateral: ['default/test-extended'],
        rowDeleted: true,
      }),
    ]);
    expect(pmGet(after.backends, '1.1.1.1:80/TCP')).toBeUndefined();
    expect(pmGet(after.frontends, '10.96.0.2:80/TCP')?.backends).toEqual(['1.1.1.1:80/TCP']); // stale
    expect(pmGet(after.frontends, '10.96.0.1:80/TCP')?.backends).toEqual([]); // the released one is refreshed
    expect(imGet(after.backendsByService, 'default/test-extended')).toBeUndefined();
    // A later refresh of the victim re-reads the table: zero backends.
    const t3 = txn(after);
    t3.refreshFrontends('default/test-extended');
    expect(pmGet(t3.commit().frontends, '10.96.0.2:80/TCP')?.backends).toEqual([]);
  });

  it('with the fixed key the other instance survives and the row is updated, not deleted', () => {
    const t1 = txn(emptyTables(), 'fixed');
    t1.upsertAndReleaseBackends('default/test', [{ address: '1.1.1.1:80/TCP', portNames: [] }], []);
    t1.upsertAndReleaseBackends('default/test-extended', [{ address: '1.1.1.1:80/TCP', portNames: [] }], []);
    const t2 = txn(t1.commit(), 'fixed');
    t2.upsertAndReleaseBackends('default/test', [], ['1.1.1.1:80/TCP', '9.9.9.9:80/TCP']);
    expect(t2.releases).toHaveLength(1); // 9.9.9.9 has no row: nothing to release
    expect(t2.changes).toEqual([
      { table: 'backends', key: '1.1.1.1:80/TCP', op: 'update', instances: ['default/test-extended'] },
    ]);
  });

  it('lists at most MAX_CHANGES changes and counts the rest', () => {
    const t = txn();
    for (let i = 0; i < MAX_CHANGES + 5; i++) t.upsertServiceAndFrontends(row(`default/s${i}`), []);
    expect(t.changes).toHaveLength(MAX_CHANGES);
    expect(t.moreChanges).toBe(5);
  });

  it('keeps the service index sorted by address bytes and free of duplicates', () => {
    const t = txn();
    t.upsertAndReleaseBackends(
      'default/a',
      ['10.0.0.10:80/TCP', '10.0.0.9:80/TCP', '10.0.0.100:80/TCP'].map((address) => ({
        address,
        portNames: [],
      })),
      [],
    );
    t.upsertAndReleaseBackends('default/a', [{ address: '10.0.0.9:80/TCP', portNames: ['x'] }], []);
    expect(imGet(t.commit().backendsByService, 'default/a')).toEqual([
      '10.0.0.9:80/TCP',
      '10.0.0.10:80/TCP',
      '10.0.0.100:80/TCP',
    ]);
  });
});

describe('WriteTxn: the service index', () => {
  it('a Service losing one of two backends keeps the other (the index entry is trimmed, not dropped)', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    t1.upsertAndReleaseBackends(
      'default/a',
      ['1.1.1.1:80/TCP', '1.1.1.2:80/TCP'].map((address) => ({ address, portNames: [] })),
      [],
    );
    const t2 = txn(t1.commit());
    t2.upsertAndReleaseBackends(
      'default/a',
      [{ address: '1.1.1.2:80/TCP', portNames: [] }],
      ['1.1.1.1:80/TCP'],
    );
    const after = t2.commit();
    expect(imGet(after.backendsByService, 'default/a')).toEqual(['1.1.1.2:80/TCP']);
    expect(pmGet(after.frontends, '10.96.0.1:80/TCP')?.backends).toEqual(['1.1.1.2:80/TCP']);
  });

  it('a new frontend is an insert with id 0 until the BPF reconciler assigns one; an existing one keeps its id', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    expect(t1.changes.map((c) => c.op)).toEqual(['insert', 'insert']);
    const base = t1.commit();
    expect(pmGet(base.frontends, '10.96.0.1:80/TCP')?.id).toBe(0);
    const withId = { ...base, frontends: pmFromFrontend(base, '10.96.0.1:80/TCP', 7) };
    const t2 = txn(withId);
    t2.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    expect(pmGet(t2.commit().frontends, '10.96.0.1:80/TCP')?.id).toBe(7);
  });
});

function pmFromFrontend(t: Tables, addr: string, id: number) {
  const e = new IdMapEditor(t.frontends);
  e.set(addr, { ...pmGet(t.frontends, addr)!, id });
  return e.commit();
}

describe('WriteTxn: what a release records', () => {
  const addr = '1.1.1.1:80/TCP';
  const shared = (variant: 'buggy' | 'fixed') => {
    const t1 = txn(emptyTables(), variant);
    for (const name of ['default/test', 'default/test-extended', 'default/tester', 'default/other'])
      t1.upsertAndReleaseBackends(name, [{ address: addr, portNames: ['http'] }], []);
    return t1.commit();
  };

  it('lists the row before the release, what it removed, the collateral and the names it spared', () => {
    const buggy = txn(shared('buggy'));
    buggy.upsertAndReleaseBackends('default/test', [], [addr]);
    const [r] = buggy.releases;
    expect(r!.before.map((b) => b.service)).toEqual([
      'default/other',
      'default/test',
      'default/test-extended',
      'default/tester',
    ]);
    expect(r!.before.every((b) => /^[0-9a-f]+$/.test(b.keyHex))).toBe(true);
    expect(r!.removed.map((b) => b.service)).toEqual([
      'default/test',
      'default/test-extended',
      'default/tester',
    ]);
    expect(r!.collateral).toEqual(['default/test-extended', 'default/tester']);
    expect(r!.spared).toEqual([]);

    const fixed = txn(shared('fixed'), 'fixed');
    fixed.upsertAndReleaseBackends('default/test', [], [addr]);
    expect(fixed.releases[0]).toMatchObject({
      removed: [expect.objectContaining({ service: 'default/test' })],
      collateral: [],
      // Their names start with the released name's bytes; the 0x20 terminator kept them. Not default/other.
      spared: ['default/test-extended', 'default/tester'],
      rowDeleted: false,
    });
  });

  it('an upserted instance is active with the port names given', () => {
    const tables = shared('buggy');
    const row = backendAt(tables.backends, addr)!;
    expect(row.instances.map((e) => e.params)).toEqual(
      Array.from({ length: 4 }, () => ({ portNames: ['http'], state: 'active' })),
    );
  });

  it('deleting a Service lists the deletes of its frontends and of its row', () => {
    const t1 = txn();
    t1.upsertServiceAndFrontends(row('default/a'), [fe('10.96.0.1:80/TCP', 'default/a')]);
    const t2 = txn(t1.commit());
    t2.deleteServiceAndFrontends('default/a');
    expect(t2.changes).toEqual([
      { table: 'frontends', key: '10.96.0.1:80/TCP', op: 'delete', service: 'default/a' },
      { table: 'services', key: 'default/a', op: 'delete' },
    ]);
    expect(t2.frontendsDeleted).toBe(1);
  });

  it('counts the work of a refresh exactly: each frontend selected once, each backend row read once', () => {
    const t = txn();
    const name = 'default/a';
    t.upsertServiceAndFrontends(row(name), [fe('10.96.0.1:80/TCP', name), fe('10.96.0.1:81/TCP', name)]);
    expect(t.work).toEqual({ frontendsSelected: 2, backendsRead: 0 });
    t.upsertAndReleaseBackends(
      name,
      ['1.1.1.1:80/TCP', '1.1.1.2:80/TCP', '1.1.1.3:80/TCP'].map((address) => ({ address, portNames: [] })),
      [],
    );
    // The upsert refreshes the Service once: 3 rows read for both frontends together, 2 frontends selected.
    expect(t.work).toEqual({ frontendsSelected: 4, backendsRead: 3 });
    const one = txn();
    one.upsertAndReleaseBackends(name, [{ address: '1.1.1.1:80/TCP', portNames: [] }], []);
    one.upsertServiceAndFrontends(row(name), [fe('10.96.0.1:80/TCP', name)]);
    expect(one.selectBackends(fe('10.96.0.1:80/TCP', name))).toEqual(['1.1.1.1:80/TCP']);
    // The upsert's refresh read the row (no frontend yet); the Service's upsert and the call each read it again.
    expect(one.work).toEqual({ frontendsSelected: 2, backendsRead: 3 });
  });
});

describe('WriteTxn: what a first sync shares', () => {
  const name = 'default/a';
  const rows = (addrs: readonly string[], portNames: string[] = []) =>
    addrs.map((address) => ({ address, portNames }));
  /** The reflector's lists for these addresses (each known by no port name). */
  const lists = (addrs: readonly string[]) => ({ addrs, names: addrs.map((): string[] => []) });

  it('the service index entry is the list of addresses given, when every row is new to it and in address order', () => {
    const addrs = Object.freeze(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP', '1.1.1.3:80/TCP']);
    const t = txn();
    t.upsertServiceAndFrontends(row(name), [fe('10.96.0.1:80/TCP', name)]);
    t.upsertAndReleaseBackendLists(name, lists(addrs), []);
    const tables = t.commit();
    expect(imGet(tables.backendsByService, name)).toBe(addrs);
    // The frontend's snapshot shares it too; a later transaction edits a copy (the list is frozen here).
    expect(pmGet(tables.frontends, '10.96.0.1:80/TCP')!.backends).toBe(addrs);
    const t2 = txn(tables);
    t2.upsertAndReleaseBackends(name, rows(['1.1.1.0:80/TCP']), ['1.1.1.2:80/TCP']);
    expect(imGet(t2.commit().backendsByService, name)).toEqual([
      '1.1.1.0:80/TCP',
      '1.1.1.1:80/TCP',
      '1.1.1.3:80/TCP',
    ]);
    expect(addrs).toEqual(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP', '1.1.1.3:80/TCP']);
  });

  it('a copy when the list is out of address order or a row already had the service', () => {
    const unordered = Object.freeze(['1.1.1.2:80/TCP', '1.1.1.1:80/TCP']);
    const t = txn();
    t.upsertAndReleaseBackendLists(name, lists(unordered), []);
    const tables = t.commit();
    expect(imGet(tables.backendsByService, name)).toEqual(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP']);
    const again = Object.freeze(['1.1.1.1:80/TCP', '1.1.1.3:80/TCP']);
    const t2 = txn(tables);
    t2.upsertAndReleaseBackendLists(name, lists(again), []);
    const entry = imGet(t2.commit().backendsByService, name);
    expect(entry).not.toBe(again);
    expect(entry).toEqual(['1.1.1.1:80/TCP', '1.1.1.2:80/TCP', '1.1.1.3:80/TCP']);
  });

  it('a service’s new rows are stored as one shared instance map; backendAt and backendRows give the rows', () => {
    const t = txn();
    t.upsertAndReleaseBackends(name, rows(['1.1.1.2:80/TCP', '1.1.1.1:80/TCP']), []);
    const tables = t.commit();
    const one = pmGet(tables.backends, '1.1.1.1:80/TCP')!;
    expect(pmGet(tables.backends, '1.1.1.2:80/TCP')).toBe(one);
    expect(one.map((e) => e.key.serviceName)).toEqual([name]);
    expect(backendAt(tables.backends, '1.1.1.1:80/TCP')).toEqual({
      address: '1.1.1.1:80/TCP',
      instances: one,
    });
    expect(backendAt(tables.backends, '1.1.1.3:80/TCP')).toBeUndefined();
    expect(backendRows(tables.backends).map((b) => [b.address, b.instances])).toEqual(
      pmKeys(tables.backends).map((a) => [a, one]),
    );
  });

  it('a new service’s frontend index entry is the list of its addresses given, when in address order', () => {
    const addrs = Object.freeze(['10.96.0.1:80/TCP', '10.96.0.1:443/TCP']);
    const t = txn();
    t.upsertServiceAndFrontends(
      row(name),
      addrs.map((a) => fe(a, name)),
      addrs,
    );
    const tables = t.commit();
    expect(imGet(tables.frontendsByService, name)).toBe(addrs);
    // Not for a service that has an entry already, nor for a list out of order.
    const t2 = txn(tables);
    t2.upsertServiceAndFrontends(
      row(name),
      addrs.map((a) => fe(a, name)),
      addrs,
    );
    const t3 = txn();
    const unordered = Object.freeze(['10.96.0.1:443/TCP', '10.96.0.1:80/TCP']);
    t3.upsertServiceAndFrontends(
      row(name),
      unordered.map((a) => fe(a, name)),
      unordered,
    );
    expect(imGet(t3.commit().frontendsByService, name)).toEqual(['10.96.0.1:80/TCP', '10.96.0.1:443/TCP']);
  });

  it('a frontend another service owns is left out of the new service’s index entry', () => {
    const t = txn();
    t.upsertServiceAndFrontends(row('default/b'), [fe('10.96.0.1:80/TCP', 'default/b')]);
    const addrs = Object.freeze(['10.96.0.1:80/TCP', '10.96.0.1:443/TCP']);
    t.upsertServiceAndFrontends(
      row(name),
      addrs.map((a) => fe(a, name)),
      addrs,
    );
    const tables = t.commit();
    expect(imGet(tables.frontendsByService, name)).toEqual(['10.96.0.1:443/TCP']);
    expect(imGet(tables.frontendsByService, 'default/b')).toEqual(['10.96.0.1:80/TCP']);
  });

  it('services whose backends are known by one port-name list share one params object; other lists do not', () => {
    const http = ['http'];
    const t = txn();
    t.upsertAndReleaseBackends('default/a', rows(['1.1.1.1:80/TCP'], http), []);
    t.upsertAndReleaseBackends('default/b', rows(['1.1.1.2:80/TCP'], http), []);
    t.upsertAndReleaseBackends('default/c', rows(['1.1.1.3:80/TCP'], ['http']), []);
    const tables = t.commit();
    const params = (a: string) => pmGet(tables.backends, a)![0]!.params;
    expect(params('1.1.1.1:80/TCP')).toBe(params('1.1.1.2:80/TCP'));
    expect(params('1.1.1.3:80/TCP')).not.toBe(params('1.1.1.1:80/TCP'));
    expect(params('1.1.1.3:80/TCP')).toEqual({ portNames: ['http'], state: 'active' });
  });
});
