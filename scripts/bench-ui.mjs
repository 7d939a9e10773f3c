// UI performance figures (issue #11): `npm run bench:ui` builds the app, serves it on a free port and measures in
// Chromium, over several fresh pages (median per figure; `--runs N`, default 5): frame intervals and main-thread
// busy time per frame during playback, the cost of a seek (input → committed DOM + layout), and the JavaScript
// the first view downloads (what the page fetches until it is idle, and what index.html loads statically).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchPipe } from './cdpPipe.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';
import { freePort, preview } from './previewBuild.mjs';
import { STAGE_AT } from './stageAt.mjs';
import { scaleLinkHash } from '../bench/uiScale.ts';
import { firstViewSizesOf } from './firstViewBudget.mjs';
import { benchLarge } from './benchLarge.mjs';
import { dragSection, playback } from './benchDrag.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 5) : 5;
// `--raftscope DIR`: a checkout of RaftScope (with its two submodules) to cold-load side by side with this app.
const raftArg = process.argv.indexOf('--raftscope');
const RAFTSCOPE = raftArg > 0 ? resolve(process.argv[raftArg + 1]) : process.env.RAFTSCOPE_DIR;
// `--only a,b`: run some sections (first, scale, drag, large, cold).
// `--cpu`: the cold loads also report the page's main-thread CPU time (thread time, from a trace) until the first
// paint and until Play responds: unlike the wall-clock figures, it hardly moves when other work shares the cores.
const CPU = process.argv.includes('--cpu');
const onlyArg = process.argv.indexOf('--only');
const ONLY = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const want = (k) => !ONLY || ONLY.has(k);
const argValues = (name) =>
  process.argv.flatMap((a, i) => (a === name && i + 1 < process.argv.length ? [process.argv[i + 1]] : []));
// Cold loads: `--harness cdp` (the default: a bare DevTools pipe, nothing enabled in the page, as for a person),
// `--harness playwright` (as before: Playwright, whose Runtime.enable costs this app's module tens of ms), or
// `--harness both` (each app under each, interleaved, to show what the harness changes).
const HARNESS = argValues('--harness')[0] ?? 'cdp';
const HARNESSES = HARNESS === 'both' ? ['playwright', 'cdp'] : [HARNESS];
if (!HARNESSES.every((h) => h === 'cdp' || h === 'playwright'))
  throw new Error(`--harness ${HARNESS}: cdp, playwright or both`);
// `--throttle 1,4`: the CPU slowdowns of the cold loads. `--build name=DIR` (repeatable): more builds in the
// cold-load rounds, interleaved with the others. `--json FILE`: every cold-load round, for later analysis.
const THROTTLES = (argValues('--throttle')[0] ?? '1,4').split(',').map(Number);
const BUILDS = argValues('--build').map((b) => [
  b.slice(0, b.indexOf('=')),
  resolve(b.slice(b.indexOf('=') + 1)),
]);
const JSON_OUT = argValues('--json')[0];
// `--server static|preview`: how the cold loads are served (static, the default: every app, RaftScope included,
// from one plain file server without compression; preview: this app's builds from `vite preview`, as before).
const COLD_SERVER = argValues('--server')[0] ?? 'static';
if (COLD_SERVER !== 'static' && COLD_SERVER !== 'preview')
  throw new Error(`--server ${COLD_SERVER}: static or preview`);

const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const median = (xs) => pct(xs, 50);
// BENCH_OUT_DIR measures another build (e.g. an earlier commit's) with the same script. BENCH_BEFORE_DIR adds
// an earlier build to the cold-load rounds, interleaved with this one and RaftScope (a side-by-side before/after).
const OUT = process.env.BENCH_OUT_DIR || 'dist';
const BEFORE = process.env.BENCH_BEFORE_DIR;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * Seeks: input → React commit observed on the slider → forced layout. `settle` also waits for the frame after
 * the commit, so effects that run after it (panels catching up) count too.
 */
