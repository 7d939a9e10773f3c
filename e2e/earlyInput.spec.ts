import { expect, test, type Page, type Route } from '@playwright/test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Opens a page whose app scripts are held back (the prerendered copy shows; the app has not mounted) until
 * `release` lets them load. Resolves once the head's early input script listens.
 */
async function heldBack(page: Page, path = '/') {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (r) => (released ? r.continue() : void held.push(r)));
  // Not until `load` (nor DOMContentLoaded): both wait for the held module.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-early-input', '');
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

const copyButton = (page: Page, name: 'Play' | 'Pause') =>
  page.locator(`#prerender button[aria-label="${name}"]`);
const slider = (page: Page) => page.getByRole('slider', { name: 'Timeline' });
const appPause = (page: Page) => page.locator('#root').getByRole('button', { name: 'Pause', exact: true });

/** Once the app has mounted: it plays (Pause shows and the playhead moves), and the early script has gone. */
async function expectAppPlaying(page: Page) {
  await expect(appPause(page)).toBeVisible();
  // Toggled once: an even number of toggles would have left it paused. Playing, the story first holds its first
  // beat for its reading time (its progress bar fills) before the playhead moves.
  await expect
    .poll(
      async () =>
        Number(await slider(page).getAttribute('aria-valuenow')) > 0 ||
        (await page.locator('#narration [data-hold-progress]').count()) > 0,
    )
    .toBe(true);
  await expect(appPause(page)).toBeVisible();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-early-input');
  expect(await page.evaluate(() => 'nonroutableEarlyInput' in window)).toBe(false);
}

test('Space pressed while the copy shows: the copy shows Pause at once, and the app plays when it mounts', async ({
  page,
}) => {
  const app = await heldBack(page);
  await expect(copyButton(page, 'Play')).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Space');
  await expect(copyButton(page, 'Pause')).toBeVisible();
  await expect(copyButton(page, 'Play')).toHaveCount(0);
  // Space did not scroll the page; the copy stays inert and hidden from assistive technology.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.locator('#prerender')).toHaveAttribute('inert', '');
  await expect(page.locator('#prerender')).toHaveAttribute('aria-hidden', 'true');
  // The copy's Pause is the app's own button, as the app renders it while playing.
  const copied = await copyButton(page, 'Pause').evaluate((b) => b.outerHTML);
  await app.release();
  await expectAppPlaying(page);
  expect(await appPause(page).evaluate((b) => b.outerHTML)).toBe(copied);
});

test('a click on the copy’s Play button is acknowledged and replayed as one play toggle', async ({
  page,
}) => {
  const app = await heldBack(page);
  const box = (await copyButton(page, 'Play').boundingBox())!;
  // Beside the button: nothing.
  await page.mouse.click(box.x + box.width / 2, box.y - box.height);
  await expect(copyButton(page, 'Play')).toBeVisible();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(copyButton(page, 'Pause')).toBeVisible();
  await app.release();
  await expectAppPlaying(page);
});

test('a click on the intro’s “Play the story” in the copy shows Pause at once; the app closes the intro and plays', async ({
  page,
}) => {
  const app = await heldBack(page);
  const story = page.locator('#prerender').getByText('Play the story');
  await expect(story).toBeVisible();
  const box = (await story.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(copyButton(page, 'Pause')).toBeVisible();
  await app.release();
  await expectAppPlaying(page);
  // What the app's own button does: the intro closes (and stays closed).
  await expect(page.getByRole('button', { name: /Play the story/ })).toHaveCount(0);
});

test('Space, Space, →: the copy shows Play again, and the app, paused, has taken one step', async ({
  page,
}) => {
  const app = await heldBack(page);
  await page.keyboard.press('Space');
  await expect(copyButton(page, 'Pause')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(copyButton(page, 'Play')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await app.release();
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(slider(page)).toHaveAttribute('aria-valuetext', /Step 2 of/);
  await expect(page.locator('#root').getByRole('button', { name: 'Play', exact: true })).toBeVisible();
});

test('→ pressed before the app mounts lands on the next step', async ({ page }) => {
  const app = await heldBack(page);
  await page.keyboard.press('ArrowRight');
  await expect(copyButton(page, 'Play')).toBeVisible();
  await app.release();
  await expect(slider(page)).toHaveAttribute('aria-valuetext', /Step 2 of/);
});

test('a link (no copy): keys pressed before the app mounts are still replayed', async ({ page }) => {
  const app = await heldBack(page, '/#v=1&p=minimal-repro');
  await expect(page.locator('#prerender')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await app.release();
  await expect(slider(page)).toHaveAttribute('aria-valuetext', /Step 3 of/);
});

test('the offline copy (no prerendered view): a key pressed before its app mounts is replayed', async ({
  page,
}) => {
  // Its app is inline, so it cannot be held back: → is pressed from the page itself, as soon as the head's
  // early input script listens (before the parser has reached the app's script).
  await page.addInitScript(() => {
    const mo = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-early-input')) return;
      mo.disconnect();
      const mounted = document.getElementById('root')?.hasChildNodes() ?? false;
      (window as unknown as { __pressedBeforeMount: boolean }).__pressedBeforeMount = !mounted;
      window.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
      );
    });
    mo.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-early-input'] });
  });
  await page.goto(pathToFileURL(resolve('dist-offline/nonroutable.html')).href);
  await expect(slider(page)).toHaveAttribute('aria-valuetext', /Step 2 of/);
  expect(
    await page.evaluate(() => (window as unknown as { __pressedBeforeMount: boolean }).__pressedBeforeMount),
  ).toBe(true);
});
