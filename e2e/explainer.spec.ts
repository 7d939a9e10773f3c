import { expect, test, type Page } from '@playwright/test';
import { bpfPanel, currentLines, openApp, playToEnd } from './helpers';

test('renders the model: the BPF panel shows the incident cluster after start-up', async ({ page }) => {
  const errors = await openApp(page);
  await page.keyboard.press('Shift+ArrowRight'); // chapter 1: steady state
  await expect(bpfPanel(page)).toContainText('192.168.60.179:443/TCP (1)');
  await expect(bpfPanel(page)).toContainText('169.254.128.7:60002/TCP');
  expect(errors).toEqual([]);
});

test('play to the end with the buggy key: the intranet entries have no backend slots', async ({ page }) => {
  test.setTimeout(120_000); // the whole story at the reader's pace (fake clock)
  await page.clock.install();
  await openApp(page);
  await playToEnd(page); // story pacing: about 6 minutes at the reader's pace, and a Continue at each key moment
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible(); // stopped at the end
  // The agent container is crash-looping by now: `kubectl exec` into it fails.
  await expect(bpfPanel(page)).toContainText('container not found ("cilium-agent")');
  await expect(page.getByRole('region', { name: 'curl', exact: true })).toContainText(
    'Operation not permitted',
  );
  // Back at the failing connect the agent still runs, and its map shows the empty entries.
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const bpf = bpfPanel(page);
  await expect(bpf).toContainText('10.15.1.8:443/TCP (0)');
  await expect(
    currentLines(page, 'cilium bpf lb list').filter({ hasText: '192.168.60.179:443/TCP (1)' }),
  ).toHaveCount(0);
  await expect(bpf).toContainText('[ClusterIP, non-routable]');
});

test('play to the end with the fixed key: the intranet ClusterIP keeps its backend slot', async ({
  page,
}) => {
  test.setTimeout(120_000); // the whole story at the reader's pace (fake clock)
  await page.clock.install();
  await openApp(page);
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await playToEnd(page);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(bpfPanel(page)).toContainText('192.168.60.179:443/TCP (1)');
  await expect(bpfPanel(page)).toContainText('10.15.1.8:443/TCP (1)');
  await expect(page.getByRole('region', { name: 'curl', exact: true })).toContainText('HTTP/2 401');
});

test('the fixed key keeps the moment and the backend', async ({ page }) => {
  await openApp(page);
  await page.keyboard.press('End');
  const slider = page.getByRole('slider', { name: 'Timeline' });
  const before = await slider.getAttribute('aria-valuenow');
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await expect(page.getByRole('radio', { name: 'Fixed key' })).toHaveAttribute('aria-checked', 'true');
  await expect(bpfPanel(page)).toContainText('192.168.60.179:443/TCP (1)');
  await expect(currentLines(page, 'curl').filter({ hasText: 'Operation not permitted' })).toHaveCount(0);
  // Exactly the same moment, not merely one near the end.
  await expect(slider).toHaveAttribute('aria-valuenow', before!);
  expect(Number(before)).toBeGreaterThan(100_000);
});

