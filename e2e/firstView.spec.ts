import { expect, test } from '@playwright/test';

/**
 * What the page paints as the app replaces the prerendered copy, frame by frame: the heights a ResizeObserver
 * reports (after layout, as painted) for the document and for each `[data-below]` box (the command line and
 * the outputs below the timeline), in the copy and in the app; and whether the app's first commit (seen as the
 * copy goes) had the outputs yet.
 */
function recordFirstFrames() {
  const w = window as unknown as {
    frames: { what: string; height: number }[];
    firstCommit?: { outputs: boolean; below: boolean };
  };
  w.frames = [];
  const observer = new ResizeObserver((entries) => {
    for (const e of entries) {
      const el = e.target;
      const what =
        el === document.documentElement ? 'page' : el.closest('#prerender') ? 'copy below' : 'app below';
      // A box that has left the document reports 0: the copy's, as the app removes it.
      if (el.isConnected) w.frames.push({ what, height: Math.round(e.contentRect.height) });
    }
  });
  const watched = new Set<Element>();
  new MutationObserver(() => {
    for (const el of [document.documentElement, ...document.querySelectorAll('[data-below]')])
      if (!watched.has(el)) {
        watched.add(el);
        observer.observe(el);
      }
    if (!w.firstCommit && !document.getElementById('prerender') && document.querySelector('#root main'))
      w.firstCommit = {
        outputs: document.querySelector('#root #terms-h') !== null,
        below: document.querySelector('#root [data-below]') !== null,
      };
  }).observe(document, { childList: true, subtree: true });
}

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
  [390, 844],
] as const)
  test(`at ${width}×${height} the outputs mount after the first view, in the copy’s box: nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(recordFirstFrames);
    await page.goto('/');
    await expect(page.locator('#root #terms-h')).toBeAttached();
    await expect(page.getByRole('region', { name: 'cilium bpf lb list', exact: true })).toBeAttached();
    // Two frames after the outputs mounted, for the observer to report what they changed.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const { frames, firstCommit } = await page.evaluate(() => {
      const w = window as unknown as { frames: { what: string; height: number }[]; firstCommit?: object };
      return { frames: w.frames, firstCommit: w.firstCommit };
    });
    // The app's first commit had the stage and timeline, and only a box for the outputs.
    expect(firstCommit).toEqual({ outputs: false, below: true });
    const copyBelow = frames.filter((f) => f.what === 'copy below').at(-1)?.height;
    const appBelow = frames.filter((f) => f.what === 'app below').map((f) => f.height);
    expect(copyBelow).toBeGreaterThan(0);
    // The app's box is the copy's height from its first frame on, with the outputs in it or not.
    expect(appBelow.length).toBeGreaterThan(0);
    expect(new Set(appBelow)).toEqual(new Set([copyBelow]));
    // And the page as a whole keeps its height from the copy's last frame on.
    const copyGone = frames.findIndex((f) => f.what === 'app below');
    const page0 = frames
      .slice(0, copyGone)
      .filter((f) => f.what === 'page')
      .at(-1)?.height;
    const pageAfter = frames.slice(copyGone).filter((f) => f.what === 'page');
    expect(page0).toBeGreaterThan(0);
    for (const f of pageAfter) expect(f.height).toBe(page0);
  });

test('a reader who scrolled down the copy to the outputs before the app started sees them throughout: the first commit has them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.addInitScript(recordFirstFrames);
  // The app's scripts wait until the reader has scrolled down the copy.
  let scrolled = () => {};
  const gate = new Promise<void>((r) => (scrolled = r));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const copyOutputs = page.locator('#prerender [data-below]');
  await expect(copyOutputs).toBeVisible();
  await copyOutputs.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY));
  scrolled();
  await expect(page.locator('#root #terms-h')).toBeAttached();
  const firstCommit = await page.evaluate(() => (window as unknown as { firstCommit?: object }).firstCommit);
  expect(firstCommit).toEqual({ outputs: true, below: true });
});

test('Space pressed as soon as Play shows starts playback of the run; the outputs mount while it plays', async ({
  page,
}) => {
  await page.goto('/');
  // The live Play button (the copy beside #root has an inert one from the first paint).
  await page.locator('#root button[aria-label="Play"]').waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await expect(page.locator('#root button[aria-label="Pause"]')).toBeAttached();
  const slider = page.getByRole('slider', { name: 'Timeline' });
  // Playing: the story holds its first beat for its reading time (its progress bar fills), then moves on.
  await expect
    .poll(
      async () =>
        Number(await slider.getAttribute('aria-valuenow')) > 0 ||
        (await page.locator('#narration [data-hold-progress]').count()) > 0,
    )
    .toBe(true);
  await expect(page.getByRole('region', { name: 'cilium bpf lb list', exact: true })).toBeVisible();
  await expect(page.locator('#root button[aria-label="Pause"]')).toBeAttached();
});
