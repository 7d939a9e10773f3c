import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

const slider = (page: Page) => page.getByRole('slider', { name: 'Timeline' });

/** The seconds written on the timeline's axis (e.g. "12.5 s"). */
async function axisSeconds(page: Page): Promise<number[]> {
  const texts = await slider(page).locator('svg text').allTextContents();
  return texts.filter((t) => /^\d+(\.\d+)? s$/.test(t)).map((t) => parseFloat(t));
}

test('zoom: in narrows the visible span around the playhead, out and "Show all" widen it back', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=60000');
  const span = async () => {
    const s = await axisSeconds(page);
    return Math.max(...s) - Math.min(...s);
  };
  const full = await span();
  expect(full).toBeGreaterThan(150);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(span).toBeLessThan(full / 3);
  const seconds = await axisSeconds(page);
  expect(Math.min(...seconds)).toBeLessThanOrEqual(60);
  expect(Math.max(...seconds)).toBeGreaterThanOrEqual(60); // the playhead stays in view
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(span).toBeGreaterThan(full / 3);
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect.poll(span).toBe(full);
  await expect(page.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
});

test('speed: at 64× one second of play covers about 64 s of the run', async ({ page }) => {
  await page.clock.install();
  await openApp(page);
  // Stop the clock: from here on only runFor moves time, so the distance played is exact.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  // Real-time pacing: play moves in proportion to simulated time (story pacing dwells on each beat).
  await page.getByRole('radio', { name: 'Real time' }).click();
  const speed = page.getByRole('slider', { name: 'Speed' });
  await expect(speed).toHaveAttribute('aria-valuetext', '4×');
  await speed.fill('6');
  await expect(speed).toHaveAttribute('aria-valuetext', '64×');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const at = Number(await slider(page).getAttribute('aria-valuenow'));
  // One second of play: ~64 s of simulated time at 64× (4 s at the default speed).
  expect(at).toBeGreaterThan(50_000);
  expect(at).toBeLessThanOrEqual(64_000);
});

test('theme: light and dark switch the page, go into the link and survive a reload', async ({ page }) => {
  // The first theme follows the system's preference: start from a dark system, so the link must win.
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(2, 6, 23)',
  );
  await page.keyboard.press('ArrowRight'); // any change writes the address bar
  await expect(page).toHaveURL(/th=light/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('transcript: every event so far, in order, growing with the playhead', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByText('Transcript (every event so far)').click();
  const items = page.getByRole('region', { name: 'Transcript (every event so far)' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('cilium-agent');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(items).toHaveCount(4);
  await expect(items.last()).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('End');
  const total = Number((await slider(page).getAttribute('aria-valuetext'))!.match(/of (\d+)/)![1]);
  await expect(items).toHaveCount(total);
  await expect(items.last()).toContainText('connects to 192.168.92.25:80/TCP: it fails at once with EPERM');
});

test('objects panel: the YAML diff of the step that emptied the slice', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=8000');
  const objects = page.getByRole('region', { name: 'Kubernetes objects' });
  await expect(objects).toContainText('endpointslice/default/test');
  const diff = objects.locator('pre').first();
  await expect(diff).toContainText('- - addresses:');
  await expect(diff).toContainText('+ endpoints: []');
  await expect(diff).toContainText('resourceVersion: "'); // quoted: a string, as kubectl prints it
  await page.keyboard.press('ArrowRight'); // the agent's watch event: no object changes
  await expect(objects).toContainText('No object changed at this step.');
  await expect(objects.locator('pre')).toHaveCount(0); // no diff, and the full listing renders only when opened
  await objects.getByText('kubectl get svc,endpointslices -A -o yaml').click();
  await expect(objects.locator('pre')).toHaveCount(1);
  await expect(objects.locator('pre')).toContainText('kind: EndpointSlice');
});

test('key inspector: the buggy lookup prefix matches the victim’s key, the fixed one does not', async ({
  page,
}) => {
  await openApp(page);
  const inspector = page.getByRole('region', { name: 'Key inspector' });
  await expect(inspector.getByLabel('Name A', { exact: true })).toHaveValue('default/kubernetes');
  await expect(inspector.getByLabel('Name B', { exact: true })).toHaveValue('default/kubernetes-intranet');
  await expect(inspector).toContainText('Buggy key: ✗ taken: released too');
  await expect(inspector).toContainText('Fixed key: ✓ kept: no match');
  const prefixes = inspector.getByRole('list', { name: 'lookup prefix' });
  await expect(prefixes.first().getByRole('listitem')).toHaveCount(18); // "default/kubernetes"
  await expect(prefixes.nth(1).getByRole('listitem')).toHaveCount(19); // … + 0x20
  await expect(prefixes.nth(1).getByRole('listitem').last()).toHaveText('␣20');
});

test('JSON export and import: the file round-trips the edited scenario', async ({ page }, info) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  await page.getByLabel('title', { exact: true }).fill('Exported');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '⬇ Export JSON' }).click();
  const file = info.outputPath('exported.json');
  await (await download).saveAs(file);
  expect((await download).suggestedFilename()).toBe('exported.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  expect(json).toMatchObject({ version: 2, title: 'Exported' });
  json.title = 'Re-imported';
  json.endpointSlices[1].endpoints = ['2.2.2.2'];
  await page.getByLabel('Import JSON…').setInputFiles({
    name: 'edited.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(json)),
  });
  await expect(page.getByLabel('title', { exact: true })).toHaveValue('Re-imported');
  await page.keyboard.press('End');
  await expect(page.getByRole('region', { name: 'cilium bpf lb list', exact: true })).toContainText(
    '192.168.92.25:80/TCP (1)',
  );
  await page.getByLabel('Import JSON…').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version": 1,'),
  });
  await expect(page.getByRole('alert')).toContainText(
    'The file broken.json is not a scenario: $: is not valid JSON',
  );
});

