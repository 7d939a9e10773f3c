import { expect, test, type Page } from '@playwright/test';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { computeBeats } from '../src/scenario/story/beats';
import { openApp } from './helpers';

/**
 * Plays a story as a reader does: at the default settings, pressing Continue (after reading for `readMs`)
 * wherever the story waits. Returns every narration shown with how long it stayed and whether the reader's
 * press ended it, and the narration of each wait.
 */
async function readStory(page: Page, readMs: number) {
  const waits: string[] = [];
  const pressedAt: number[] = [];
  const play = page.getByRole('button', { name: 'Pause', exact: true });
  const cont = page.locator('#narration').getByRole('button', { name: 'Continue', exact: true });
  for (let i = 0; i < 2000 && (await play.count()); i++) {
    await page.clock.runFor(1000);
    if (await cont.isVisible()) {
      // It holds: a long look does not move it on.
      const before = await page.locator('#narration [aria-live]').textContent();
      await page.clock.runFor(readMs);
      expect(await page.locator('#narration [aria-live]').textContent()).toBe(before);
      waits.push(before ?? '');
      pressedAt.push(await page.evaluate(() => Date.now()));
      await cont.click();
    }
  }
  const log = await page.evaluate(
    () => (window as unknown as { __narr: { at: number; text: string }[] }).__narr,
  );
  const shown = log.slice(0, -1).map((e, i) => ({
    text: e.text,
    ms: log[i + 1]!.at - e.at,
    pressed: pressedAt.includes(log[i + 1]!.at),
  }));
  return { shown, waits };
}

/**
 * Records, from the page's first paint on, every narration the Narration panel shows and when (the page's clock):
 * the first one is on screen from the moment the app mounts, before anything is pressed.
 */
