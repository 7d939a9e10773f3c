import { describe, expect, it } from 'vitest';
import { instanceKeyHex, serviceLookupPrefix } from './backendInstanceKey';
import { serviceNameKey } from './serviceName';
import { hexBytes } from './bytes';

describe('ServiceName.Key()', () => {
  it('is the raw bytes of "namespace/name" (docs/model.md §1)', () => {
    expect(hexBytes(serviceNameKey('default/kubernetes')).join(' ')).toBe(
      '64 65 66 61 75 6c 74 2f 6b 75 62 65 72 6e 65 74 65 73',
    );
    expect(serviceNameKey('default/kubernetes-intranet')).toBe(
      serviceNameKey('default/kubernetes') + '2d696e7472616e6574',
    );
  });
});

describe('BackendInstanceKey.Key()', () => {
  const k8s = 'default/kubernetes';
  it('buggy: priority 0 is exactly the name; p > 0 appends 0x20 and the priority byte', () => {
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 0 }, 'buggy')).toBe(serviceNameKey(k8s));
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 4 }, 'buggy')).toBe(
      serviceNameKey(k8s) + '2004',
    );
  });
  it('fixed (#43620): priority 0 appends 0x20 too', () => {
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 0 }, 'fixed')).toBe(serviceNameKey(k8s) + '20');
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 4 }, 'fixed')).toBe(
      serviceNameKey(k8s) + '2004',
    );
  });
  it('the lookup prefix of default/kubernetes matches the intranet key only when buggy', () => {
    const intranet = { serviceName: 'default/kubernetes-intranet', sourcePriority: 4 };
    expect(instanceKeyHex(intranet, 'buggy').startsWith(serviceLookupPrefix(k8s, 'buggy'))).toBe(true);
    expect(instanceKeyHex(intranet, 'fixed').startsWith(serviceLookupPrefix(k8s, 'fixed'))).toBe(false);
  });
  it('the priority is a uint8: 0 and 255 make keys, anything else is refused', () => {
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 255 }, 'buggy')).toBe(
      serviceNameKey(k8s) + '20ff',
    );
    expect(instanceKeyHex({ serviceName: k8s, sourcePriority: 1 }, 'fixed')).toBe(
      serviceNameKey(k8s) + '2001',
    );
    for (const p of [-1, 256, 1.5, Number.NaN])
      expect(() => instanceKeyHex({ serviceName: k8s, sourcePriority: p }, 'buggy')).toThrow(RangeError);
  });
});
