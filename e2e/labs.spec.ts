import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { splitScript } from '../src/scenario/command/shell/splitScript';
import { labsEn } from '../src/ui/i18n/labs/en';
import { labsZh } from '../src/ui/i18n/labs/zh';
import { openApp } from './helpers';

const dock = (page: Page) => page.locator('[data-labs-dock]');
const bar = (page: Page) => page.getByRole('textbox', { name: 'Command', exact: true });
const type = async (page: Page, line: string) => {
  await bar(page).fill(line);
  await bar(page).press('Enter');
};
const status = (page: Page) => dock(page).locator('[data-lab-status]');

/** The write-up's reproduction, command by command (a here-document is one command), as the lab's solution. */
const REPRO = splitScript(
  readFileSync(
    new URL('../src/scenario/command/transcripts/writeup-reproduction.txt', import.meta.url),
    'utf8',
  ),
).map((u) => u.text);
const step = (start: string) => REPRO.find((l) => l.startsWith(start))!;
/**
 * Every lab has its text in each language (a unit test holds the catalogs to the registry, which e2e cannot
 * import: its first lab's solution is the transcript file, which only Vite reads).
 */
const LAB_COUNT = Object.keys(labsEn.labs).length;

test('Labs lists the labs; the first, solved by typing its solution, is marked done and stays so after a reload', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=tke-incident&m=buggy');
  await page.getByRole('button', { name: 'Labs', exact: true }).click();
  const items = dock(page).locator('[data-lab]');
  await expect(items).toHaveCount(LAB_COUNT);
  expect(LAB_COUNT).toBeGreaterThanOrEqual(6);
  await expect(items.first()).toContainText('not solved yet');
  await items.first().click();
  await expect(dock(page).getByRole('heading', { name: /Reproduce the minimal case/ })).toBeVisible();
  // The lab starts on its own cluster, and says the goal is not met yet.
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('empty-cluster');
  await expect(status(page)).toHaveAttribute('data-lab-status', 'open');
  await expect(page).toHaveURL(/&lab=minimal-case&/);

  // Typed as the write-up types it: the YAML saved with a here-document, then applied from the file.
  await type(page, step("cat <<'EOF' > test.yaml"));
  await type(page, 'kubectl apply -f test.yaml');
  await expect(page.getByRole('log')).toContainText('endpointslice.discovery.k8s.io/test-extended created');
  await type(page, step('kubectl -n default patch endpointslices test'));
  await expect(page.getByRole('log')).toContainText('endpointslice.discovery.k8s.io/test patched');
  await expect(status(page)).toHaveAttribute('data-lab-status', 'open');
  await type(page, step('kubectl -n default patch service test-extended'));
  await expect(page.getByRole('log')).toContainText('service/test-extended patched');
  await expect(status(page)).toHaveText(labsEn.status.done);
  await expect(dock(page).getByRole('button', { name: /Next lab/ })).toBeVisible();

  await dock(page).getByRole('button', { name: labsEn.back }).click();
  await expect(items.first()).toContainText('✓ solved');
  await expect(dock(page)).toContainText('1 of 6 solved');
  await page.reload();
  await expect(page.locator('[role=slider][aria-valuemax]')).toBeVisible();
  // The link kept the dock on the lab; its list shows the progress kept in the browser.
  await dock(page).getByRole('button', { name: labsEn.back }).click();
  await expect(dock(page).locator('[data-lab]').first()).toContainText('✓ solved');
  expect(errors).toEqual([]);
});

