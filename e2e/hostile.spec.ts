import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';
import { MAX_SCRIPT_CHARS } from '../src/scenario/command/runner/scriptLimits';
import { incidentWithServices } from '../src/testing/bigIncident';
import { hostileCases, type HostileCase } from './hostileCases';

/**
 * The hostile-input suite (issue 37): every case must end in its one-line message (or, for a valid input, open),
 * with no uncaught exception in the page and the draft stored before it still there. The longest main-thread
 * task (Long Tasks API) is reported for every case; `HOSTILE_BENCH=1` (npm run bench:hostile) prints one JSON
 * line per case and holds each to 500 ms. Without it the bound is loose, for shared CI machines: it catches a
 * freeze (the cases once cost 0.9–171 s), not a slow machine.
 */
const BENCH = process.env.HOSTILE_BENCH === '1';
const LONGEST_TASK_MS = BENCH ? 500 : 3000;

const DRAFT_KEY = 'nonroutable.draft.hostile-tab';
const DRAFT = {
  format: 'nonroutable-draft',
  version: 2,
  tab: 'hostile-tab',
  savedAt: 1_700_000_000_000,
  open: false,
  shown: '',
  draft: { version: 1, title: 'Work in progress', services: [], endpointSlices: [], events: [] },
};

/** Records long tasks from the start, and stores a draft (another tab's work) before the app boots. */
async function prepare(page: Page) {
  await page.addInitScript(
    ({ key, value }) => {
      const w = window as unknown as { __long: number[] };
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    { key: DRAFT_KEY, value: JSON.stringify(DRAFT) },
  );
}

/** Drops a file onto the page as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const handle = await page.evaluateHandle(
    ({ b64, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name));
      return dt;
    },
    { b64: bytes.toString('base64'), name },
  );
  for (const event of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent('main, body >> nth=0', event, { dataTransfer: handle });
}

async function run(page: Page, c: HostileCase) {
  const alert = page.getByRole('alert').filter({ hasText: c.says });
  if (c.surface === 'link') {
    await page.goto(`/${c.input as string}`);
    if (c.says.source === '^$') {
      // A valid input: it opens (simulated in a worker), with no alert.
      await expect(page.locator('#stage')).toContainText('default/wide', { timeout: 60_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
    } else await expect(alert).toBeVisible({ timeout: 30_000 });
    return;
  }
  await openApp(page);
  if (c.surface === 'file' || c.surface === 'picture') {
    const f = c.input as { name: string; bytes: Buffer };
    await dropFile(page, f.name, f.bytes);
    await expect(alert).toBeVisible({ timeout: 30_000 });
    return;
  }
  if (c.surface === 'command') {
    // Pasted, as a person brings a long script: Playwright's fill types it as one IME insertion, which costs
    // Chromium ~1.5 s for any 900-line text in any textarea (measured on a bare page), whereas a paste takes ~0.1 s.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), c.input as string);
    const bar = page.getByRole('textbox', { name: 'Command', exact: true });
    await bar.focus();
    await page.keyboard.press('ControlOrMeta+V');
    if ((c.input as string).length > MAX_SCRIPT_CHARS) {
      // Refused as it is pasted: the box stays empty, the log says why.
      await expect(bar).toHaveValue('');
    } else {
      await expect(bar).toHaveValue(c.input as string);
      await bar.press('Enter');
    }
    const entry = page.getByRole('region', { name: 'Command line' }).getByRole('log').locator(':scope > div');
    await expect(entry.last()).toContainText(c.says, { timeout: 30_000 });
    return;
  }
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan my cluster' });
  const f = c.input as { name: string; bytes: Buffer };
  await dialog
    .getByTestId('scan-files')
    .setInputFiles({ name: f.name, mimeType: 'text/plain', buffer: f.bytes });
  await expect(dialog.getByRole('alert').filter({ hasText: c.says })).toBeVisible({ timeout: 30_000 });
}

test.describe('hostile inputs', () => {
  // Each case builds its input (up to 48 MB) and may wait for a worker: far more than the default on a busy machine.
  test.describe.configure({ timeout: 180_000 });
  const errors = new Map<Page, string[]>();
  test.beforeEach(async ({ page }) => {
    const list: string[] = [];
    errors.set(page, list);
    page.on('pageerror', (e) => list.push(String(e)));
    await prepare(page);
  });

  for (const c of hostileCases()) {
    test(c.name, async ({ page }, info) => {
      await run(page, c);
      // Anything the input set off afterwards (a trace taken in, a render) has a second to show up as a task.
      await page.waitForTimeout(1000);
      const longest = Math.round(
        await page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long)),
      );
      info.annotations.push({ type: 'longest task', description: `${longest} ms` });
      if (BENCH) console.log(JSON.stringify({ case: c.name, surface: c.surface, longestTaskMs: longest }));
      expect(errors.get(page)).toEqual([]);
      expect(await page.evaluate((k) => localStorage.getItem(k), DRAFT_KEY)).toBe(JSON.stringify(DRAFT));
      expect(longest).toBeLessThanOrEqual(LONGEST_TASK_MS);
    });
  }
});

test('a 10,000-Service scenario opened from a file is still there after a reload', async ({ page }) => {
  // Simulating 10,000 Services twice (boot, reload) on a busy machine: far more than the default.
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await openApp(page);
  const big = incidentWithServices(10_000);
  await dropFile(page, 'big.json', Buffer.from(JSON.stringify(big)));
  // Asked until the scenario is on screen (it is read and simulated off the page): the last Service is there.
  const ask = () =>
    expect(async () => {
      const bar = page.getByRole('textbox', { name: 'Command', exact: true });
      await bar.fill('kubectl get svc -n apps app-9999 -o name');
      await bar.press('Enter');
      const log = page.getByRole('region', { name: 'Command line' }).getByRole('log').locator(':scope > div');
      await expect(log.last()).toContainText('service/app-9999', { timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  await ask();
  // The address bar names the kept scenario instead of holding a link of ~250,000 characters it would refuse.
  await expect(page).toHaveURL(/[#&]k=[0-9a-z]+/, { timeout: 30_000 });
  expect(page.url().length).toBeLessThan(2_000);
  await page.reload();
  await ask();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
