import { describe, expect, it } from 'vitest';
import { compressJson } from '../scenario/link/compressJson';
import { rememberCompressed } from '../scenario/link/compressedTexts';
import { getPreset } from '../scenario/presets';
import { compressed, installLinkCompressor, loadLinkCompressor, waitsForCompressor } from './linkCompressor';

const custom = () => structuredClone(getPreset('minimal-repro')!.scenario);

describe('the link compressor as a chunk of its own', () => {
  it('is needed only by a link carrying a scenario or talk not compressed yet', async () => {
    installLinkCompressor(null);
    const scenario = custom();
    expect(waitsForCompressor({ mode: 'buggy', preset: 'tke-incident' })).toBe(false);
    expect(waitsForCompressor({ mode: 'buggy', scenario })).toBe(true);
    expect(() => compressed(scenario)).toThrow(/compressor is not loaded/);
    // A scenario opened from a link is written back as the text it came in: nothing to compress.
    const opened = custom();
    rememberCompressed(opened, 'abc');
    expect(waitsForCompressor({ mode: 'buggy', scenario: opened })).toBe(false);
    expect(compressed(opened)).toBe('abc');
    await loadLinkCompressor();
    expect(waitsForCompressor({ mode: 'buggy', scenario })).toBe(false);
    const other = custom();
    expect(compressed(other)).toBe(compressJson(custom()));
  });
});
