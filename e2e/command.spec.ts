import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { splitScript } from '../src/scenario/command/shell/splitScript';
import { axeViolations } from './axe';
import { bpfPanel, currentLines, openApp } from './helpers';

/** The write-up's reproduction, as the CLI's transcript runner also runs it. */
const REPRO = splitScript(
  readFileSync(
    new URL('../src/scenario/command/transcripts/writeup-reproduction.txt', import.meta.url),
    'utf8',
  ),
);

const bar = (page: Page) => page.getByRole('textbox', { name: 'Command', exact: true });
const log = (page: Page) => page.getByRole('region', { name: 'Command line' }).getByRole('log');
const entries = (page: Page) => log(page).locator(':scope > div');
const lastOutput = (page: Page) => entries(page).last().locator('pre');

/** Types a one-line command and runs it with Enter; waits for its entry. */
async function type(page: Page, line: string) {
  const before = await entries(page).count();
  await bar(page).fill(line);
  await bar(page).press('Enter');
  await expect(entries(page)).toHaveCount(before + 1);
}

/**
 * Types a here-document line by line: Enter after each line goes on to the next (the delimiter is not there
 * yet), and Enter after the delimiter runs it.
 */
async function typeLines(page: Page, text: string) {
  const before = await entries(page).count();
  await bar(page).fill('');
  const lines = text.split('\n');
  for (const [i, l] of lines.entries()) {
    await bar(page).fill(`${await bar(page).inputValue()}${l}`);
    await bar(page).press('Enter');
    if (i < lines.length - 1) await expect(bar(page)).toHaveValue(/\n$/);
  }
  await expect(entries(page)).toHaveCount(before + 1);
  await expect(bar(page)).toHaveValue('');
}

test('the write-up’s reproduction typed verbatim on the empty cluster: 0 refused, the victim empties, the fixed key keeps it', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=empty-cluster&m=buggy');
  // Tab completes the command words and the DaemonSet.
  await bar(page).fill('kubectl -n kube-system ex');
  await bar(page).press('Tab');
  await expect(bar(page)).toHaveValue('kubectl -n kube-system exec ');
  await bar(page).fill('kubectl -n kube-system exec ds');
  await bar(page).press('Tab');
  await expect(bar(page)).toHaveValue('kubectl -n kube-system exec ds/cilium ');

  let ip = '';
  for (const unit of REPRO) {
    if (unit.heredocs.length) await typeLines(page, unit.text);
    else
      await type(
        page,
        unit.line.replace(/grep 192\.168\.\d+\.\d+$/, () => `grep ${ip}`),
      );
    const out = lastOutput(page);
    if (unit.line === 'kubectl -n default get svc | grep test') {
      ip = /test-extended\s+ClusterIP\s+(\S+)/.exec((await out.textContent()) ?? '')![1]!;
      // The transcript greps for the ClusterIP the model allocates, which the app allocated too.
      expect(REPRO.at(-1)!.line).toContain(`grep ${ip}`);
    }
    if (unit.line.startsWith('kubectl -n default patch endpointslices test')) {
      await expect(out).toHaveText('endpointslice.discovery.k8s.io/test patched');
    }
  }
  // 0 commands refused or failed: every entry ran as typed.
  await expect(entries(page)).toHaveCount(REPRO.length);
  await expect(log(page).locator('[data-error]')).toHaveCount(0);
  const outputs = await entries(page).allTextContents();
  const at = (line: string, nth = 0) => outputs.filter((o) => o.includes(line))[nth]!;
  const frontends = '-- cilium shell -- db/show frontends | grep test';
  // After the slice patch test-extended still has its backend; after the Service patch it has none.
  expect(at(frontends, 1)).toMatch(/default\/test-extended\s+1\.1\.1\.1:80\/TCP/);
  expect(at(frontends, 2)).toMatch(/default\/test-extended\s+Done/);
  const last = lastOutput(page);
  await expect(last).toContainText(
    new RegExp(
      `${ip.replace(/\./g, '\\.')}:80/TCP \\(0\\)\\s+0\\.0\\.0\\.0:0 \\(\\d+\\) \\(0\\) \\[ClusterIP, non-routable\\]`,
    ),
  );
  await expect(last).not.toContainText(`${ip}:80/TCP (1)`);
  // The panel at the moved playhead says the same.
  await expect(currentLines(page, 'cilium bpf lb list').filter({ hasText: `${ip}:80/TCP (1)` })).toHaveCount(
    0,
  );
  await expect(bpfPanel(page)).toContainText(`${ip}:80/TCP (0)`);

  // The fixed key keeps 1.1.1.1:80 for test-extended: ↑ recalls the last line.
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await bar(page).press('ArrowUp');
  await expect(bar(page)).toHaveValue(
    `kubectl -n kube-system exec ds/cilium -- cilium bpf lb list | grep ${ip}`,
  );
  await bar(page).press('Enter');
  await expect(lastOutput(page)).toContainText(`${ip}:80/TCP (1)    1.1.1.1:80/TCP`);
  expect(errors).toEqual([]);
});

