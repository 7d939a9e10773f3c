// Traces loads of the 2,000-Service link (bench/uiScale.ts) and says where the time to the stage goes, from the
// page's tasks: when the workers got their request and finished, what taking in each trace cost the page, and
// the task that put the stage in the DOM (wall and thread time: thread time hardly moves on a loaded machine).
//   node --import tsx scripts/trace-scale.mjs [--runs N] [--profile] [--out trace.json] DIR [DIR…]
// Several builds are traced in interleaved rounds. --profile adds the JavaScript that ran in each long task
// (build with `vite build --minify false` for readable names).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { preview } from './previewBuild.mjs';
import { STAGE_AT } from './stageAt.mjs';
import { scaleLinkHash } from '../bench/uiScale.ts';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const RUNS = Number(opt('--runs') ?? 1);
const OUT = opt('--out');
const PROFILE = args.includes('--profile') && args.splice(args.indexOf('--profile'), 1);
const dirs = args.length ? args : ['dist'];

async function traceLoad(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(STAGE_AT);
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'toplevel',
    'loading',
    'blink.user_timing',
  ];
  if (PROFILE) categories.push('disabled-by-default-v8.cpu_profiler', 'v8.execute');
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#root svg[data-font]').first().waitFor({ timeout: 600_000 });
  await page.waitForTimeout(1500);
  const stageAt = await page.evaluate(() => window.__stageAt);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  return { events, stageAt };
}

/** The page's and its workers' top-level tasks, in ms after navigation, with thread time. */
function tasks(events) {
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) ??
    events.find((e) => e.name === 'navigationStart');
  const names = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const out = [];
  for (const e of events) {
    if (e.pid !== nav.pid || e.ts < nav.ts || e.name !== 'RunTask' || e.ph !== 'X') continue;
    const thread = names.get(`${e.pid}:${e.tid}`) ?? '';
    if (!/CrRendererMain|DedicatedWorker/.test(thread)) continue;
    const inner = events.filter(
      (x) =>
        x.pid === e.pid &&
        x.tid === e.tid &&
        x.ts >= e.ts &&
        x.ts < e.ts + e.dur &&
        /HandlePostMessage|TimerFire|FireAnimationFrame|EvaluateScript|v8.evaluateModule/.test(x.name),
    );
    out.push({
      thread: thread.startsWith('Crr') || thread === 'CrRendererMain' ? 'main' : `worker:${e.tid}`,
      tid: e.tid,
      start: (e.ts - nav.ts) / 1000,
      end: (e.ts + e.dur - nav.ts) / 1000,
      wall: e.dur / 1000,
      cpu: (e.tdur ?? e.dur) / 1000,
      what: inner.map((x) => x.name).join(','),
    });
  }
  return { nav, list: out };
}

function summarize({ events, stageAt }) {
  const { list } = tasks(events);
  const main = list.filter((t) => t.thread === 'main');
  const stageTask = main.find((t) => t.start <= stageAt && stageAt <= t.end + 1);
  // Each worker's simulation: its longest task (the request's handling).
  const workers = [...new Set(list.filter((t) => t.thread !== 'main').map((t) => t.tid))]
    .map((tid) => list.filter((t) => t.tid === tid).sort((a, b) => b.wall - a.wall)[0])
    .filter((t) => t && t.wall > 100)
    .sort((a, b) => a.end - b.end);
  // The page taking in each trace: its message tasks over 20 ms after the first worker finished.
  const takeIn = main.filter(
    (t) => /HandlePostMessage/.test(t.what) && t.wall > 20 && workers[0] && t.start >= workers[0].end - 1,
  );
  const last = workers.at(-1);
  // When the app's module began to run (it boots as it runs): the workers' start counted from there leaves out
  // the network and the HTML.
  const evalStart = main.find((t) => /v8.evaluateModule/.test(t.what))?.start;
  // Which key's trace the page took in last, where the build marks it (performance.mark('trace-in:<key>')).
  const marks = events.filter((e) => e.name.startsWith('trace-in:')).sort((a, b) => a.ts - b.ts);
  if (marks.length) lastKeys.push(marks.at(-1).name.slice('trace-in:'.length));
  // The run the stage waits for: the longest worker task that ended before the stage's task began (its
  // simulation, and its trace's encoding), and what the page did from its end to the stage.
  const shownSim = list
    .filter((t) => t.thread !== 'main' && stageTask && t.end <= stageTask.start)
    .sort((a, b) => b.wall - a.wall)[0];
  return {
    stageAt,
    shownSimEnd: shownSim?.end,
    shownSimCpu: shownSim?.cpu,
    shownSimEndToStageTask: shownSim && stageTask ? stageTask.start - shownSim.end : undefined,
    simStart: Math.min(...workers.map((w) => w.start)),
    appToSimStart: Math.min(...workers.map((w) => w.start)) - evalStart,
    firstDone: workers[0]?.end,
    lastDone: last?.end,
    lastSim: last?.wall,
    takeInFirst: takeIn[0]?.cpu,
    takeInLast: takeIn.at(-1)?.cpu,
    lastTakeInEnd: takeIn.at(-1)?.end,
    stageTaskStart: stageTask?.start,
    stageTaskWall: stageTask?.wall,
    stageTaskCpu: stageTask?.cpu,
    longMainCpu: main.filter((t) => t.start < stageAt).reduce((n, t) => n + t.cpu, 0),
    // The work of the page and its workers until the stage: on a machine whose cores are all busy, time to the
    // stage follows this rather than the longest chain of work.
    allThreadsCpuToStage: list.filter((t) => t.start < stageAt).reduce((n, t) => n + t.cpu, 0),
    // The page's tasks in the second after the stage (the outputs' first render and the like).
    afterStageCpu: main
      .filter((t) => stageTask && t.start >= stageTask.end && t.start < stageTask.end + 1000)
      .reduce((n, t) => n + t.cpu, 0),
    afterStageMaxCpu: Math.max(
      0,
      ...main
        .filter((t) => stageTask && t.start >= stageTask.end && t.start < stageTask.end + 1000)
        .map((t) => t.cpu),
    ),
  };
}

