import { expect, test, type Page } from '@playwright/test';
import { scaleLinkHash } from '../bench/uiScale';
import { openApp } from './helpers';

// The incident plus 1,998 Services: simulated off the page's thread (a 62 kB link).
const BIG = `#${scaleLinkHash(1998, 40_000)}`;
const region = (page: Page) => page.getByRole('region', { name: 'Simulation', exact: true });

/** Holds the simulation worker's script until `release()`, so the in-between state can be looked at. */
async function holdWorker(page: Page) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/simWorker-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

test('a link to a large cluster paints at once, shows progress, then opens at its moment', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const release = await holdWorker(page);
  await page.goto(`/${BIG}`);
  await expect(region(page)).toBeVisible();
  await expect(region(page).getByRole('heading')).toHaveText(/^Opening “TKE incident.* \+ 1998 Services”$/);
  await expect(region(page).getByRole('status')).toHaveText(
    /2001 Services, 2000 EndpointSlices · simulating/,
  );
  await expect(region(page).getByRole('progressbar', { name: 'Simulation progress' })).toBeVisible();
  // Nothing of another scenario is shown meanwhile, and the address bar keeps the link.
  await expect(page.locator('#stage')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe(BIG);
  release();
  await expect(page.locator('#stage')).toBeVisible();
  await expect(region(page)).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '40000');
  await expect(page.locator('#stage')).toContainText('apps/app-0');
  expect(errors).toEqual([]);
});

/**
 * Lets the first simulation worker's script load and holds the second one's until `release()`. Workers are
 * created with the key to show first, so the held one is the other key's (the link's key shows meanwhile).
 */
async function holdSecondWorker(page: Page) {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  let seen = 0;
  await page.route(/simWorker-[^/]*\.js$/, async (route) => {
    if (++seen > 1) await held;
    await route.continue();
  });
  return () => release();
}

test('a link to a large cluster shows its key while the other key is simulated; a toggle meanwhile waits and says so', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const release = await holdSecondWorker(page);
  await page.goto(`/${BIG}`);
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await expect(slider).toHaveAttribute('aria-valuenow', '40000');
  await expect(page.locator('#stage')).toContainText('apps/app-0');
  await expect(region(page)).toHaveCount(0);
  const buggy = page.getByRole('radio', { name: 'Buggy key' });
  const fixed = page.getByRole('radio', { name: 'Fixed key' });
  await expect(buggy).toHaveAttribute('aria-checked', 'true');
  // The fixed key's run is still being simulated: asking for it says so and keeps the buggy view (never a
  // stand-in), and the address bar keeps the link.
  await page.keyboard.press('k');
  await expect(region(page).getByRole('status')).toHaveText(
    'Fixed key: its run is still being simulated. It opens here as soon as it is in.',
  );
  await expect(
    region(page).getByRole('progressbar', { name: 'Simulation progress (Fixed key)' }),
  ).toBeVisible();
  await expect(buggy).toHaveAttribute('aria-checked', 'true');
  await expect(fixed).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('#stage')).toBeVisible();
  expect(new URL(page.url()).hash).toBe(BIG);
  release();
  // Once it is in, the key asked for opens at the same moment.
  await expect(fixed).toHaveAttribute('aria-checked', 'true');
  await expect(region(page)).toHaveCount(0);
  await expect(slider).toHaveAttribute('aria-valuenow', '40000');
  await expect.poll(() => new URL(page.url()).hash).toContain('&m=fixed&');
  expect(errors).toEqual([]);
});

test('Cancel keeps the scenario that was shown, says so, and the page stays usable', async ({ page }) => {
  const errors = await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=12000');
  const release = await holdWorker(page);
  await page.evaluate((hash) => (window.location.hash = hash), BIG);
  await expect(region(page)).toBeVisible();
  await region(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  release();
  await expect(region(page)).toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('Stopped simulating “TKE incident');
  await expect(page.getByRole('alert')).toContainText('Still showing “Minimal reproduction');
  await expect(page.locator('#stage')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '12000');
  // The cancelled job never lands later.
  await page.waitForTimeout(1500);
  await expect(page.locator('#stage')).not.toContainText('apps/app-0');
  expect(errors).toEqual([]);
});

test('an embedded large cluster shows only its progress until it is ready', async ({ page }) => {
  const release = await holdWorker(page);
  await page.goto(`/${BIG}&e=1`);
  await expect(region(page)).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveCount(0);
  release();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '40000');
  await expect(region(page)).toHaveCount(0);
});

test('at scale the stage offers "Filter services": it narrows the stage to matching Services and says how many', async ({
  page,
}) => {
  // 60 more Services: simulated in the page, folded on the stage.
  await openApp(page, `/#${scaleLinkHash(60)}`);
  const stage = page.locator('#stage svg[data-font]');
  const box = page.getByRole('searchbox', { name: 'Filter services' });
  await expect(stage).toContainText('default/kubernetes-intranet');
  await expect(stage).not.toContainText('apps/app-42');
  await box.fill('app-42');
  await expect(page.getByRole('status').filter({ hasText: 'Services match' })).toHaveText(
    '1 of 63 Services matches',
  );
  await expect(stage).toContainText('apps/app-42');
  await expect(stage).not.toContainText('default/kubernetes-intranet');
  // Typing in the box does not drive the player.
  await box.press('Space');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await box.fill('nothing-like-this');
  await expect(page.getByText('No Service matches “nothing-like-this”')).toBeVisible();
  await box.fill('');
  await expect(stage).toContainText('default/kubernetes-intranet');
});
