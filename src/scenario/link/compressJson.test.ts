import lz from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../presets';
import { decodeLinkHash } from './decodeLink';
import { encodeLinkHash } from './encodeLink';

afterEach(() => vi.restoreAllMocks());

describe('link encoding of an inline scenario', () => {
  const scenario = getPreset('minimal-repro')!.scenario;

  it('compresses a scenario object once, however often the moment changes', () => {
    const spy = vi.spyOn(lz, 'compressToEncodedURIComponent');
    const own = structuredClone(scenario);
    const hashes = [0, 500, 1000, 1500].map((at) => encodeLinkHash({ scenario: own, mode: 'buggy', at }));
    expect(spy).toHaveBeenCalledTimes(1);
    // Each link still says its own moment and decodes to the same scenario.
    expect(hashes.map((h) => /&t=(\d+)/.exec(h)?.[1])).toEqual(['0', '500', '1000', '1500']);
    const r = decodeLinkHash(hashes[3]!);
    expect(r.ok && r.state.scenario).toEqual(own);
  });

  it('compresses again for another scenario object (an edit makes a new one)', () => {
    const spy = vi.spyOn(lz, 'compressToEncodedURIComponent');
    const a = structuredClone(scenario);
    const b = { ...a, title: `${a.title} (edited)` };
    const ha = encodeLinkHash({ scenario: a, mode: 'buggy', at: 0 });
    const hb = encodeLinkHash({ scenario: b, mode: 'buggy', at: 0 });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(ha).not.toEqual(hb);
    expect(hb).toContain(`c=${lz.compressToEncodedURIComponent(JSON.stringify(b))}&`);
  });

  it("writes an opened link's scenario back as the text it came in, without compressing it again", () => {
    // A link whose JSON is laid out differently from JSON.stringify's: it still decodes to the same scenario.
    const inline = lz.compressToEncodedURIComponent(JSON.stringify(scenario, null, 1));
    const opened = decodeLinkHash(`#v=1&c=${inline}&m=fixed`);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const spy = vi.spyOn(lz, 'compressToEncodedURIComponent');
    const again = encodeLinkHash({ ...opened.state, at: 1500 });
    expect(spy).not.toHaveBeenCalled();
    expect(again).toContain(`c=${inline}&`);
    const r = decodeLinkHash(again);
    expect(r.ok && r.state.scenario).toEqual(opened.state.scenario);
  });
});
