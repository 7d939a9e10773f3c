import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp } from './helpers';

const PHONES = [
  { width: 390, height: 844, lang: 'en', play: 'Play', pause: 'Pause', theme: 'dark' },
  { width: 360, height: 740, lang: 'zh', play: '播放', pause: '暂停', theme: 'light' },
] as const;

/** Whether the whole of an element is inside the window. */
async function onScreen(page: Page, loc: Locator) {
  const box = (await loc.boundingBox())!;
  const { height, width } = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= height && box.x >= 0 && box.x + box.width <= width;
}

for (const phone of PHONES)
  test(`${phone.width}×${phone.height} (${phone.lang}): Play and Pause stay on screen wherever the page is scrolled`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    // A frozen clock: playing starts but never moves on, so the page stays as it is while it is read.
    await page.clock.install();
    await openApp(page, `/#v=1&p=tke-incident&m=buggy&l=${phone.lang}&th=${phone.theme}`);
    const play = page.getByRole('button', { name: phone.play, exact: true });
    const pause = page.getByRole('button', { name: phone.pause, exact: true });
    await play.click();
    await expect(pause).toHaveCount(1);
    // Top, the stage, the middle and the end of the page: the one Pause button is always there to press.
    for (const y of [0, 600, 1500, 100_000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => onScreen(page, pause), `scrolled to ${y}`).toBe(true);
    }
    // The end of the page scrolls clear of the bar: the last panel is not hidden under it for good.
    const bar = page.locator('[data-transport]');
    const barTop = (await bar.boundingBox())!.y;
    const lastBottom = await page.evaluate(() => {
      const last = document.querySelector('main')!.lastElementChild!;
      return last.getBoundingClientRect().bottom;
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
    await pause.click();
    await expect(play).toHaveCount(1);
    await expect(pause).toHaveCount(0);
  });

test('a tour on a phone takes the bottom of the screen: the transport goes back into the timeline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  const play = page.getByRole('button', { name: 'Play', exact: true });
  const timeline = page.locator('#timeline');
  const inside = async () => {
    const p = (await play.boundingBox())!;
    const s = (await timeline.boundingBox())!;
    return p.y >= s.y && p.y + p.height <= s.y + s.height;
  };
  expect(await inside()).toBe(false);
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await expect(page.locator('[data-tour-stop]')).toBeVisible();
  await expect.poll(inside).toBe(true);
});

for (const [width, height] of [
  [1024, 768],
  [1280, 720],
] as const)
  test(`at ${width}×${height} the transport is in the timeline's row, as before`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openApp(page);
    const row = (await page.locator('#timeline').boundingBox())!;
    const play = (await page.getByRole('button', { name: 'Play', exact: true }).boundingBox())!;
    const speed = (await page.getByRole('slider', { name: 'Speed' }).boundingBox())!;
    expect(play.y).toBeGreaterThanOrEqual(row.y);
    expect(play.y + play.height).toBeLessThanOrEqual(row.y + row.height);
    // One row with the speed control, Play at its left.
    expect(Math.abs(play.y + play.height / 2 - (speed.y + speed.height / 2))).toBeLessThan(play.height / 2);
    expect(play.x).toBeLessThan(speed.x);
  });
