import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeLinkHash } from '../scenario/link/decodeLink';
import { outcomeHash } from '../scenario/link/outcomeHash';
import { getPreset } from '../scenario/presets';
import { getRuns } from '../store/traces';
import { readSvgLink } from '../ui/export/files/svgDocument';
import { CliError, runCli } from './run';

const exportSvg = (...args: string[]) => runCli(['export', 'minimal-repro', '--format', 'svg', ...args]);

describe('cli export', () => {
  it('writes an SVG whose embedded link names the same scenario, mode, moment, language and outcome', () => {
    const svg = exportSvg('--at', '17000', '--mode', 'compare', '--lang', 'zh', '--theme', 'dark');
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    const link = readSvgLink(svg);
    if (!link.ok) throw new Error(link.problem);
    expect(link.link.startsWith('#v=2&')).toBe(true);
    const r = decodeLinkHash(link.link);
    if (!r.ok) throw new Error(r.error);
    const runs = getRuns(getPreset('minimal-repro')!.scenario);
    expect(r.state).toMatchObject({
      preset: 'minimal-repro',
      mode: 'compare',
      at: 17000,
      lang: 'zh',
      theme: 'dark',
      outcome: outcomeHash(runs.traces),
    });
  });

  it('keeps text as text, in the chosen language, with a stylesheet for the theme', () => {
    const zh = exportSvg('--at', '17000', '--lang', 'zh', '--caption');
    const en = exportSvg('--at', '17000', '--lang', 'en', '--caption');
    expect(zh).toMatch(/<text[^>]*>[^<]*default\/test-extended/);
    expect(zh).toMatch(/[\u4e00-\u9fff]/);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    expect(en).toContain('<style>');
    expect(en).not.toContain('<image');
  });

  it('is deterministic and draws the moment asked for', () => {
    expect(exportSvg('--at', '17000')).toBe(exportSvg('--at', '17000'));
    expect(exportSvg('--at', '0')).not.toBe(exportSvg('--at', '17000'));
  });

  it('uses --base for a full link and writes --out', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'nr-export-')), 'moment.svg');
    const msg = exportSvg('--at', '5000', '--base', 'https://example.org/nr/', '--out', out, '--scale', '2');
    expect(msg).toMatch(/^wrote .*moment\.svg \(\d+ bytes\)$/);
    const svg = readFileSync(out, 'utf8');
    expect(readSvgLink(svg)).toMatchObject({
      ok: true,
      link: expect.stringMatching(/^https:\/\/example\.org\/nr\/#v=2&/),
    });
    // 2× doubles the drawing size, not the layout.
    const one = exportSvg('--at', '5000');
    const w = (s: string) => Number(/<svg[^>]*\swidth="(\d+)/.exec(s)?.[1]);
    expect(w(svg)).toBe(2 * w(one));
  });

  it('says what is wrong with the command', () => {
    expect(() => exportSvg()).toThrow(/--at/);
    expect(() => runCli(['export', 'minimal-repro', '--at', '0', '--format', 'png'])).toThrow(
      /need a browser/,
    );
    expect(() => exportSvg('--at', '0', '--mode', 'sideways')).toThrow(
      /--mode must be buggy, fixed, compare/,
    );
    expect(() => exportSvg('--at', '-5')).toThrow(CliError);
    expect(() => runCli(['export', 'no-such-preset', '--at', '0', '--format', 'svg'])).toThrow(
      /neither a preset/,
    );
  });
});
