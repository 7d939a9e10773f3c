import { expect, test, type Page } from '@playwright/test';
import { REPRO_STEPS, REPRO_YAML } from '../src/scenario/command/reproduction';
import { bpfPanel, currentLines, openApp } from './helpers';

const type = async (page: Page, line: string) => {
  const bar = page.getByRole('textbox', { name: 'Command', exact: true });
  await bar.fill(line);
  await bar.press('Enter');
};
const log = (page: Page) => page.getByRole('region', { name: 'Command line' }).getByRole('log');

test('command bar: the write-up’s minimal reproduction typed step by step, buggy then fixed', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=empty-cluster&m=buggy');
  const bar = page.getByRole('textbox', { name: 'Command', exact: true });
  // Tab completes, and a bad command gets a one-line answer.
  await bar.fill('kubectl -n kube-system ex');
  await bar.press('Tab');
  await expect(bar).toHaveValue('kubectl -n kube-system exec ds/cilium -- cilium-dbg ');
  await type(page, 'kubectl scale deploy web --replicas=3');
  await expect(log(page)).toContainText('“kubectl scale” is real, but the model does not simulate it');

  await type(page, REPRO_STEPS[0]);
  await page.getByRole('textbox', { name: 'YAML for kubectl apply -f -' }).fill(REPRO_YAML);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(log(page)).toContainText('endpointslice.discovery.k8s.io/test-extended created');
  // The change is in the link like any edit.
  await expect(page).toHaveURL(/[#&]c=/);

  await type(page, REPRO_STEPS[1]);
  await expect(log(page)).toContainText('endpointslice.discovery.k8s.io/test patched');
  await type(page, REPRO_STEPS[3]);
  await expect(log(page)).toContainText('service/test-extended annotated');
  await type(page, REPRO_STEPS[4]);
  const row = /192\.168\.92\.25:80\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[ClusterIP, non-routable\]/;
  await expect(log(page).locator('pre').last()).toContainText(row);
  await expect(log(page).locator('pre').last()).not.toContainText('192.168.92.25:80/TCP (1)');
  // The panel at the moved playhead says the same.
  await expect(
    currentLines(page, 'cilium bpf lb list').filter({ hasText: '192.168.92.25:80/TCP (1)' }),
  ).toHaveCount(0);
  await expect(bpfPanel(page)).toContainText('192.168.92.25:80/TCP (0)');

  // History: ↑ recalls the last line; the fixed key keeps test-extended's backend.
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await bar.press('ArrowUp');
  await expect(bar).toHaveValue(REPRO_STEPS[4]);
  await bar.press('Enter');
  await expect(log(page).locator('pre').last()).toContainText('192.168.92.25:80/TCP (1)');
  expect(errors).toEqual([]);
});

test('command bar on a phone: the box fits, tables keep their columns and scroll sideways, notes wrap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, '/#v=1&p=tke-incident&t=8000');
  const bar = page.getByRole('textbox', { name: 'Command', exact: true });
  await bar.scrollIntoViewIfNeeded();
  const run = page.getByRole('button', { name: 'Run', exact: true });
  for (const el of [bar, run]) {
    const b = (await el.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }

  await type(page, 'kubectl get endpointslices -n default');
  const table = log(page).locator('pre').last();
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
  await expect(log(page)).toContainText('service/kubernetes-intranet annotated');
  const note = log(page).locator('p').last();
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
    await page
      .getByRole('textbox', { name: 'Command', exact: true })
      .evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().bottom - window.innerHeight + 2));
    await type(page, 'cilium bpf lb list');
    const answer = log(page).locator('pre').last();
    await expect(answer).toContainText('192.168.60.179:443/TCP (0)');
    await expect(answer).toBeInViewport({ ratio: 0.95 });
  }
});
