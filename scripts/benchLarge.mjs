// Large scenarios in the browser (issue 34): a 2,000-Service scenario opened from a link and a 10,000-Service
// scenario opened from a file — time until it is on screen and the longest main-thread task meanwhile (a
// PerformanceObserver('longtask') installed before load) — and whether that file's scenario survives a reload
// and opens in a new tab of the same browser. Imported by scripts/bench-ui.mjs (`--only large`).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incidentWithServices } from '../src/testing/bigIncident.ts';
import { scaleLinkHash } from '../bench/uiScale.ts';

const LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); })
  .observe({ type: 'longtask', buffered: true });`;

/**
 * Resolves once an `h2` is exactly `text` (the scenario bar's title; the progress panel's heading only quotes
 * it); polled at every frame, in the page.
 */
const titleShown = (page, text, timeout = 180_000) =>
  page.waitForFunction((t) => [...document.querySelectorAll('h2')].some((h) => h.textContent === t), text, {
    polling: 'raf',
    timeout,
  });

const longest = (page) => page.evaluate(() => Math.max(0, ...window.__longTasks));
const over = (page, ms) => page.evaluate((ms) => window.__longTasks.filter((d) => d > ms).length, ms);

/** The 2,000-Service link: navigation → its title on screen, and the longest task until a second after. */
async function linkOpen(browser, url, title) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await page.addInitScript(LONG_TASKS);
  await page.goto(url, { waitUntil: 'commit' });
  await titleShown(page, title);
  const toStage = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const r = { toStage, longest: await longest(page), over200: await over(page, 200) };
  await page.close();
  return r;
}

/**
 * The 10,000-Service file chosen in Share: choice → title on screen, the longest task from the choice until the
 * address bar has settled and a second more; then a reload and a new tab of the same browser at that address
 * (restored: the title is on screen again; else the alert the page shows).
 */
async function fileOpen(browser, base, file, title) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASKS);
  await page.goto(base);
  await page.getByRole('slider', { name: 'Timeline' }).waitFor();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const input = page.locator('dialog input[type=file]');
  await page.evaluate(() => (window.__longTasks.length = 0));
  const t0 = Date.now();
  await input.setInputFiles(file);
  await titleShown(page, title);
  const toStage = Date.now() - t0;
  // The address bar is written a moment after the scenario is shown (a kept scenario's reference, or a link).
  const hashBefore = await page.evaluate(() => location.hash);
  await page.waitForFunction((h) => location.hash !== h, hashBefore, { timeout: 60_000 }).catch(() => {});
  await page.waitForTimeout(1000);
  const r = {
    toStage,
    longest: await longest(page),
    over200: await over(page, 200),
    urlChars: page.url().length,
  };
  const reopened = async (p) => {
    const shown = await titleShown(p, title, 120_000).then(
      () => true,
      () => false,
    );
    if (shown) return 'yes';
    const alert = await p
      .getByRole('alert')
      .first()
      .textContent({ timeout: 1000 })
      .catch(() => null);
    return `no (${(alert ?? 'default scenario').slice(0, 90)})`;
  };
  const url = page.url();
  await page.reload();
  r.reload = await reopened(page);
  const tab = await context.newPage();
  await tab.goto(url);
  r.newTab = await reopened(tab);
  await context.close();
  return r;
}

/**
 * Prints the rows: `builds` maps a name to a served build's base URL (`this`, and `before` with
 * BENCH_BEFORE_DIR), measured in interleaved rounds so that a busy machine's load falls on both alike.
 */
export async function benchLarge(browser, builds, rounds, fig, median) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const big = incidentWithServices(10_000);
  const file = join(dir, 'big.json');
  writeFileSync(file, JSON.stringify(big));
  const linkTitle = incidentWithServices(1998).title;
  const hash = `#${scaleLinkHash(1998, 32_500)}`;
  const names = Object.keys(builds);
  const res = Object.fromEntries(names.map((n) => [n, { link: [], file: [] }]));
  for (let i = 0; i < rounds; i++)
    for (const name of names.map((_, j) => names[(i + j) % names.length])) {
      res[name].link.push(await linkOpen(browser, `${builds[name]}${hash}`, linkTitle));
      res[name].file.push(await fileOpen(browser, builds[name], file, big.title));
    }
  console.log(
    '\n# large scenarios: 2,000 Services from a link, 10,000 Services from a file (benchLarge.mjs)',
  );
  for (const name of names) {
    const { link, file: f } = res[name];
    console.log(`## ${name}`);
    console.log(
      `2,000 Services from a link: navigation → title on screen ${fig(link, 'toStage', 0)}; ` +
        `longest task ${fig(link, 'longest', 0)}; tasks > 200 ms ${link.map((r) => r.over200).join(' ')}`,
    );
    console.log(
      `10,000 Services from a file: choice → title on screen ${fig(f, 'toStage', 0)}; ` +
        `longest task ${fig(f, 'longest', 0)}; tasks > 200 ms ${f.map((r) => r.over200).join(' ')}`,
    );
    console.log(
      `10,000 Services from a file: address bar ${median(f.map((r) => r.urlChars))} characters; ` +
        `reload restores it: ${f.map((r) => r.reload).join('; ')}; new tab: ${f.map((r) => r.newTab).join('; ')}`,
    );
  }
}