test('exec before the agent is up: kubectl’s error and when it will be ready; apply -f of a missing file opens its YAML box', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=empty-cluster&m=buggy');
  await type(page, 'kubectl -n kube-system exec ds/cilium -- cilium bpf lb list');
  const entry = entries(page).last();
  await expect(entry.locator('pre')).toHaveText(
    'error: unable to upgrade connection: container not found ("cilium-agent")',
  );
  await expect(entry.locator('p')).toContainText('It is up at t = 0.200 s');

  // A file that is not in the session yet: the box is named after it, and Apply saves it and applies it.
  await bar(page).fill('kubectl apply -f web.yaml');
  await bar(page).press('Enter');
  const box = page.getByRole('textbox', { name: 'YAML for web.yaml (saved in this session’s files)' });
  await expect(box).toBeFocused();
  await box.fill(
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  type: NodePort\n  ports:\n  - port: 80\n',
  );
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(entries(page).last()).toContainText('service/web created');
  await expect(entries(page).last().locator('p')).toContainText('Saved web.yaml');
  await type(page, 'ls');
  await expect(lastOutput(page)).toHaveText('web.yaml');
  // The apiserver's allocation: a ClusterIP in the service range and a NodePort in 30000-32767.
  await type(page, 'kubectl get svc web');
  await expect(lastOutput(page)).toContainText(
    /web\s+NodePort\s+192\.168\.\d+\.\d+\s+<none>\s+80:3\d{4}\/TCP/,
  );
  // The change is in the link like any edit.
  await expect(page).toHaveURL(/[#&]c=/);
  expect(errors).toEqual([]);
});

test('command bar on a phone: the box fits, tables keep their columns and scroll sideways, notes wrap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, '/#v=1&p=tke-incident&t=8000');
  await bar(page).scrollIntoViewIfNeeded();
  const run = page.getByRole('button', { name: 'Run', exact: true });
  for (const el of [bar(page), run]) {
    const b = (await el.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    expect(b.height).toBeGreaterThanOrEqual(24);
  }

  await type(page, 'kubectl get endpointslices -n default');
  const table = lastOutput(page);
  await expect(table).toContainText('kubernetes-intranet');
  const geometry = await table.evaluate((el) => ({
    lines: (el.textContent ?? '').split('\n').length,
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  // One row per printed line (a wrapped table breaks its columns), reachable by scrolling sideways.
  expect(geometry.height).toBeLessThan((geometry.lines + 1) * geometry.lineHeight);
  expect(geometry.scrollWidth).toBeGreaterThan(geometry.clientWidth);

  await type(page, 'kubectl annotate svc kubernetes-intranet owner=me --overwrite');
  await expect(entries(page).last()).toContainText('service/kubernetes-intranet annotated');
  const note = entries(page).last().locator('p').last();
  await expect(note).toContainText('re-simulated');
  const [n, l] = [(await note.boundingBox())!, (await log(page).boundingBox())!];
  expect(n.x + n.width).toBeLessThanOrEqual(l.x + l.width);
  expect(errors).toEqual([]);
});

test('command bar: the answer to a command comes into view, at 1280×720 and on a phone', async ({ page }) => {
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await openApp(page, '/#v=1&p=tke-incident&t=90000');
    // The box at the bottom of the window, where a reader scrolling down first meets it.
    await bar(page).evaluate((e) =>
      window.scrollBy(0, e.getBoundingClientRect().bottom - window.innerHeight + 2),
    );
    await type(page, 'cilium bpf lb list');
    const answer = lastOutput(page);
    await expect(answer).toContainText('192.168.60.179:443/TCP (0)');
    await expect(answer).toBeInViewport({ ratio: 0.95 });
  }
});

test('the command engine (parser, commands, YAML) loads when the box is first focused, not with the first view', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await openApp(page, '/#v=1&p=tke-incident&m=buggy');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((u) => /commandEngine/.test(u))).toEqual([]);
  const loaded = page.waitForResponse(/commandEngine/);
  await bar(page).focus();
  // The chunk holds the engine itself (≈ 180 kB): a value import from the bar would move it into the first view.
  expect((await (await loaded).body()).length).toBeGreaterThan(100_000);
});

test.describe('accessibility', () => {
  // axe is injected as a script: the app's CSP would refuse it.
  test.use({ bypassCSP: true });

  test('axe: 0 violations on the Command box with its YAML box, completions, a refusal and help, dark and light, en and 中文', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const found: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      await page.goto('about:blank');
      await openApp(page, `/#v=1&p=empty-cluster&m=buggy&l=${lang}`);
      const box = page.getByRole('textbox', { name: lang === 'en' ? 'Command' : '命令', exact: true });
      for (const line of ['kubectl scale deploy web', 'help kubectl get', 'kubectl apply -f web.yaml']) {
        await box.fill(line);
        await box.press('Enter');
      }
      await box.fill('kubectl d');
      await box.press('Tab');
      await expect(page.locator('#command-yaml')).toBeVisible();
      for (const dark of [true, false]) {
        await page.evaluate((d) => document.documentElement.classList.toggle('dark', d), dark);
        const all = await axeViolations(page);
        found.push(
          ...all.flatMap((v) =>
            v.nodes
              .slice(0, 4)
              .map((n) => `[${lang} ${dark ? 'dark' : 'light'}] ${v.id}: ${n.target} — ${n.summary}`),
          ),
        );
      }
    }
    expect(found).toEqual([]);
  });
});
