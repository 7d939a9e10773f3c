import { describe, expect, it } from 'vitest';
// The build's budget check (plain ESM), tested with a made-up index.html and files.
import { firstViewSizes, overBudget, staticScripts } from '../../../scripts/firstViewBudget.mjs';

const html = `<head>
<script type="module" crossorigin src="./assets/index-a1.js"></script>
<link rel="modulepreload" crossorigin href="./assets/rolldown-runtime-b2.js">
<link rel="modulepreload" crossorigin href="./assets/react-c3.js">
<link rel="manifest" href="./manifest.webmanifest">
</head><body><script>inline()</script></body>`;

/** A file of `n` bytes that gzip cannot shrink much (so sizes compare as the test means). */
const noise = (n: number, seed: number) => {
  const b = new Uint8Array(n);
  for (let i = 0, x = seed; i < n; i++) b[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
  return b;
};
const files: Record<string, Uint8Array> = {
  'assets/index-a1.js': noise(40_000, 1),
  'assets/rolldown-runtime-b2.js': noise(500, 2),
  'assets/react-c3.js': noise(60_000, 3),
};
const read = (f: string) => files[f]!;

describe("the app's own first-view code", () => {
  it('is what index.html loads statically, less the framework chunk', () => {
    expect(staticScripts(html)).toEqual(Object.keys(files));
    const s = firstViewSizes(html, read);
    expect(s.framework).toBeGreaterThan(60_000);
    expect(s.own).toBeGreaterThan(40_500);
    expect(s.own).toBeLessThan(42_000);
    expect(s.all).toBe(s.own + s.framework);
  });

  it('fails the build past its budget, naming the files', () => {
    const s = firstViewSizes(html, read);
    expect(overBudget(s, s.own)).toBeNull();
    expect(overBudget(s, s.own - 1)).toMatch(
      /own first-view code is 39\.\d kB gzip, over .*assets\/index-a1\.js/,
    );
  });

  it('refuses to measure a build without a framework chunk (the own code would include it)', () => {
    const s = firstViewSizes(html.replace(/<link[^>]*react-c3[^>]*>/, ''), read);
    expect(overBudget(s, Infinity)).toMatch(/no react-\*\.js chunk/);
  });
});
