import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';
import { incidentWithServices } from '../src/testing/bigIncident';

/**
 * A scenario too large for a link is kept in this browser (IndexedDB) and the address bar names it (`k=`):
 * a reload and a new tab of the same browser show it again, at the same step; a reference this browser does not
 * have says so and opens the default scenario, the editor's draft untouched.
 */
const big = incidentWithServices(10_000);
const count = big.services.length.toLocaleString('en');

/** Waits until the scenario bar shows the big scenario (read and simulated off the page: can take a while). */
const shown = (page: Page) =>
  expect(page.getByRole('heading', { name: big.title, exact: true })).toBeVisible({ timeout: 150_000 });

/** Share says the scenario travels as a file, with its Service count. */
async function sharedAsFile(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status').filter({ hasText: 'travels as a file' })).toContainText(
    `${count} Services`,
  );
  await expect(dialog.getByRole('button', { name: /Download scenario/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('a 10,000-Service file survives a reload and opens in a new tab, at the same step', async ({
  page,
  context,
}) => {
  // Simulating 10,000 Services three times (open, reload, new tab) on a busy machine.
  test.setTimeout(600_000);
  const errors = await openApp(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await page.locator('dialog input[type=file]').setInputFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(big)),
  });
  await shown(page);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await slider.focus();
  await page.keyboard.press('End');
  const step = await slider.getAttribute('aria-valuenow');
  expect(Number(step)).toBeGreaterThan(0);
  // The address bar names the kept scenario (never a ~250,000-character link the app would refuse).
  await expect(page).toHaveURL(new RegExp(`#v=2&k=[0-9a-z]+&m=buggy&t=${step}&`), { timeout: 60_000 });
  expect(page.url().length).toBeLessThan(500);
  await sharedAsFile(page);

  await test.step('reload', async () => {
    await page.reload();
    await shown(page);
    await expect(slider).toHaveAttribute('aria-valuenow', step!);
    await sharedAsFile(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('a new tab of the same browser, at the same address', async () => {
    const tab = await context.newPage();
    await tab.goto(page.url());
    await shown(tab);
    await expect(tab.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', step!);
    await expect(tab.getByRole('alert')).toHaveCount(0);
    await tab.close();
  });
  expect(errors).toEqual([]);
});

test('a reference this browser does not keep says so and opens the default scenario, the draft untouched', async ({
  page,
}) => {
  const key = 'nonroutable.draft.other-tab';
  const draft = JSON.stringify({
    format: 'nonroutable-draft',
    version: 2,
    tab: 'other-tab',
    savedAt: 1_700_000_000_000,
    open: false,
    shown: '',
    draft: { version: 1, title: 'Work in progress', services: [], endpointSlices: [], events: [] },
  });
  await page.addInitScript(({ key, draft }) => localStorage.setItem(key, draft), { key, draft });
  const errors = await openApp(page, '/#v=2&k=gone1234&m=fixed&t=3000&l=en');
  await expect(page.getByRole('alert').first()).toContainText(
    'kept only in the browser that opened it, and this browser does not have it',
  );
  await expect(page.getByRole('heading', { name: big.title, exact: true })).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(draft);
  expect(errors).toEqual([]);
});
