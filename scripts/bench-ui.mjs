// UI performance figures (issue #11): `npm run bench:ui` builds the app, serves it on a free port and measures in
// Chromium, over several fresh pages (median per figure; `--runs N`, default 5): frame intervals and main-thread
// busy time per frame during playback, the cost of a seek (input → committed DOM + layout), and the JavaScript
// the first view downloads (what the page fetches until it is idle, and what index.html loads statically).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;

/** A port the OS says is free right now (the bench may run beside other servers on a shared machine). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const median = (xs) => pct(xs, 50);
// BENCH_OUT_DIR measures another build (e.g. an earlier commit's) with the same script.
const OUT = process.env.BENCH_OUT_DIR || 'dist';
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** The JavaScript index.html loads before anything runs: its module script and what it preloads. */
function staticFirstViewJs() {
  const html = readFileSync(`${OUT}/index.html`, 'utf8');
  const files = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\.\/([^"]+\.js)"/g)].map((m) => m[1]);
  return { files: files.length, bytes: files.reduce((n, f) => n + gz(`${OUT}/${f}`), 0) };
}

async function measure(browser, base) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const jsFetched = new Set();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.m?js(\?|$)/.test(r.url()))
      jsFetched.add(new URL(r.url()).pathname);
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  await page.getByRole('slider', { name: 'Timeline' }).waitFor();
  // What the first view downloaded (lazy chunks loaded after the first paint included), before any click.
  await page.waitForTimeout(500);
  const firstView = [...jsFetched].filter((p) => p.startsWith('/assets/') || p === '/registerSW.js');
  const firstViewBytes = firstView.reduce((n, p) => n + gz(`${OUT}${p}`), 0);

  // 1. Playback: frame intervals over 360 frames at 16× (crosses the busiest part of the incident), and the
  //    renderer main thread's busy time (CDP TaskDuration) divided by the frames.
  await page.locator('input[type=range]').fill('4');
  const taskDuration = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const busy0 = await taskDuration();
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
  const busyPerFrame = (((await taskDuration()) - busy0) * 1000) / frames.length;
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
      if (d !== null) out.push(d);
      await new Promise((r) => requestAnimationFrame(() => r()));
    }
    return out;
  });
  await page.close();
  return {
    frameP50: pct(frames, 50),
    frameP95: pct(frames, 95),
    frameMax: Math.max(...frames),
    busyPerFrame,
    seekP50: pct(seeks, 50),
    seekP95: pct(seeks, 95),
    firstViewFiles: firstView.length,
    firstViewBytes,
  };
}

const port = await freePort();
// Its own process group, so that stopping it also stops the vite process npx starts.
const server = spawn(
  'npx',
  ['vite', 'preview', '--outDir', OUT, '--strictPort', '--port', String(port), '--host', '127.0.0.1'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
try {
  const base = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(base);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base));
  await browser.close();

  const m = (k) => median(runs.map((r) => r[k]));
  const all = (k, d = 1) => runs.map((r) => r[k].toFixed(d)).join(' ');
  const kB = (n) => (n / 1024).toFixed(1);
  const st = staticFirstViewJs();
  console.log(`port ${port}; ${RUNS} fresh page(s); medians (each run in brackets)`);
  console.log(
    `playback: frame interval median ${m('frameP50').toFixed(1)} ms, p95 ${m('frameP95').toFixed(1)} ms [${all('frameP95')}], max ${m('frameMax').toFixed(1)} ms`,
  );
  console.log(
    `playback: main-thread busy ${m('busyPerFrame').toFixed(1)} ms per frame [${all('busyPerFrame')}]`,
  );
  console.log(
    `seek (input → commit + layout): p50 ${m('seekP50').toFixed(1)} ms [${all('seekP50')}], p95 ${m('seekP95').toFixed(1)} ms [${all('seekP95')}]`,
  );
  console.log(
    `first view JS downloaded (until idle): ${m('firstViewFiles')} file(s), ${kB(m('firstViewBytes'))} kB gzip`,
  );
  console.log(`first view JS loaded statically by index.html: ${st.files} file(s), ${kB(st.bytes)} kB gzip`);
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