const servers = [];
const lastKeys = [];
try {
  const builds = [];
  for (const dir of dirs) {
    const p = await preview(dir);
    servers.push(p.proc);
    builds.push({ dir, url: `${p.url}#${scaleLinkHash(1998, 32_500)}`, runs: [] });
  }
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (let i = 0; i < RUNS; i++)
    for (const b of builds.map((_, j) => builds[(i + j) % builds.length])) {
      const r = await traceLoad(browser, b.url);
      if (OUT && i === 0)
        writeFileSync(`${OUT}.${builds.indexOf(b)}.json`, JSON.stringify({ traceEvents: r.events }));
      b.runs.push(summarize(r));
      if (PROFILE) printProfile(r);
    }
  await browser.close();
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const keys = Object.keys(builds[0].runs[0]);
  console.log(`medians over ${RUNS} traced load(s) per build (ms after navigation, or ms)`);
  console.log(['', ...builds.map((b) => b.dir)].join('\t'));
  for (const k of keys)
    console.log(
      [
        k,
        ...builds.map(
          (b) =>
            `${med(b.runs.map((r) => r[k] ?? NaN)).toFixed(0)} [${b.runs.map((r) => (r[k] ?? NaN).toFixed(0)).join(' ')}]`,
        ),
      ].join('\t'),
    );
  if (lastKeys.length) console.log(`the trace taken in last: ${lastKeys.join(' ')}`);
} finally {
  for (const p of servers) process.kill(-p.pid, 'SIGTERM');
}

/** The JavaScript that ran in each task over 40 ms (self and inclusive time per function, from the samples). */
function printProfile({ events, stageAt }) {
  const { nav, list } = tasks(events);
  const profiles = new Map();
  for (const e of events) {
    if (e.name === 'Profile')
      profiles.set(`${e.pid}:${e.id}`, {
        tid: e.tid,
        pid: e.pid,
        t: e.args.data.startTime,
        nodes: new Map(),
        samples: [],
      });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(`${e.pid}:${e.id}`);
    if (!p) continue;
    const cp = e.args.data.cpuProfile ?? {};
    for (const n of cp.nodes ?? []) p.nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (cp.samples ?? []).forEach((id, i) => {
      p.t += deltas[i] ?? 0;
      p.samples.push({ ts: p.t, id });
    });
  }
  for (const p of profiles.values())
    for (const n of p.nodes.values())
      for (const c of n.children ?? []) {
        const ch = p.nodes.get(c);
        if (ch) ch.parent = n.id;
      }
  const frameName = (n) => {
    const f = n.callFrame;
    const file = (f.url || '')
      .split('/')
      .pop()
      .replace(/-[\w-]{8}\.js$/, '');
    return `${f.functionName || '(anon)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };
  console.log(`\nstage in the DOM at ${stageAt.toFixed(0)} ms`);
  for (const task of list.filter((t) => t.wall > 40)) {
    const self = new Map();
    const incl = new Map();
    const from = nav.ts + task.start * 1000;
    const to = nav.ts + task.end * 1000;
    for (const p of profiles.values()) {
      if (p.tid !== task.tid || p.pid !== nav.pid) continue;
      p.samples.forEach((s, i) => {
        if (s.ts < from || s.ts >= to) return;
        const dt = ((p.samples[i + 1]?.ts ?? s.ts) - s.ts) / 1000;
        let n = p.nodes.get(s.id);
        self.set(frameName(n), (self.get(frameName(n)) ?? 0) + dt);
        const seen = new Set();
        for (; n; n = p.nodes.get(n.parent)) {
          const name = frameName(n);
          if (!seen.has(name)) incl.set(name, (incl.get(name) ?? 0) + dt);
          seen.add(name);
        }
      });
    }
    const fmt = (m, k) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([n, v]) => `${v.toFixed(0)} ${n}`)
        .join(' | ');
    console.log(
      `${task.thread} ${task.start.toFixed(0)}–${task.end.toFixed(0)} (${task.wall.toFixed(0)} ms, cpu ${task.cpu.toFixed(0)}) ${task.what}`,
    );
    console.log(`   self: ${fmt(self, 10)}`);
    console.log(`   inclusive: ${fmt(incl, Number(process.env.INCL ?? 30))}`);
  }
}
