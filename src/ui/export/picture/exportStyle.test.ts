import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../scenario/presets';
import { getRuns } from '../../../store/traces';
import { stageWhere } from '../../stage/StageSvg';
import type { ExportMoment } from '../moment';
import { FrameSvg } from '../video/FrameSvg';
import { classDeclarations, exportStyleSheet, PALETTE, SLATE, SLATE_LIFTED, STRONG } from './exportStyle';
import { PictureSvg } from './PictureSvg';

/** oklch() → sRGB hex (Björn Ottosson's OKLab matrices), to check the slate table against Tailwind. */
function oklchHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const L = l / 100;
  const l3 = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const lin = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ];
  const gamma = (x: number) => {
    const v = Math.max(0, Math.min(1, x));
    return Math.round(255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055));
  };
  return `#${lin.map((x) => gamma(x).toString(16).padStart(2, '0')).join('')}`;
}

describe('the export palette follows the app', () => {
  const css = readFileSync('src/ui/index.css', 'utf8');
  const block = (sel: RegExp) => sel.exec(css)?.[1] ?? '';
  const vars = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!.toLowerCase()]),
    );

  it("uses index.css's Okabe–Ito colours, its strong text colours and its lifted greys per theme", () => {
    const theme = vars(block(/@theme\s*{([^}]*)}/));
    const dark = { ...theme, ...vars(block(/\n\.dark\s*{([^}]*)}/)) };
    for (const [k, v] of Object.entries(PALETTE.light)) expect(v, k).toBe(theme[k]);
    for (const [k, v] of Object.entries(PALETTE.dark)) expect(v, k).toBe(dark[k]);
    for (const [k, v] of Object.entries(STRONG.light)) expect(v, k).toBe(theme[k]);
    for (const [k, v] of Object.entries(STRONG.dark)) expect(v, k).toBe(dark[k]);
    for (const [k, v] of Object.entries(SLATE_LIFTED.dark)) expect(v, k).toBe(dark[`slate-${k}`]);
    // Every colour `.dark` sets is in the export's dark table.
    for (const k of Object.keys(vars(block(/\n\.dark\s*{([^}]*)}/))))
      expect(
        PALETTE.dark[k] ?? STRONG.dark[k] ?? SLATE_LIFTED.dark[k.replace('slate-', '')],
        k,
      ).toBeDefined();
  });

  it("uses Tailwind's slate greys (oklch converted to hex)", () => {
    const tw = readFileSync('node_modules/tailwindcss/theme.css', 'utf8');
    for (const [k, hex] of Object.entries(SLATE)) {
      const m = new RegExp(`--color-slate-${k}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(tw);
      expect(m, k).not.toBeNull();
      expect(oklchHex(Number(m![1]), Number(m![2]), Number(m![3])), `slate-${k}`).toBe(hex);
    }
  });

  it('resolves variants and opacity modifiers', () => {
    expect(classDeclarations('fill-accent/10', 'light')).toBe('fill:#0072b2;fill-opacity:0.1');
    expect(classDeclarations('fill-bad', 'light')).toBe('fill:#a64900');
    expect(classDeclarations('fill-bad', 'dark')).toBe('fill:#ef6900');
    expect(classDeclarations('fill-slate-500', 'dark')).toBe('fill:#7c8ea8');
    expect(classDeclarations('fill-slate-500', 'light')).toBe('fill:#62748e');
    expect(classDeclarations('dark:fill-slate-300', 'light')).toBeNull();
    expect(classDeclarations('dark:fill-slate-300', 'dark')).toBe('fill:#cad5e2');
    expect(classDeclarations('fill-bad-strong', 'dark')).toBe('fill:#ff9a5c');
    expect(classDeclarations('grid-cols-2', 'dark')).toBeUndefined();
  });
});

describe('every class an exported picture or frame uses has a rule', () => {
  const moments = PRESETS.flatMap((p) => {
    const runs = getRuns(p.scenario);
    const n = runs.traces.buggy.steps.length;
    return [0, Math.floor(n / 2), n - 1].flatMap((step) =>
      (['buggy', 'compare'] as const).map((view): ExportMoment => ({
        runs,
        presetId: p.id,
        view,
        step,
        time: runs.traces.buggy.steps[step]!.at,
        lang: 'zh',
        theme: 'dark',
      })),
    );
  });

  // Renders every preset several times over: slow on a loaded two-core machine, hence the long timeout.
  it(
    'in pictures (with narration and key bytes) and video frames of every preset',
    { timeout: 60_000 },
    () => {
      const unknown = new Set<string>();
      for (const m of moments) {
        const where = stageWhere(m.runs.scenario);
        const picture = renderToStaticMarkup(
          createElement(PictureSvg, {
            moment: m,
            where,
            options: { width: 900, scale: 1, caption: true, keys: true },
          }),
        );
        for (const focus of ['stage', 'keyInspector', 'output:cilium bpf lb list'] as const) {
          const frame = renderToStaticMarkup(
            createElement(FrameSvg, {
              moment: m,
              where,
              frame: { view: m.view, step: m.step, time: m.time, packetAt: 0.5, focus },
              o: { width: 1280, height: 720, burn: true },
            }),
          );
          for (const c of exportStyleSheet(frame, 'dark').unknown) unknown.add(c);
        }
        for (const c of exportStyleSheet(picture, 'light').unknown) unknown.add(c);
      }
      expect([...unknown]).toEqual([]);
    },
  );
});
