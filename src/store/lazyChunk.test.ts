import { describe, expect, it } from 'vitest';
import { lazyChunk } from './lazyChunk';

describe('a function in a chunk of its own', () => {
  it('loads once, says while it loads, and is there after', async () => {
    let imports = 0;
    const slot = lazyChunk(
      'the doubler',
      'loadDoubler',
      async () => (imports++, { double: (n: number) => 2 * n }),
      (m) => m.double,
    );
    expect(slot.ready()).toBe(false);
    expect(slot.loading()).toBeNull();
    expect(() => slot.get('double 2')).toThrow('the doubler is not loaded yet (loadDoubler) to double 2');
    const a = slot.load();
    expect(slot.loading()).toBe(a);
    await Promise.all([a, slot.load()]);
    expect(imports).toBe(1);
    expect(slot.ready()).toBe(true);
    expect(slot.loading()).toBeNull();
    expect(slot.get('double 2')(2)).toBe(4);
  });

  it('tries a failed load again on the next call', async () => {
    let fail = true;
    const slot = lazyChunk(
      'the doubler',
      'loadDoubler',
      async () => {
        if (fail) throw new Error('offline');
        return { double: (n: number) => 2 * n };
      },
      (m) => m.double,
    );
    await expect(slot.load()).rejects.toThrow('offline');
    expect(slot.loading()).toBeNull();
    fail = false;
    await slot.load();
    expect(slot.get('double 3')(3)).toBe(6);
  });

  it('takes a function handed in, and forgets it on null', () => {
    const slot = lazyChunk(
      'the doubler',
      'loadDoubler',
      async () => ({}),
      () => (n: number) => n,
    );
    slot.install((n: number) => 2 * n);
    expect(slot.get('double 1')(1)).toBe(2);
    slot.install(null);
    expect(slot.ready()).toBe(false);
  });
});
