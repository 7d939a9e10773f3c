import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

/** Opens a page whose scripts never load: what a visitor sees before the app's JavaScript has arrived. */
async function beforeTheApp(page: Page, path = '/') {
  await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
  await page.goto(path);
}

const copy = (page: Page) => page.locator('#prerender');

test('the first view paints before the JavaScript: inert, hidden from assistive technology, themed', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await beforeTheApp(page);
  await expect(copy(page)).toBeVisible();
  await expect(copy(page)).toHaveAttribute('inert', '');
  await expect(copy(page)).toHaveAttribute('aria-hidden', 'true');
  // The explainer is there to read: the intro, the stage and the first step's narration…
  await expect(copy(page).getByText('What happened, in three sentences')).toBeVisible();
  await expect(copy(page).locator('#stage svg')).toBeVisible();
  await expect(copy(page).getByText('starts on the node.').first()).toBeVisible();
  // …but it is a picture of the app, not the app: no control is offered to a screen reader or the keyboard.
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // The head's boot script followed the system's light theme.
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('a link opens what it says: the copy of the default view never shows', async ({ page }) => {
  await beforeTheApp(page, '/#v=1&p=minimal-repro');
  await expect(copy(page)).toBeAttached();
  await expect(copy(page)).toBeHidden();
});

test('a reader who closed the intro does not see it again, even before the app loads', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('nonroutable.intro.v1', '1'));
  await beforeTheApp(page);
  await expect(copy(page).locator('#stage svg')).toBeVisible();
  await expect(copy(page).getByText('What happened, in three sentences')).toBeHidden();
});

test('the app replaces the copy: one set of controls, the copy gone', async ({ page }) => {
  const errors = await openApp(page);
  await expect(copy(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(1);
  await expect(page.locator('#stage')).toHaveCount(1);
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '0');
  expect(errors).toEqual([]);
});