async function seeks(page) {
  const out = await page.evaluate(async () => {
    const slider = document.querySelector('[role=slider]');
    const keys = ['End', 'Home', 'End', 'Home'];
    for (let i = 0; i < 40; i++) keys.push(i % 3 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < 20; i++) keys.push(i % 2 ? 'Home' : 'End');
    const commit = [];
    const settled = [];
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
        setTimeout(() => (mo.disconnect(), resolve(null)), 5000);
      });
      window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      const d = await done;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      if (d !== null) {
        commit.push(d);
        settled.push(performance.now() - t0);
      }
    }
    return { commit, settled };
  });
  return {
    seekP50: pct(out.commit, 50),
    seekP95: pct(out.commit, 95),
    settleP50: pct(out.settled, 50),
    settleP95: pct(out.settled, 95),
  };
}

/** Long tasks (> 50 ms) the page has run so far, from a buffered PerformanceObserver installed before load. */
const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: 'longtask', buffered: true });`;

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
  const play = await playback(page, cdp);
  const seek = await seeks(page);
  await page.close();
  return { ...play, ...seek, firstViewFiles: firstView.length, firstViewBytes };
}

/**
 * The incident with 2,000 Services (bench/uiScale.ts), opened from a link: time from navigation to the stage
 * (as Playwright sees it, and as the page has it), the longest task, seeks and playback.
 */
async function measureScale(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(LONG_TASKS);
  await page.addInitScript(STAGE_AT);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('svg[data-font]').first().waitFor({ timeout: 600_000 });
  const toStage = await page.evaluate(() => performance.now());
  const stageAt = await page.evaluate(() => window.__stageAt);
  await page.waitForTimeout(1000);
  const loadLongest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  await page.evaluate(() => (window.__longTasks.length = 0));
  const seek = await seeks(page);
  const play = await playback(page, cdp);
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  await page.close();
  return { toStage, stageAt, loadLongest, longest, ...seek, ...play };
}

/**
 * How each app is driven in a cold load, the same way in both harnesses: watched from inside the page at every
 * frame (Playwright's locator waits poll at growing intervals, up to 500 ms, which put 75-175 ms between this
 * app's Play button appearing and the wait returning, and as much again for Pause), Space pressed as soon as the
 * app takes keys, and the time read in the page once Play has visibly taken effect (`playMs`, as before). The same
 * poll keeps, in the page, the time of the first frame in which the press showed (`pressMs`): in this app a Pause
 * button, the prerendered copy's (which the early input script switches at once) or the app's; in RaftScope its
 * paused control, the same event as `playMs` (the two differ by the wait's return and the reading). One poll:
 * a second wait would add its own return to `playMs`.
 */
async function coldSteps(driver, app) {
  let shown;
  let played;
  if (app === 'raftscope') {
    // Its pause control is in the static HTML; its keys work once jQuery's ready handlers have run.
    await driver.waitFor('window.jQuery?.isReady === true');
    shown = played = 'document.querySelector("#pause.paused") !== null';
  } else {
    // This app takes keys once the head's early input script listens (it marks <html>), before the app mounts;
    // a build without that script takes them once its live Play button is there (the prerendered copy beside
    // #root has an inert one from the first paint).
    await driver.waitFor(
      'document.documentElement?.hasAttribute("data-early-input") || ' +
        'document.querySelector(\'#root button[aria-label="Play"]\') !== null',
    );
    shown =
      '[...document.querySelectorAll(\'button[aria-label="Pause"]\')].some((b) => ' +
      '!b.closest("#prerender") || document.documentElement.getAttribute("data-prerender") !== "off")';
    played = 'document.querySelector(\'#root button[aria-label="Pause"]\') !== null';
  }
  await driver.pressSpace();
  await driver.waitFor(`((window.__benchShown ??= (${shown}) ? performance.now() : undefined), ${played})`);
  const playMs = await driver.evaluate('performance.now()');
  const pressMs = await driver.evaluate('window.__benchShown');
  // The paint entry comes once the frame has been presented, which can be after Play has responded: wait for it.
  const fcp = await driver.evaluate(`new Promise((done) => {
    new PerformanceObserver((list) => {
      const e = list.getEntriesByName('first-contentful-paint')[0];
      if (e) done(e.startTime);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(() => done(-1), 10000);
  })`);
  return { fcp: fcp < 0 ? NaN : fcp, pressMs, playMs };
}

/**
 * Cold load of one app with Playwright, in a fresh context (empty cache): first contentful paint, and the times
 * from navigation until pressing Space (Play/pause in both apps) has visibly taken effect (this app: a Pause
 * button shows, the prerendered copy's or the app's) and until the live app's Pause shows (`playMs`). `throttle` slows the
 * CPU (CDP). Playwright sends `Runtime.enable` to the page, which costs this app's module tens of ms of source
 * positions (see scripts/cdpPipe.mjs): kept as `--harness playwright` to compare with the earlier figures.
 */
async function coldLoadPlaywright(browser, url, app, throttle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const trace = CPU ? await startTrace(cdp) : null;
  await page.goto(url, { waitUntil: 'commit' });
  const { fcp, pressMs, playMs } = await coldSteps(
    {
      // As functions: Playwright evaluates a string with eval(), which the app's CSP forbids.
      waitFor: (expr) =>
        page
          .waitForFunction(new Function(`return ${expr};`), null, { polling: 'raf', timeout: 120_000 })
          .then(() => {}),
      pressSpace: () => page.keyboard.press('Space'),
      evaluate: (expr) => page.evaluate(new Function(`return ${expr};`)),
    },
    app,
  );
  const cpu = trace ? mainThreadCpu(await trace.stop(), fcp, pressMs, playMs) : {};
  await context.close();
  return { fcp, pressMs, playMs, ...cpu };
}

/**
 * The same cold load over a bare DevTools pipe (scripts/cdpPipe.mjs): a fresh browser context and page, the
 * viewport and throttling as above, the page's trace, navigation, and in-page polling by `Runtime.evaluate`,
 * which needs no `Runtime.enable`. Nothing else is enabled in the page.
 */
async function coldLoadCdp(browser, url, app, throttle) {
  const { browserContextId } = await browser.send('Target.createBrowserContext', {
    disposeOnDetach: true,
  });
  const { targetId } = await browser.send('Target.createTarget', {
    url: 'about:blank',
    browserContextId,
  });
  const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
  const send = (method, params) => browser.send(method, params, sessionId);
  await send('Emulation.setDeviceMetricsOverride', {
    width: 1280,
    height: 720,
    deviceScaleFactor: 1,
    mobile: false,
  });
  if (throttle > 1) await send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const trace = CPU ? await startTrace(pipeSession(browser, sessionId)) : null;
  await send('Page.navigate', { url });
  const evaluate = async (expression) => {
    // Right after the navigation, the page's new document may not be there yet (or replace the old one under
    // an evaluation): ask again until the answer comes from the new document.
    for (let i = 0; ; i++) {
      try {
        const r = await send('Runtime.evaluate', {
          expression: `(async () => (location.href === ${JSON.stringify(url)} ? [await (${expression})] : null))()`,
          awaitPromise: true,
          returnByValue: true,
        });
        if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description);
        if (r.result.value) return r.result.value[0];
      } catch (e) {
        if (i > 1000 || !/context|destroyed|navigat/i.test(String(e))) throw e;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  const { fcp, pressMs, playMs } = await coldSteps(
    {
      // As Playwright's `polling: 'raf'`: checked at once, then at every animation frame.
      waitFor: (expr) =>
        evaluate(`new Promise((done) => {
          const tick = () => ((${expr}) ? done(true) : requestAnimationFrame(tick));
          tick();
        })`),
      // What Playwright's keyboard.press('Space') sends.
      pressSpace: async () => {
        const key = { key: ' ', code: 'Space', windowsVirtualKeyCode: 32, nativeVirtualKeyCode: 32 };
        await send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: ' ', unmodifiedText: ' ' });
        await send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      },
      evaluate,
    },
    app,
  );
  const cpu = trace ? mainThreadCpu(await trace.stop(), fcp, pressMs, playMs) : {};
  await browser.send('Target.disposeBrowserContext', { browserContextId });
  return { fcp, pressMs, playMs, ...cpu };
}

/** A page session on the pipe with the `send` / `on` / `once` that startTrace uses on Playwright's. */
function pipeSession(browser, sessionId) {
  const on = (method, fn) => browser.on(method, (p, s) => s === sessionId && fn(p));
  return {
    send: (method, params) => browser.send(method, params, sessionId),
    on,
    once: (method, fn) => {
      const off = on(method, (p) => (off(), fn(p)));
    },
  };
}

/** Records a Chromium trace of the page's tasks; `stop` returns its events. */
async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.end');
      await done;
      return events;
    },
  };
}

/**
 * The page's main-thread CPU time (the thread time of its top-level tasks, ms): in tasks that began before the
 * first contentful paint (`fcp`, ms after navigation), in tasks up to the one that painted the first content
 * (before it reached the screen: a task that starts in between, such as this app's first render, is not in
 * it), and in tasks that began before a press took visible effect (`pressMs`) and before Play responded (`playMs`).
 */
function mainThreadCpu(events, fcp, pressMs, playMs) {
  const nav = events.find((e) => e.name === 'navigationStart');
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!nav || !paint) return { cpuFcp: NaN, cpuPainted: NaN, cpuPress: NaN, cpuPlay: NaN };
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === paint.pid)
      .map((e) => e.tid),
  );
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === paint.pid && main.has(e.tid) && e.ts >= nav.ts,
  );
  const cpu = (xs) => xs.reduce((n, e) => n + (e.tdur ?? e.dur), 0) / 1000;
  const fcpTs = nav.ts + fcp * 1000;
  const pressTs = nav.ts + pressMs * 1000;
  const playTs = nav.ts + playMs * 1000;
  // The paint of the first content on the page's main thread (the first contentful paint's timestamp is when
  // that frame reached the screen, after raster and compositing; work can start in between).
  const painted = events
    .filter((e) => e.name === 'PaintTimingVisualizer::LayoutObjectPainted' && e.pid === paint.pid)
    .reduce((t, e) => Math.min(t, e.ts), Infinity);
  return {
    cpuFcp: cpu(tasks.filter((e) => e.ts < fcpTs)),
    cpuPainted: painted < Infinity ? cpu(tasks.filter((e) => e.ts <= painted)) : NaN,
    cpuPress: cpu(tasks.filter((e) => e.ts < pressTs)),
    cpuPlay: cpu(tasks.filter((e) => e.ts < playTs)),
  };
}

const COLD_LABELS = {
  fcp: 'first contentful paint',
  pressMs: 'a press takes visible effect (a Pause button shows, the copy’s or the app’s)',
  playMs: 'Play responds (the app’s Pause)',
  cpuFcp: 'main-thread CPU until first paint',
  cpuPainted: 'main-thread CPU until its first content was painted (on the main thread)',
  cpuPress: 'main-thread CPU until a press takes visible effect',
  cpuPlay: 'main-thread CPU until Play responds',
};

/** A static file server for a directory (the apps of the side-by-side cold load), without compression. */
function serveDir(dir, port) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
  };
  const server = createHttpServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^([/\\])+/,
      '',
    );
    const file = join(dir, path || 'index.html');
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const servers = [];
try {
  const app = await preview(OUT);
  servers.push(app.proc);
  const base = app.url;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const kB = (n) => (n / 1024).toFixed(1);
  const ms = (n) => n.toFixed(1);
  /** Median of figure `k` over `runs`, with each run's value in brackets. */
  const fig = (runs, k, d = 1) =>
    `${median(runs.map((r) => r[k])).toFixed(d)} ms [${runs.map((r) => r[k].toFixed(d)).join(' ')}]`;
  console.log(`${base}; ${RUNS} fresh page(s) per section; medians (each run in brackets)`);

  if (want('first')) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, base));
    const m = (k) => median(runs.map((r) => r[k]));
    const st = firstViewSizesOf(OUT);
    console.log('\n# the incident (default link)');
    console.log(
      `playback: frame interval median ${ms(m('frameP50'))} ms, p95 ${fig(runs, 'frameP95')}, max ${ms(m('frameMax'))} ms`,
    );
    console.log(`playback: main-thread busy per frame ${fig(runs, 'busyPerFrame')}`);
    console.log(`seek (input → commit + layout): p50 ${fig(runs, 'seekP50')}, p95 ${fig(runs, 'seekP95')}`);
    console.log(
      `seek until the next frame has run: p50 ${fig(runs, 'settleP50')}, p95 ${fig(runs, 'settleP95')}`,
    );
    console.log(
      `first view JS downloaded (until idle): ${m('firstViewFiles')} file(s), ${kB(m('firstViewBytes'))} kB gzip`,
    );
    console.log(
      `first view JS loaded statically by index.html: ${st.files.length} file(s), ${kB(st.all)} kB gzip`,
    );
    // A build from before the framework had a chunk of its own cannot tell its own code apart.
    console.log(
      `own first-view code (gzip, excluding react/react-dom/scheduler): ` +
        (st.hasFramework
          ? `${kB(st.own)} kB (framework ${kB(st.framework)} kB)`
          : 'n/a (no react-*.js chunk)'),
    );
  }

  if (want('scale')) {
    const hash = `#${scaleLinkHash(1998, 32_500)}`;
    // With BENCH_BEFORE_DIR, the earlier build is measured in the same rounds, interleaved with this one (each
    // round starts with a different build), so that a shared machine's load falls on both alike.
    const builds = { this: `${base}${hash}` };
    if (BEFORE) {
      const before = await preview(BEFORE);
      servers.push(before.proc);
      builds.before = `${before.url}${hash}`;
    }
    const names = Object.keys(builds);
    const res = Object.fromEntries(names.map((n) => [n, []]));
    const rounds = BEFORE ? RUNS : Math.min(RUNS, 3);
    for (let i = 0; i < rounds; i++)
      for (const name of names.map((_, j) => names[(i + j) % names.length]))
        res[name].push(await measureScale(browser, builds[name]));
    console.log('\n# 2,000 Services (the incident + 1,998 generated; bench/uiScale.ts), from a link');
    for (const name of names) {
      const runs = res[name];
      if (BEFORE) console.log(`## ${name === 'this' ? OUT : `before (${BEFORE})`}`);
      console.log(
        `navigation → stage: ${fig(runs, 'toStage', 0)}; longest task while loading ${fig(runs, 'loadLongest', 0)}`,
      );
      console.log(`navigation → stage in the page's DOM (no polling lag): ${fig(runs, 'stageAt', 0)}`);
      console.log(`seek (input → commit + layout): p50 ${fig(runs, 'seekP50')}, p95 ${fig(runs, 'seekP95')}`);
      console.log(
        `seek until the next frame has run: p50 ${fig(runs, 'settleP50')}, p95 ${fig(runs, 'settleP95')}`,
      );
      console.log(`playback: p95 frame interval ${fig(runs, 'frameP95')}, max ${fig(runs, 'frameMax', 0)}`);
      console.log(`longest task after loading (seeks + playback): ${fig(runs, 'longest', 0)}`);
    }
    if (BEFORE) {
      const m = (name, k) => median(res[name].map((r) => r[k]));
      const pairs = res.this.map((r, i) => r.stageAt / res.before[i].stageAt);
      console.log(
        `stage in the page's DOM, this / before: ratio of medians ${(m('this', 'stageAt') / m('before', 'stageAt')).toFixed(3)}, ` +
          `median per-round ratio ${median(pairs).toFixed(3)} [${pairs.map((x) => x.toFixed(2)).join(' ')}]`,
      );
    }
  }

  /** The builds to compare side by side: this one, and BENCH_BEFORE_DIR's when given. */
  const sideBySide = async () => {
    const builds = { [OUT]: base };
    if (BEFORE) {
      const before = await preview(BEFORE);
      servers.push(before.proc);
      builds[`before (${BEFORE})`] = before.url;
    }
    return builds;
  };

  if (want('drag')) {
    // Dragging the playhead and 4× playback (scripts/benchDrag.mjs), side by side with BENCH_BEFORE_DIR.
    await dragSection(browser, await sideBySide(), RUNS, fig);
  }

  if (want('large')) {
    await benchLarge(browser, await sideBySide(), BEFORE ? RUNS : Math.min(RUNS, 3), fig, median);
  }

  if (want('cold')) {
    if (!RAFTSCOPE || !existsSync(join(RAFTSCOPE, 'index.html'))) {
      console.log('\n# cold load: skipped (pass --raftscope DIR, a RaftScope checkout with its submodules)');
    } else {
      // Every app from the same kind of server: by default the plain static one RaftScope has always had here
      // (`vite preview` gzips each response as it sends it, on the cores the browser measures on).
      const cold = [];
      const serve = async (dir) => {
        if (COLD_SERVER === 'preview') {
          const p = await preview(dir);
          servers.push(p.proc);
          return p.url;
        }
        const port = await freePort();
        cold.push(await serveDir(resolve(dir), port));
        return `http://127.0.0.1:${port}/`;
      };
      const apps = { nonroutable: await serve(OUT), raftscope: await serve(RAFTSCOPE) };
      for (const [name, dir] of [...(BEFORE ? [['before', BEFORE]] : []), ...BUILDS])
        apps[name] = await serve(dir);
      const cdpBrowser = HARNESSES.includes('cdp') ? await launchPipe() : null;
      const load = { playwright: coldLoadPlaywright, cdp: coldLoadCdp };
      const drivers = { playwright: browser, cdp: cdpBrowser };
      // Every app under every harness asked for, as one list of loads per round.
      const rows = HARNESSES.flatMap((h) => Object.keys(apps).map((app) => ({ h, app })));
      const rowName = ({ h, app }) => (HARNESSES.length > 1 ? `${app} (${h})` : app);
      const extra = [BEFORE && `the build before (${BEFORE})`, ...BUILDS.map(([n, d]) => `${n} (${d})`)];
      console.log(
        `\n# cold load, side by side with RaftScope${extra.filter(Boolean).length ? ` and ${extra.filter(Boolean).join(', ')}` : ''}` +
          ` (interleaved rounds, fresh context each; harness: ${HARNESSES.join(' and ')}; server: ${COLD_SERVER})`,
      );
      const all = [];
      for (const throttle of THROTTLES) {
        const res = rows.map(() => []);
        for (let i = 0; i < RUNS; i++) {
          // Each round starts with a different load, so none always goes first.
          for (let j = 0; j < rows.length; j++) {
            const k = (i + j) % rows.length;
            const { h, app } = rows[k];
            res[k].push(
              await load[h](drivers[h], apps[app], app === 'raftscope' ? 'raftscope' : 'app', throttle),
            );
          }
        }
        const label = throttle > 1 ? `${throttle}× CPU throttling` : 'no throttling';
        const figures = ['fcp', 'pressMs', 'playMs'];
        for (const k of CPU ? [...figures, 'cpuFcp', 'cpuPainted', 'cpuPress', 'cpuPlay'] : figures) {
          console.log(`${label}: ${COLD_LABELS[k]}, median [each round] and ratio to RaftScope's median`);
          for (const [r, row] of rows.entries()) {
            const raftRow = rows.findIndex((x) => x.h === row.h && x.app === 'raftscope');
            const ratio = median(res[r].map((x) => x[k])) / median(res[raftRow].map((x) => x[k]));
            console.log(
              `  ${rowName(row).padEnd(24)} ${fig(res[r], k, 0)}` +
                (row.app === 'raftscope' ? '' : `; ${ratio.toFixed(2)}×`),
            );
          }
        }
        all.push({ throttle, rows: rows.map((row, r) => ({ ...row, runs: res[r] })) });
      }
      if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify({ apps, cold: all }, null, 2));
      await cdpBrowser?.close();
      for (const server of cold) server.close();
    }
  }
  await browser.close();
} finally {
  for (const proc of servers) process.kill(-proc.pid, 'SIGTERM');
}