test('a wrong attempt says what is missing and shows the second hint; the hint and solution are there on request', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=tke-incident&m=buggy');
  await page.getByRole('button', { name: 'Labs', exact: true }).click();
  await dock(page)
    .getByRole('button', { name: /Heal without the fix/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
  await expect(dock(page).locator('[data-lab-hint="2"]')).toHaveCount(0);
  await dock(page).getByRole('button', { name: labsEn.showHint }).click();
  await expect(dock(page).locator('[data-lab-hint="1"]')).toContainText('refreshes its frontends');

  // Refreshing the victim again is the classic wrong move: the instance is gone from the table.
  await type(page, 'kubectl annotate svc test-extended test=2 --overwrite');
  await expect(dock(page).locator('[data-lab-miss]')).toHaveAttribute('data-lab-miss', 'stillBroken');
  await expect(dock(page).locator('[data-lab-miss]')).toContainText('test-extended is still blackholed');
  await expect(dock(page).locator('[data-lab-hint="2"]')).toContainText('Change the EndpointSlice');

  // The model solution: Run sends its line through the Command box, and the goal is met.
  await dock(page).getByRole('button', { name: labsEn.showSolution }).click();
  await dock(page)
    .getByRole('button', { name: /^Run: kubectl patch endpointslices test-extended/ })
    .click();
  await expect(page.getByRole('log')).toContainText('endpointslice.discovery.k8s.io/test-extended patched');
  await expect(status(page)).toHaveText(labsEn.status.done);
  await expect(dock(page).locator('[data-lab-hint="2"]')).toHaveCount(0);
  // Paste puts a line in the box for the reader to send.
  await dock(page).getByRole('button', { name: 'Paste: cilium-dbg bpf lb list' }).click();
  await expect(bar(page)).toHaveValue('cilium-dbg bpf lb list');
  await expect(bar(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('a link opens its lab (keeping a shared attempt); an unknown lab is said, above the list', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&lab=fewest-writes');
  await expect(dock(page).getByRole('heading', { name: /Fewest writes/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lab: break orders-api' })).toBeVisible();
  // The lab's cluster is a preset the list does not offer; after a write the link carries the scenario.
  await expect(page).toHaveURL(/[#&]p=lab-orders&.*&lab=fewest-writes&/);
  await type(page, `kubectl patch endpointslices orders -p '{"endpoints": []}'`);
  await expect(dock(page).locator('[data-lab-miss]')).toHaveAttribute('data-lab-miss', 'targetHealthy');
  await expect(page).toHaveURL(/[#&]c=.*&lab=fewest-writes&/);
  const shared = page.url();

  await page.goto('about:blank');
  await openApp(page, shared.replace(/^.*#/, '/#'));
  await expect(dock(page).getByRole('heading', { name: /Fewest writes/ })).toBeVisible();
  await type(page, 'kubectl annotate svc orders-api lab=1');
  await expect(status(page)).toHaveText(labsEn.status.done);

  await page.goto('about:blank');
  await openApp(page, '/#v=1&p=tke-incident&lab=no-such-lab');
  await expect(dock(page).getByRole('alert')).toHaveText(
    'No lab is called “no-such-lab”. Pick one from the list.',
  );
  await expect(dock(page).locator('[data-lab]')).toHaveCount(LAB_COUNT);
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('tke-incident');
  expect(errors).toEqual([]);
});

test('predict, then prove: wrong ticks are counted as an attempt; the model’s answer moves on to the proof', async ({
  page,
}) => {
  await openApp(page, '/#v=1&lab=predict-prove');
  const form = dock(page).getByRole('group', { name: labsEn.predict.legend });
  await form.getByRole('checkbox', { name: 'default/ap', exact: true }).check();
  await form.getByRole('button', { name: labsEn.predict.check }).click();
  await expect(dock(page).locator('[data-lab-miss]')).toContainText('disagrees with you on 4 of the seven');
  await expect(dock(page).locator('[data-lab-hint="2"]')).toBeVisible();
  await form.getByRole('checkbox', { name: 'default/ap', exact: true }).uncheck();
  for (const n of ['default/api-gateway', 'default/apiserver-proxy', 'default/api-internal'])
    await form.getByRole('checkbox', { name: n, exact: true }).check();
  await form.getByRole('button', { name: labsEn.predict.check }).click();
  await expect(form).toContainText(labsEn.predict.right);
  await expect(dock(page).locator('[data-lab-miss]')).toHaveAttribute('data-lab-miss', 'sliceNotEmptied');
  // The ticks close once the cluster changes.
  await type(page, `kubectl patch endpointslices api -p '{"endpoints": []}'`);
  await expect(form.getByRole('checkbox', { name: 'default/web', exact: true })).toBeDisabled();
  await expect(dock(page).locator('[data-lab-miss]')).toContainText('(3 left)');
});

test('progress cannot be kept when storage is blocked: the labs still work and say so', async ({ page }) => {
  await page.addInitScript(() => {
    const no = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    Storage.prototype.getItem = no;
    Storage.prototype.setItem = no;
  });
  const errors = await openApp(page, '/#v=1&lab=fixed-key-keeps');
  await expect(
    dock(page).getByRole('status').filter({ hasText: 'progress will not be saved' }),
  ).toBeVisible();
  await dock(page).getByRole('button', { name: labsEn.showSolution }).click();
  await dock(page).getByRole('button', { name: 'Run: restart apiserver' }).click();
  await expect(dock(page).locator('[data-lab-miss]')).toHaveAttribute('data-lab-miss', 'lookFixed');
  await dock(page).getByRole('button', { name: labsEn.view.fixed }).click();
  await expect(status(page)).toHaveText(labsEn.status.done);
  await dock(page).getByRole('button', { name: labsEn.back }).click();
  await expect(dock(page).locator('[data-lab="fixed-key-keeps"]')).toContainText('✓ solved');
  expect(errors).toEqual([]);
});

test('on a phone in 中文: the lab is a sheet with its goal in view, and the Command box stays usable above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await openApp(page, '/#v=1&l=zh&lab=heal-without-fix');
  const sheet = dock(page);
  await expect(sheet.getByRole('heading', { name: /不升级也能修复/ })).toBeVisible();
  // The header's button keeps an accessible name in the reader's language, like Tour and Scan.
  await expect(page.getByRole('button', { name: '练习', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const goal = sheet.getByText(labsZh.labs['heal-without-fix']!.goal.slice(0, 12));
  await expect(goal).toBeInViewport();
  await sheet.getByRole('button', { name: labsZh.toCommand }).click();
  const input = page.getByRole('textbox', { name: '命令', exact: true });
  await expect(input).toBeFocused();
  const [box, top] = [await input.boundingBox(), (await sheet.boundingBox())!.y];
  expect(box!.y + box!.height).toBeLessThanOrEqual(top);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.type('kubectl -n kube-system rollout restart ds/cilium');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(labsZh.status.done);
  // Every button of the sheet is at least 24 px tall (a touch target); glossary terms are words in a sentence.
  for (const b of await sheet.locator('button:not(.term-link)').all())
    expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  expect(errors).toEqual([]);
});

test('keyboard only: open Labs, a lab, its hint, the Command box, and back to the list', async ({ page }) => {
  const errors = await openApp(page, '/#v=1&p=tke-incident&m=buggy');
  /** Presses Tab until the focused element is the button named `name` (at most 30 times). */
  const tabTo = async (name: string) => {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement;
        return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
      });
      if (label.startsWith(name)) return;
    }
    throw new Error(`Tab never reached ${name}`);
  };
  await page.getByRole('button', { name: 'Labs', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dock(page)).toBeFocused();
  await tabTo('1.');
  await page.keyboard.press('Enter');
  await expect(dock(page).getByRole('heading', { name: /Reproduce the minimal case/ })).toBeFocused();
  await tabTo(labsEn.showHint);
  await page.keyboard.press('Enter');
  await expect(dock(page).locator('[data-lab-hint="1"]')).toBeVisible();
  await tabTo(labsEn.toCommand);
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeFocused();
  await page.keyboard.type(step('kubectl -n default patch endpointslices test'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log')).toContainText('endpointslices.discovery.k8s.io "test" not found');
  // Back to the list: focus lands on it, not at the top of the page.
  await dock(page).getByRole('button', { name: labsEn.back }).focus();
  await page.keyboard.press('Enter');
  await expect(dock(page).locator('[data-lab="minimal-case"]')).toBeFocused();
  expect(errors).toEqual([]);
});

test('a pasted solution step with a here-document lands in the Command box whole, and runs as typed', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&lab=minimal-case');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('empty-cluster');
  await dock(page).getByRole('button', { name: labsEn.showSolution }).click();
  const first = REPRO[0]!;
  await dock(page)
    .getByRole('button', { name: `Paste: ${first.split('\n')[0]}` })
    .click();
  await expect(bar(page)).toHaveValue(first);
  await bar(page).press('End');
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await type(page, 'ls');
  await expect(page.getByRole('log')).toContainText('test.yaml');
  expect(errors).toEqual([]);
});
