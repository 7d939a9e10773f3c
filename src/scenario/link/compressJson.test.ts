import * as fflate from 'fflate';
import lz from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPreset } from '../presets';
import { bytesToBase64url } from './base64url';
import { decodeLinkHash } from './decodeLink';
import { encodeLinkHash } from './encodeLink';

// The test setup loaded the compressor with the real fflate (src/testing/installModel.ts): this file's imports
// load it afresh, with the wrapped one.
vi.hoisted(() => vi.resetModules());

// Counts compressions: the module namespace cannot be spied on, so the one function is wrapped.
vi.mock('fflate', async (original) => {
  const real = await original<typeof import('fflate')>();
  return { ...real, deflateSync: vi.fn(real.deflateSync) };
});
const deflate = vi.mocked(fflate.deflateSync);

afterEach(() => deflate.mockClear());

const v2 = (value: unknown, space?: number) =>
  bytesToBase64url(
    fflate.deflateSync(new TextEncoder().encode(JSON.stringify(value, null, space)), { level: 9 }),
  );

describe('link encoding of an inline scenario', () => {
  const scenario = getPreset('minimal-repro')!.scenario;

  it('compresses a scenario object once, however often the moment changes', () => {
    const own = structuredClone(scenario);
    const hashes = [0, 500, 1000, 1500].map((at) => encodeLinkHash({ scenario: own, mode: 'buggy', at }));
    expect(deflate).toHaveBeenCalledTimes(1);
    // Each link still says its own moment and decodes to the same scenario.
    expect(hashes.map((h) => /&t=(\d+)/.exec(h)?.[1])).toEqual(['0', '500', '1000', '1500']);
    const r = decodeLinkHash(hashes[3]!);
    expect(r.ok && r.state.scenario).toEqual(own);
  });

  it('compresses again for another scenario object (an edit makes a new one)', () => {
    const a = structuredClone(scenario);
    const b = { ...a, title: `${a.title} (edited)` };
    const ha = encodeLinkHash({ scenario: a, mode: 'buggy', at: 0 });
    const hb = encodeLinkHash({ scenario: b, mode: 'buggy', at: 0 });
    expect(deflate).toHaveBeenCalledTimes(2);
    expect(ha).not.toEqual(hb);
    expect(hb).toContain(`c=${v2(b)}&`);
  });

  it("writes an opened link's scenario back as the text it came in, without compressing it again", () => {
    // A link whose JSON is laid out differently from JSON.stringify's: it still decodes to the same scenario.
    const inline = v2(scenario, 1);
    const opened = decodeLinkHash(`#v=2&c=${inline}&m=fixed`);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    deflate.mockClear();
    const again = encodeLinkHash({ ...opened.state, at: 1500 });
    expect(deflate).not.toHaveBeenCalled();
    expect(again).toContain(`c=${inline}&`);
    const r = decodeLinkHash(again);
    expect(r.ok && r.state.scenario).toEqual(opened.state.scenario);
  });

  it("an older (v1, lz-string) link opens, and is written anew in today's format", () => {
    const inline = lz.compressToEncodedURIComponent(JSON.stringify(scenario));
    const opened = decodeLinkHash(`#v=1&c=${inline}&m=fixed`);
    expect(opened.ok && opened.state.scenario).toEqual(scenario);
    if (!opened.ok) return;
    const again = encodeLinkHash(opened.state);
    expect(again).toMatch(/^v=2&c=[A-Za-z0-9_-]+&m=fixed$/);
    expect(again).not.toContain(inline);
  });
});
