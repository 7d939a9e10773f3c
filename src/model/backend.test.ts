import { describe, expect, it } from 'vitest';
import {
  backendRelease,
  backendUpsertInstance,
  getInstancesOfService,
  instanceOf,
  preferredInstances,
  type Backend,
} from './backend';
import { serviceNameKey } from './serviceName';
import type { KeyVariant } from './backendInstanceKey';
import { instancesDelete, instancesPrefix, instancesSet } from './instanceMap';

const ADDR = '169.254.128.7:60002/TCP';
const params = { portNames: ['https'], state: 'active' as const };

function shared(variant: KeyVariant): Backend {
  let be = backendUpsertInstance(undefined, ADDR, 'default/kubernetes-intranet', params, variant);
  be = backendUpsertInstance(be, ADDR, 'default/kubernetes', params, variant);
  return be;
}

describe('instance map', () => {
  it('iterates in byte order and answers byte-prefix queries', () => {
    const e = (keyHex: string) => ({ keyHex, key: { serviceName: keyHex, sourcePriority: 0 }, params });
    let m = instancesSet([], e('6162'));
    m = instancesSet(m, e('61'));
    m = instancesSet(m, e('6220'));
    m = instancesSet(m, e('612d'));
    expect(m.map((x) => x.keyHex)).toEqual(['61', '612d', '6162', '6220']);
    expect(instancesPrefix(m, '61').map((x) => x.keyHex)).toEqual(['61', '612d', '6162']);
    expect(instancesPrefix(m, '6120')).toEqual([]);
    const before = [...m];
    instancesDelete(m, '61');
    expect(m).toEqual(before); // persistent: the input is not mutated
  });
});

describe('backendRelease', () => {
  it('buggy: releasing default/kubernetes also removes default/kubernetes-intranet and deletes the row', () => {
    const r = backendRelease(shared('buggy'), 'default/kubernetes', 'buggy');
    expect(r.shortcut).toBe(false);
    expect(r.removed.map((e) => e.key.serviceName)).toEqual([
      'default/kubernetes',
      'default/kubernetes-intranet',
    ]);
    expect(r.deleted).toBe(true);
  });
  it('fixed: only default/kubernetes is removed; the intranet instance stays', () => {
    const r = backendRelease(shared('fixed'), 'default/kubernetes', 'fixed');
    expect(r.removed.map((e) => e.key.serviceName)).toEqual(['default/kubernetes']);
    expect(r.deleted).toBe(false);
    expect(r.backend?.instances.map((e) => e.key.serviceName)).toEqual(['default/kubernetes-intranet']);
  });
  it('buggy: releasing the longer name never touches the shorter one', () => {
    const r = backendRelease(shared('buggy'), 'default/kubernetes-intranet', 'buggy');
    expect(r.removed.map((e) => e.key.serviceName)).toEqual(['default/kubernetes-intranet']);
    expect(r.backend?.instances.map((e) => e.key.serviceName)).toEqual(['default/kubernetes']);
  });
  it('takes the Len()==1 exact-name shortcut', () => {
    const be = backendUpsertInstance(undefined, ADDR, 'default/test', params, 'buggy');
    const r = backendRelease(be, 'default/test', 'buggy');
    expect(r).toMatchObject({ shortcut: true, deleted: true });
  });
});

describe('backendRelease: the Len()==1 shortcut needs the exact name', () => {
  const only = (variant: KeyVariant) =>
    backendUpsertInstance(undefined, ADDR, 'default/kubernetes-intranet', params, variant);

  it('fixed: a lone instance of another service is kept (no shortcut, no prefix match)', () => {
    const r = backendRelease(only('fixed'), 'default/kubernetes', 'fixed');
    expect(r).toMatchObject({ shortcut: false, deleted: false, removed: [] });
    expect(r.backend?.instances.map((e) => e.key.serviceName)).toEqual(['default/kubernetes-intranet']);
  });

  it('buggy: a lone instance of another service goes through the prefix query, not the shortcut', () => {
    const r = backendRelease(only('buggy'), 'default/kubernetes', 'buggy');
    expect(r.shortcut).toBe(false);
    expect(r.deleted).toBe(true);
    expect(r.removed.map((e) => e.key.serviceName)).toEqual(['default/kubernetes-intranet']);
  });

  it('two instances never take the shortcut, even when the first is the exact name', () => {
    const r = backendRelease(shared('fixed'), 'default/kubernetes', 'fixed');
    expect(r.shortcut).toBe(false);
    expect(r.prefixHex).toBe(serviceNameKey('default/kubernetes') + '20');
  });
});

describe('GetInstancesOfService and PreferredInstances', () => {
  it('the buggy prefix query returns every service whose name starts with the name', () => {
    const be = shared('buggy');
    expect(getInstancesOfService(be, 'default/kubernetes', 'buggy').map((e) => e.key.serviceName)).toEqual([
      'default/kubernetes',
      'default/kubernetes-intranet',
    ]);
    expect(getInstancesOfService(shared('fixed'), 'default/kubernetes', 'fixed')).toHaveLength(1);
  });

  it('instanceOf is an exact match; preferredInstances gives one per service, first in key order', () => {
    const be = shared('buggy');
    expect(instanceOf(be, 'default/kubernetes')?.key.serviceName).toBe('default/kubernetes');
    expect(instanceOf(be, 'default/kube')).toBeUndefined();
    const two = {
      ...be,
      instances: instancesSet(be.instances, {
        keyHex: serviceNameKey('default/kubernetes') + '2001',
        key: { serviceName: 'default/kubernetes', sourcePriority: 1 },
        params: { portNames: ['other'], state: 'active' as const },
      }),
    };
    expect(preferredInstances(two).map((e) => [e.key.serviceName, e.key.sourcePriority])).toEqual([
      ['default/kubernetes', 1],
      ['default/kubernetes-intranet', 4],
    ]);
  });

  it('upserting an instance again replaces it (same key), keeping the row', () => {
    const be = backendUpsertInstance(
      shared('fixed'),
      ADDR,
      'default/kubernetes',
      { portNames: ['x'], state: 'active' },
      'fixed',
    );
    expect(be.instances).toHaveLength(2);
    expect(instanceOf(be, 'default/kubernetes')?.params.portNames).toEqual(['x']);
  });
});

describe('instance map edits', () => {
  const e = (keyHex: string) => ({ keyHex, key: { serviceName: keyHex, sourcePriority: 0 }, params });
  it('deleting an absent key returns the same map; setting a key twice keeps one entry', () => {
    const m = instancesSet(instancesSet([], e('61')), e('63'));
    expect(instancesDelete(m, '62')).toBe(m);
    const again = instancesSet(m, { ...e('61'), params: { portNames: ['x'], state: 'active' } });
    expect(again.map((x) => x.keyHex)).toEqual(['61', '63']);
    expect(again[0]!.params.portNames).toEqual(['x']);
  });
});
