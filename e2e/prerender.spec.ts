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
  await expect(copy(page).locator('#stage svg').filter({ visible: true })).toHaveCount(1);
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
  await expect(copy(page).locator('#stage svg').filter({ visible: true })).toHaveCount(1);
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

/** The boxes of the stage's and the timeline's drawings as they show (the copy carries several, one shown). */
async function drawings(page: Page) {
  return page.evaluate(() => {
    const shown = (sel: string) => {
      const el = [...document.querySelectorAll(sel)].find((e) => e.getBoundingClientRect().width > 0);
      const r = el?.getBoundingClientRect();
      return r && [r.x, r.y, r.width, r.height].map(Math.round);
    };
    return { stage: shown('#stage svg'), timeline: shown('#timeline svg') };
  });
}

for (const [width, height] of [
  [1920, 1080],
  [1280, 720],
  [1024, 768],
  [390, 844],
  // Tall windows narrower than a desktop's (a tablet upright, a window set tall): the app draws a lane per actor.
  [768, 1024],
  [800, 1200],
  [1024, 1366],
  // Between two of the copy's layouts, short and tall: the nearest one keeps the app's height (no jump).
  [412, 915],
  [1440, 900],
] as const)
  test(`at ${width}×${height} the copy draws the stage and the timeline where the app will: no jump`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await beforeTheApp(page);
    const copied = await drawings(page);
    await page.unroute(/\/assets\/.*\.js$/);
    await openApp(page);
    const app = await drawings(page);
    expect(app.stage).toBeTruthy();
    expect(app.timeline).toBeTruthy();
    expect(copied).toEqual(app);
  });

/** What the timeline's lanes toggle shows ("☰ Lanes" with a lane per actor, "― Lanes" merged into one). */
const lanesToggle = (page: Page, root: string) =>
  page.locator(`${root} #timeline button`, { hasText: 'Lanes' }).innerText();

for (const [width, height] of [
  [1280, 720],
  [390, 844],
  [1920, 1080],
  [768, 1024],
] as const)
  test(`at ${width}×${height} the copy's lanes toggle shows what the app's will`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await beforeTheApp(page);
    const copied = await lanesToggle(page, '#prerender');
    await page.unroute(/\/assets\/.*\.js$/);
    await openApp(page);
    const app = await lanesToggle(page, '#root');
    expect(app).toMatch(/^[☰―] Lanes$/);
    expect(copied).toBe(app);
  });

test('with JavaScript the parser builds one layout of each drawing, the window’s; the rest stay text', async ({
  page,
}) => {
  await beforeTheApp(page);
  await expect(copy(page).locator('#stage svg').filter({ visible: true })).toHaveCount(1);
  const parsed = await page.evaluate(() => ({
    copied: [...document.querySelectorAll('#prerender [data-copied]')].map((e) =>
      e.getAttribute('data-copied'),
    ),
    // Every <noscript> layout is one text node: no elements were made for it.
    elementsInNoscript: document.querySelectorAll('#prerender noscript *').length,
    layoutsAsText: document.querySelectorAll('#prerender noscript[data-copy]').length,
  }));
  expect(parsed).toEqual({ copied: ['stage-821', 'merged-1241'], elementsInNoscript: 0, layoutsAsText: 24 });
});

for (const [width, height] of [
  [1920, 1080],
  [1280, 720],
  [390, 844],
] as const)
  test(`at ${width}×${height} each drawing’s box is its size before the drawing is in: a paint before it moves nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await beforeTheApp(page);
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#prerender [data-copy-slot]')].map((e) => {
          const r = e.getBoundingClientRect();
          return [r.x, r.y, r.width, r.height].map(Math.round);
        }),
      );
    const drawn = await boxes();
    expect(drawn).toHaveLength(2);
    await page.evaluate(() =>
      document.querySelectorAll('#prerender [data-copied]').forEach((e) => e.remove()),
    );
    expect(await boxes()).toEqual(drawn);
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const)
    test(`at ${width}×${height} the copy shows the window’s layouts, where the copy with JavaScript has them`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(copy(page).locator('#stage svg').filter({ visible: true })).toHaveCount(1);
      await expect(copy(page).locator('#timeline svg').filter({ visible: true })).toHaveCount(1);
      const withJs = await browser.newPage({ viewport: { width, height } });
      await beforeTheApp(withJs);
      expect(await drawings(page)).toEqual(await drawings(withJs));
      await withJs.close();
    });
});
