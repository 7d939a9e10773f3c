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

/**
 * Every visible interactive element on the page smaller than 24×24 px (WCAG 2.5.8, Target Size), except a target
 * inline in a sentence (a glossary term, a link in running text), which the criterion exempts. Its other way
 * out, spacing, is not taken: on a phone every other target gets the full 24 px.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SELECTOR =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=radio], [role=slider], [role=tab], [role=checkbox], [role=switch], [tabindex]:not([tabindex="-1"])';
    const inline = (e: Element) => {
      const sentence = e.parentElement?.closest('p, li, dd, dt, td');
      const own = (e.textContent ?? '').trim().length;
      return (
        !!sentence &&
        getComputedStyle(e).display.startsWith('inline') &&
        (sentence.textContent ?? '').trim().length > own + 3
      );
    };
    return (
      [...document.querySelectorAll(SELECTOR)]
        .filter((e) => !e.closest('#prerender') && e.checkVisibility({ visibilityProperty: true }))
        .map((e) => ({ e, r: e.getBoundingClientRect() }))
        // Visually hidden (sr-only) controls take no room and no tap.
        .filter(({ r }) => r.width > 1 && r.height > 1)
        // To the hundredth of a pixel: a box's size read from its edges (y + 24 − y) may come out 23.999…
        .filter(({ e, r }) => (r.width < 23.99 || r.height < 23.99) && !inline(e))
        .map(({ e, r }) => {
          const name = (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40);
          return `${e.tagName.toLowerCase()} “${name}”: ${r.width.toFixed(1)}×${r.height.toFixed(1)}`;
        })
    );
  });
}

test('390×844: every interactive target is at least 24×24 px, unless inline in a sentence (page, intro, tour)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const found: string[] = [];
  const check = async (view: string) => found.push(...(await smallTargets(page)).map((s) => `${view}: ${s}`));
  // A first visit: the intro card's three sentences and buttons.
  await openApp(page, '/#v=1&p=tke-incident&m=buggy');
  await expect(page.getByRole('region', { name: 'What happened, in three sentences' })).toBeVisible();
  await check('first visit');
  // A link at a moment: the intro's one line, the stage at the damage, the narration's source links.
  for (const lang of ['en', 'zh']) {
    await page.goto('about:blank');
    await openApp(page, `/#v=1&p=tke-incident&m=buggy&t=36000&l=${lang}`);
    await check(`moment (${lang})`);
  }
  // The tour open, its answer shown, a row of the stage selected (the outputs' "clear" appears).
  await page.goto('about:blank');
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&tr=3');
  const dock = page.locator('[data-tour-stop]');
  await dock.getByRole('button', { name: 'Show the answer' }).click();
  await check('tour');
  expect(found).toEqual([]);
});
