import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
import { preview } from './previewBuild.mjs';
const file = '/tmp/large34-big.json';
const app = await preview(process.argv[2] ?? 'dist');
try {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(`window.__lt=[];new PerformanceObserver(l=>{for(const e of l.getEntries())window.__lt.push([e.startTime,e.duration])}).observe({type:'longtask',buffered:true});
  window.__marker__ = function __marker__(){ window.__mark = performance.now(); const e = performance.now()+30; while(performance.now()<e){} };`);
  await page.goto(app.url);
  await page.getByRole('slider', { name: 'Timeline' }).waitFor();
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.evaluate(() => (window.__lt.length = 0));
  await cdp.send('Profiler.start');
  await page.evaluate(() => window.__marker__());
  await page.locator('dialog input[type=file]').setInputFiles(file);
  await page.getByRole('heading', { name: /\+ 10000 Services$/ }).first().waitFor({ timeout: 150000 });
  await page.waitForTimeout(4000);
  const { profile } = await cdp.send('Profiler.stop');
  const lt = await page.evaluate(() => window.__lt);
  const mark = await page.evaluate(() => window.__mark);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const ts = profile.samples.map((_, i) => (t += profile.timeDeltas[i]));
  const mi = profile.samples.findIndex((id) => nodes.get(id).callFrame.functionName === '__marker__');
  const off = ts[mi] / 1000 - mark; // profile ms = page ms + off
  const chain = (id) => {
    const out = [];
    for (let x = id; x !== undefined && out.length < 7; x = parent.get(x)) {
      const f = nodes.get(x).callFrame;
      if (f.functionName === '(root)') break;
      out.push(f.functionName || '(anon)');
    }
    return out.join(' < ');
  };
  for (const [start, dur] of lt) {
    if (dur < 90) continue;
    const a = (start + off) * 1000, b = (start + dur + off) * 1000;
    const self = new Map();
    profile.samples.forEach((id, i) => {
      if (ts[i] < a || ts[i] > b) return;
      const d = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const k = chain(id);
      self.set(k, (self.get(k) ?? 0) + d);
    });
    console.log(`\nLONG TASK ${dur.toFixed(0)} ms at ${(start - mark).toFixed(0)} ms after the choice`);
    for (const [k, v] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 8)) console.log(v.toFixed(0).padStart(6), k);
  }
  await browser.close();
} finally {
  process.kill(-app.proc.pid, 'SIGTERM');
}