test('scenario bar: on a phone the summary goes under the title instead of into a thin column beside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // 中文's title is short enough to leave a sliver of the line beside it.
  for (const path of ['/#v=1&p=tke-incident&l=zh', '/#v=1&p=tke-incident']) {
    await openApp(page, path);
    const title = await page
      .locator('#root main h2')
      .filter({ hasText: 'kubernetes-intranet' })
      .first()
      .boundingBox();
    const summary = await page
      .locator('#root main h2:has-text("kubernetes-intranet") + p')
      .first()
      .boundingBox();
    expect(title && summary).toBeTruthy();
    expect(summary!.y).toBeGreaterThanOrEqual(title!.y + title!.height - 1);
    expect(summary!.width).toBeGreaterThan(300);
  }
});

test('compare on a phone: each run’s cilium bpf lb list shows its backend column without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/#v=1&p=tke-incident&m=compare&t=36001');
  for (const run of ['buggy', 'fixed']) {
    const out = page.getByRole('region', { name: `cilium bpf lb list (${run})`, exact: true });
    const pre = out.locator('pre');
    await expect(pre).toContainText('0.0.0.0:0 (5) (0) [LoadBalancer]');
    // Nothing to scroll sideways to: the backend column (count, slot, flags) is inside the box.
    const { scroll, client } = await pre.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(scroll, run).toBeLessThanOrEqual(client);
  }
  // The victim's entry and its count-0 master entry both show, the latter under it, indented.
  const line = page
    .getByRole('region', { name: 'cilium bpf lb list (buggy)', exact: true })
    .locator('pre > span')
    .filter({ hasText: '10.15.1.8:443/TCP (0)' });
  const [entry, backend] = await Promise.all([line.boundingBox(), line.locator('span').boundingBox()]);
  expect(backend!.y).toBeGreaterThan(entry!.y + 5);
  expect(backend!.x + backend!.width).toBeLessThanOrEqual(390);
});

test('compare: its narration says what each run did, and at the first divergence (d) which byte parts the keys', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=tke-incident&m=compare&t=5000');
  const narration = page.getByRole('region', { name: 'Narration', exact: true });
  // Before the runs part, one line tells what both did.
  await expect(narration).toContainText('Both keys:');
  await page.keyboard.press('d');
  await expect(narration).toContainText(
    'The runs part at byte 19: 20 (␣) in the fixed lookup prefix, 2d (-) in default/kubernetes-intranet',
  );
  await expect(narration).toContainText('… 65 73');
  // Compact above the stages, so both stages still start well inside a 1280×720 window.
  expect((await narration.boundingBox())!.height).toBeLessThan(100);
  for (const name of ['✗ Buggy key', '✓ Fixed key'])
    expect((await page.getByRole('region', { name, exact: true }).boundingBox())!.y).toBeLessThan(400);
  // Each run's line is one press away.
  const buggyLine = narration.getByText('Buggy key:', { exact: false });
  await expect(buggyLine).not.toBeInViewport();
  await narration.getByRole('button', { name: 'Full text' }).click();
  await expect(buggyLine).toBeInViewport();
  await expect(narration.getByRole('button', { name: 'Shorter' })).toHaveAttribute('aria-expanded', 'true');
  // 中文, and on a phone: the same bytes, still on screen.
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const zh = page.getByRole('region', { name: '解说', exact: true });
  await expect(zh).toContainText('两次运行在第 19 个字节出现分歧：修复后的查找前缀在这里是 20（␣）');
  await expect(zh).toContainText('2d（-）');
  await expect(zh.getByText('两次运行在第 19 个字节')).toBeInViewport();
});