test('keyboard only: step forwards and backwards, chapters, toggle with k (never b), help with ?', async ({
  page,
}) => {
  await openApp(page);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', /Step 3 of/);
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', /Step 2 of/);
  await page.keyboard.press('PageDown');
  await expect(slider).toHaveAttribute('aria-valuetext', /Step 3 of/);
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  const narration = page.getByRole('region', { name: 'Narration' });
  await expect(narration).toContainText('4. Prefix-matched release');
  await expect(narration).toContainText('backendRelease(169.254.128.7:60002/TCP, default/kubernetes)');
  await expect(narration).toContainText('✗ default/kubernetes-intranet');
  // `b` is what clickers send for "blank screen": it must not swap the key in front of an audience.
  await page.keyboard.press('b');
  await expect(page.getByRole('radio', { name: 'Buggy key' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('k');
  await expect(page.getByRole('radio', { name: 'Fixed key' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toContainText('Toggle buggy / fixed key');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('language switch: 简体中文 narration and back', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('radio', { name: '修复后的 key' })).toBeVisible();
  await expect(page.getByRole('slider', { name: '时间线' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('radio', { name: 'Fixed key' })).toBeVisible();
});

test('compare view: both runs side by side and the first divergence', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Compare' }).click();
  await page.getByRole('button', { name: /Jump to first divergence/ }).click();
  const buggy = page.getByRole('region', { name: 'cilium bpf lb list (buggy)' });
  const fixed = page.getByRole('region', { name: 'cilium bpf lb list (fixed)' });
  await expect(buggy).toBeVisible();
  await expect(fixed).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '32500');
  await page.keyboard.press('End');
  await expect(fixed).toContainText('192.168.60.179:443/TCP (1)');
  await expect(buggy).not.toContainText('192.168.60.179:443/TCP (1)');
});

test('a glossary term in the intro opens its definition, in English and in 中文', async ({ page }) => {
  await openApp(page);
  const intro = page.getByRole('region', { name: 'What happened, in three sentences' });
  await intro.getByRole('button', { name: 'EndpointSlice', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Glossary' });
  await expect(dialog.locator('[data-term="endpointSlice"]')).toContainText(
    'A Kubernetes object that lists the addresses and ports behind a Service.',
  );
  await page.keyboard.press('Escape');
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&l=zh');
  await page.getByRole('button', { name: 'EndpointSlice', exact: true }).first().click();
  await expect(
    page.getByRole('dialog', { name: '术语表' }).locator('[data-term="endpointSlice"]'),
  ).toContainText('列出某个 Service 背后地址和端口的 Kubernetes 对象。');
});

test('a 1280×720 window with the intro card still shows the node on the stage above the sticky timeline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=36000');
  await expect(page.getByRole('region', { name: 'What happened, in three sentences' })).toBeVisible();
  const node = page
    .locator('#stage svg text')
    .filter({ hasText: /^node 10\.15\.0\.4/ })
    .first();
  const [nodeBox, timeline] = await Promise.all([
    node.boundingBox(),
    page.locator('#timeline').boundingBox(),
  ]);
  expect(nodeBox && timeline).toBeTruthy();
  expect(nodeBox!.y + nodeBox!.height).toBeLessThanOrEqual(timeline!.y);
});

/** Where the victim's three count-0 rows are on the stage, against the sticky timeline's top edge. */
async function victimRows(page: Page) {
  return page.evaluate(() => {
    const rows = ['0.0.0.0:30965/TCP', '10.15.1.8:443/TCP', '192.168.60.179:443/TCP'].map((a) =>
      document.querySelector(`#stage [data-address="${a}"]`)!.getBoundingClientRect(),
    );
    return {
      top: Math.min(...rows.map((r) => r.top)),
      bottom: Math.max(...rows.map((r) => r.bottom)),
      timeline: document.getElementById('timeline')!.getBoundingClientRect().top,
    };
  });
}

test('1280×720: stepping to the moment the victim’s BPF entries go to count 0 brings those rows into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=35737');
  // Before the moment the rows are below the fold, under the sticky timeline (with the intro card shown).
  const before = await victimRows(page);
  expect(before.bottom).toBeGreaterThan(before.timeline);
  await page.keyboard.press('ArrowRight'); // the flush: the intranet frontends lose their backends
  await page.keyboard.press('ArrowRight'); // the BPF reconciler writes count 0
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', /^36\.0 s/);
  await expect
    .poll(async () => {
      const r = await victimRows(page);
      return r.top >= 0 && r.bottom <= r.timeline;
    })
    .toBe(true);
});

test('1280×720: a reader scrolled down to the command outputs is not pulled back to the stage', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=35737');
  await page
    .getByRole('region', { name: 'curl', exact: true })
    .evaluate((e) => e.scrollIntoView({ block: 'start' }));
  expect((await victimRows(page)).bottom).toBeLessThan(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuetext', /^36\.0 s/);
  await page.waitForTimeout(600);
  // The stage stays above the window (the outputs' own changes may still move the page a little).
  expect((await victimRows(page)).bottom).toBeLessThan(0);
});