function recordNarration(page: Page) {
  return page.addInitScript(() => {
    const log: { at: number; text: string }[] = [];
    (window as unknown as { __narr: typeof log }).__narr = log;
    const read = () => {
      // The app's panel (not the prerendered copy's, which the app replaces).
      const live = document.querySelector('#root #narration [aria-live]');
      if (!live) return;
      const text = [...live.querySelectorAll('p')].map((p) => p.textContent).join(' ');
      if (log.at(-1)?.text !== text) log.push({ at: Date.now(), text });
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** A fast reader's time for an English text: 230 words (anything with a letter or digit) a minute, ≥ 1.5 s. */
const readingMs = (text: string) =>
  Math.max(1500, (text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length / 230) * 60_000);

test('the story waits for the reader: every narration stays its reading time; key moments wait for Continue', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const waitBeats = computeBeats(trace).filter((b) => b.wait);
  await page.clock.install();
  await recordNarration(page);
  await openApp(page);
  await page.getByRole('button', { name: 'Play the story' }).click();
  const { shown, waits } = await readStory(page, 30_000);
  expect(shown.length).toBeGreaterThan(20);
  const unpressed = shown.filter((s) => !s.pressed);
  const slack = Math.min(...unpressed.map((s) => s.ms - readingMs(s.text)));
  const total = shown.reduce((n, s) => n + s.ms, 0);
  console.log(
    `story at 1×: ${shown.length} narrations shown, ${waits.length} waits; the tightest unpressed one stayed ${Math.round(slack)} ms beyond its reading time; ${Math.round(total / 1000)} s in all (incl. 30 s per wait)`,
  );
  const short = shown.filter((s) => !s.pressed && s.ms < readingMs(s.text) - 20);
  expect(
    short.map((s) => `${s.ms} ms < ${Math.round(readingMs(s.text))} ms: ${s.text.slice(0, 80)}`),
  ).toEqual([]);
  // Every key moment waited, in order: the harmless clear, the release, the frozen frontends, the refresh that
  // reads zero, the emptied entries, the first EPERM, the agent that cannot recover.
  expect(waits).toHaveLength(waitBeats.length);
  expect(waitBeats.map((b) => b.wait)).toEqual([
    'harmlessClear',
    'prefixRelease',
    'frozen',
    'victimRefreshed',
    'bpfEmptied',
    'firstFailure',
    'noRecovery',
  ]);
  expect(waits[1]).toContain('default/kubernetes-intranet');
  expect(waits[5]).toContain('operation not permitted');
});

test('the released instance stays on the stage as a ghost after its release, until its Service is refreshed', async ({
  page,
}) => {
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const release = trace.steps.find((s) => s.releases.some((r) => r.collateral.length))!;
  await openApp(page, `/#v=1&p=tke-incident&m=buggy&t=${release.at}`);
  const stage = page.locator('#stage');
  await expect(stage).toContainText('prefix match');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute(
    'aria-valuetext',
    new RegExp(`Step ${release.index + 2} of`),
  );
  await expect(stage).toContainText('released at 32.5 s by prefix match');
  await expect(stage.locator('text', { hasText: 'default/kubernetes' }).first()).toBeVisible();
  // Once the victim's Service is processed again (its frontends read zero backends), the ghost has done its job.
  await page.keyboard.press('Shift+ArrowRight'); // slice restored
  await page.keyboard.press('Shift+ArrowRight'); // victim re-reconciled
  await expect(stage).toContainText('released at 32.5 s by prefix match');
  await page.keyboard.press('Shift+ArrowRight'); // BPF entries emptied (after the refresh)
  await expect(stage).not.toContainText('released at 32.5 s');
});

test('on a phone the narration, chapter and time stay on screen while the story plays', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.clock.install();
  await openApp(page);
  await page.getByRole('button', { name: 'Play the story' }).click();
  const samples: boolean[] = [];
  const sheet = page.getByRole('complementary', { name: 'Story caption' });
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  for (let i = 0; i < 4000 && (await pause.count()); i++) {
    await page.clock.runFor(200);
    samples.push(
      await page.evaluate(() => {
        const inView = (el: Element | null) => {
          if (!el) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
        };
        // The caption sheet's chapter, time and narration, or the page's Narration panel itself.
        const sheet = document.querySelector('[data-caption-sheet]');
        const parts = sheet
          ? [
              sheet.querySelector('p span'),
              sheet.querySelector('[data-caption-time]'),
              sheet.querySelector('p.text-sm'),
            ]
          : [document.querySelector('#narration [aria-live] p')];
        return parts.every(inView);
      }),
    );
    // The reader taps the Continue they see: the sheet's (the page's panel is below the stage, off screen).
    const cont = sheet.getByRole('button', { name: 'Continue', exact: true });
    if (await cont.count()) await cont.click();
  }
  const share = samples.filter(Boolean).length / samples.length;
  console.log(
    `phone 390×844: narration, chapter and time in view in ${(share * 100).toFixed(1)} % of ${samples.length} samples`,
  );
  expect(samples.length).toBeGreaterThan(500);
  expect(share, `${samples.length} samples`).toBeGreaterThanOrEqual(0.95);
  await expect(sheet).toHaveCount(1);
});

test('the key inspector compares any two names the reader types, in both keys', async ({ page }) => {
  await openApp(page);
  const inspector = page.getByRole('region', { name: 'Key inspector' });
  const verdicts = () =>
    inspector
      .locator('[data-key-verdict]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-key-verdict')));
  const type = async (a: string, b: string) => {
    await inspector.getByLabel('Name A', { exact: true }).fill(a);
    await inspector.getByLabel('Name B', { exact: true }).fill(b);
  };
  await type('payments/api', 'payments/api-internal');
  expect(await verdicts()).toEqual(['taken', 'kept']);
  await expect(inspector).toContainText('Buggy key: ✗ taken');
  await expect(inspector).toContainText('Fixed key: ✓ kept');
  await expect(inspector).toContainText('Byte 13 differs: 20 (␣) in the prefix, 2d (-)');
  await type('payments/api', 'payments/apis');
  expect(await verdicts()).toEqual(['taken', 'kept']);
  await type('payments/api-internal', 'payments/api');
  expect(await verdicts()).toEqual(['kept', 'kept']);
  await type('payments', 'payments/api');
  await expect(inspector.getByRole('alert')).toHaveText(
    'Name A: write a Service as namespace/name, e.g. payments/api.',
  );
});
