// UI performance figures (issue #3): `npm run bench:ui` builds the app, serves it on 127.0.0.1:4174 and measures
// in Chromium: frame intervals during playback, the cost of a seek (input → committed DOM + layout),
// and the gzip size of the JavaScript.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const port = 4174;
// Its own process group, so that stopping it also stops the vite process npx starts.
const server = spawn(
  'npx',
  ['vite', 'preview', '--strictPort', '--port', String(port), '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
try {
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('slider', { name: 'Timeline' }).waitFor();

  // 1. Playback: frame intervals over 6 s of playing at 16× (crosses the busiest part of the incident).
  await page.locator('input[type=range]').fill('4');
  const frames = await page.evaluate(async () => {
    const play = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Play',
    );
    play.click();
    const ts = [];
    await new Promise((done) => {
      const tick = (t) => {
        ts.push(t);
        if (ts.length < 360) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    return ts.slice(1).map((t, i) => t - ts[i]);
  });
  await page.keyboard.press('Space');

  // 2. Seeks: input → React commit observed on the slider → forced layout.
  const seeks = await page.evaluate(async () => {
    const slider = document.querySelector('[role=slider]');
    const keys = ['End', 'Home', 'End', 'Home'];
    for (let i = 0; i < 40; i++) keys.push(i % 3 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < 20; i++) keys.push(i % 2 ? 'Home' : 'End');
    const out = [];
    for (const key of keys) {
      const before = slider.getAttribute('aria-valuetext');
      const t0 = performance.now();
      const done = new Promise((resolve) => {
        const mo = new MutationObserver(() => {
          if (slider.getAttribute('aria-valuetext') !== before) {
            document.body.getBoundingClientRect();
            mo.disconnect();
            resolve(performance.now() - t0);
          }
        });
        mo.observe(slider, { attributes: true });
        setTimeout(() => (mo.disconnect(), resolve(null)), 1000);
      });
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      const d = await done;
      if (d !== null) out.push({ key, d });
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    return out;
  });
  await browser.close();

  const js = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  const gz = js.reduce((n, f) => n + gzipSync(readFileSync(`dist/assets/${f}`)).length, 0);
  console.log(
    `playback: ${frames.length} frames, frame interval median ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`,
  );
  const report = (label, xs) =>
    console.log(
      `seek ${label} (input → commit + layout): ${xs.length} seeks, median ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`,
    );
  report(
    'all',
    seeks.map((x) => x.d),
  );
  report(
    'step ←/→',
    seeks.filter((x) => x.key.startsWith('Arrow')).map((x) => x.d),
  );
  report(
    'jump Home/End',
    seeks.filter((x) => !x.key.startsWith('Arrow')).map((x) => x.d),
  );
  console.log(`JavaScript: ${js.length} file(s), ${(gz / 1024).toFixed(1)} kB gzip`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
