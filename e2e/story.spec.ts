import { expect, test, type Page } from '@playwright/test';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { computeBeats } from '../src/scenario/story/beats';
import { INCIDENT_TOUR } from '../src/scenario/tours/incidentTour';
import { englishRuns } from '../src/ui/i18n/englishRuns';
import { openApp, playToEnd } from './helpers';

/** Records every change of the timeline's step, with the narration shown at that moment (fake clock time). */
async function recordRendering(page: Page) {
  await page.evaluate(() => {
    const log: { at: number; step: number; what: string }[] = [];
    (window as unknown as { __frames: typeof log }).__frames = log;
    const slider = document.querySelector('[role=slider][aria-valuemax]')!;
    const read = () => {
      const m = /(\d+) (?:of|\/) \d+/.exec(slider.getAttribute('aria-valuetext') ?? '');
      const what = document.querySelector('#narration [aria-live] p')?.textContent ?? '';
      log.push({ at: Date.now(), step: Number(m?.[1] ?? 0) - 1, what });
    };
    read();
    new MutationObserver(read).observe(slider, { attributes: true, attributeFilter: ['aria-valuetext'] });
  });
}

test('Play at the default pace shows every beat; notable ones, the release among them, stay ≥ 1.5 s', async ({
  page,
}) => {
  test.setTimeout(120_000); // the whole story at the reader's pace (fake clock)
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const beats = computeBeats(trace);
  await page.clock.install();
  await openApp(page);
  await recordRendering(page);
  await playToEnd(page);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { at: number; step: number; what: string }[] }).__frames,
  );
  const shown = new Map<number, number>();
  frames.forEach((f, i) => {
    const next = frames[i + 1]?.at ?? f.at;
    shown.set(f.step, (shown.get(f.step) ?? 0) + (next - f.at));
  });
  for (const b of beats) {
    expect(shown.has(b.step), `beat ${b.index} (step ${b.step}) was drawn`).toBe(true);
    if (b.reasons.length) expect(shown.get(b.step)!, `beat ${b.index} dwell`).toBeGreaterThanOrEqual(1500);
  }
  const release = trace.steps.find((s) => s.releases.some((r) => r.collateral.length))!;
  expect(shown.get(release.index)!).toBeGreaterThanOrEqual(1500);
  const atRelease = frames.find((f) => f.step === release.index)!;
  expect(atRelease.what).toContain('default/kubernetes-intranet');
});

test('the tour visits every stop in order, each with its output lines highlighted', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  for (const [i, stop] of INCIDENT_TOUR.entries()) {
    const panel = page.locator('[data-tour-stop]');
    await expect(panel).toHaveAttribute('data-tour-stop', stop.id);
    await expect(panel).toContainText(`Stop ${i + 1} of ${INCIDENT_TOUR.length}`);
    for (const l of stop.lines) {
      const line = page.getByRole('region', { name: l.output, exact: true }).locator('[data-tour-line]');
      await expect(line.filter({ hasText: l.match }).first()).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Show the answer' }).click();
    await expect(panel.locator('[data-tour-answer]')).toBeVisible();
    if (i < INCIDENT_TOUR.length - 1) await panel.getByRole('button', { name: 'Next stop' }).click();
  }
  await page.getByRole('button', { name: 'Leave the tour' }).click();
  await expect(page.locator('[data-tour-stop]')).toHaveCount(0);
});

test('opening the tour moves focus into its dock; leaving it returns focus to where it was', async ({
  page,
}) => {
  await openApp(page);
  const dock = page.locator('[data-tour-stop]');
  const inDock = () => dock.evaluate((d) => d.contains(document.activeElement));
  const tourButton = page.getByRole('button', { name: 'Tour', exact: true });
  await tourButton.focus();
  await page.keyboard.press('Enter');
  await expect(dock).toBeFocused();
  // The dock's controls are the next Tabs, not twenty controls of the page away.
  let tabs = 0;
  const next = dock.getByRole('button', { name: /Next stop/ });
  while (!(await next.evaluate((b) => b === document.activeElement)) && tabs < 12) {
    await page.keyboard.press('Tab');
    tabs++;
    expect(await inDock(), `Tab ${tabs} stays in the dock`).toBe(true);
  }
  await expect(next).toBeFocused();
  // Walking to the last stop with Enter: Next is disabled there, and focus stays in the dock.
  for (let i = 1; i < INCIDENT_TOUR.length; i++) await page.keyboard.press('Enter');
  await expect(dock).toHaveAttribute('data-tour-stop', INCIDENT_TOUR.at(-1)!.id);
  expect(await inDock()).toBe(true);
  await dock.getByRole('button', { name: 'Leave the tour' }).focus();
  await page.keyboard.press('Enter');
  await expect(dock).toHaveCount(0);
  await expect(tourButton).toBeFocused();
  // From the intro card's button (the card closes as the tour starts), leaving goes to the Tour button.
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
  await openApp(page);
  await page.getByRole('button', { name: 'Take the tour' }).click();
  await expect(dock).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await dock.getByRole('button', { name: 'Leave the tour' }).click();
  await expect(tourButton).toBeFocused();
});

test('in the tour, PageDown leaves focus in view, on the dock, and Escape leaves the tour after a dialog above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&tr=1');
  const dock = page.locator('[data-tour-stop]');
  const focusInView = () =>
    page.evaluate(() => {
      const a = document.activeElement!;
      const r = a.getBoundingClientRect();
      return a.closest('[data-tour-stop]') !== null && r.top >= 0 && r.bottom <= innerHeight;
    });
  // The reader clicks into the output the stop rings, to read it, then walks on: each stop scrolls the page to
  // what it rings, far from that output.
  await page.locator('[data-tour-focus] pre').first().click();
  for (let i = 2; i <= 6; i++) {
    await page.keyboard.press('PageDown');
    await expect(dock).toHaveAttribute('data-tour-stop', INCIDENT_TOUR[i - 1]!.id);
    await expect.poll(focusInView, `stop ${i}`).toBe(true);
  }
  // A glossary term of the stop opens its dialog above the tour: the first Escape closes the dialog only.
  await dock.locator('button.term-link').first().click();
  const glossary = page.getByRole('dialog', { name: 'Glossary' });
  await expect(glossary).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(glossary).toBeHidden();
  await expect(dock).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dock).toHaveCount(0);
});

test('a tour link opens its stop; PageDown walks the stops', async ({ page }) => {
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&tr=10');
  await expect(page.locator('[data-tour-stop]')).toHaveAttribute('data-tour-stop', 'prefix');
  await page.keyboard.press('PageDown');
  await expect(page.locator('[data-tour-stop]')).toHaveAttribute('data-tour-stop', 'minimal');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
});

test('the fixed-key run has no damage chapter on its timeline', async ({ page }) => {
  await openApp(page);
  const chapterNames = () => page.locator('[role=slider] svg title').allTextContents();
  expect((await chapterNames()).join('|')).toContain('Prefix-matched release');
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  const fixed = (await chapterNames()).join('|');
  for (const damage of [
    'Prefix-matched release',
    'Victim re-reconciled',
    'BPF entries emptied',
    'Connect fails',
    'Agent cannot recover',
  ])
    expect(fixed).not.toContain(damage);
  expect(fixed).toContain('Exact release');
  expect(fixed).toContain('Connect still works');
});

test('every chapter is labelled on the timeline at 1280×720', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  const labels = page.locator('[role=slider] svg text.fill-accent');
  const texts = await labels.allTextContents();
  expect(texts.filter((t) => /^\d+\. /.test(t))).toHaveLength(9);
  // No two labels overlap.
  const boxes = await labels.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `${texts[i]} / ${texts[j]}`).toBe(false);
    }
});

test('in 中文 no narration, summary or tooltip is English', async ({ page }) => {
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=0&l=zh');
  const english: string[] = [];
  const collect = async () => {
    const texts = await page.evaluate(() => {
      const withoutCode = (el: Element | null) => {
        if (!el) return '';
        const c = el.cloneNode(true) as Element;
        c.querySelectorAll('code, .font-mono').forEach((x) => x.remove());
        return c.textContent ?? '';
      };
      return [
        withoutCode(document.querySelector('#narration')),
        withoutCode(document.querySelector('main h2 + p')),
        withoutCode(document.querySelector('[aria-labelledby=intro-h]')),
        ...[...document.querySelectorAll('[title]')].map((e) => e.getAttribute('title') ?? ''),
        // Output regions are named after their command, in every language (a stable accessible name).
        ...[...document.querySelectorAll('[aria-label]:not([data-output])')].map(
          (e) => e.getAttribute('aria-label') ?? '',
        ),
      ];
    });
    for (const t of texts) english.push(...englishRuns(t).map((r) => `${r}  ⟵  ${t.slice(0, 80)}`));
  };
  await collect();
  for (let i = 0; i < 9; i++) {
    await page.keyboard.press('Shift+ArrowRight');
    await collect();
  }
  // The tour, every stop with its answer shown.
  await page.getByRole('button', { name: '导览', exact: true }).click();
  for (let i = 0; i < INCIDENT_TOUR.length; i++) {
    const panel = page.locator('[data-tour-stop]');
    await expect(panel).toHaveAttribute('data-tour-stop', INCIDENT_TOUR[i]!.id);
    await panel.getByRole('button', { name: '显示答案' }).click();
    const text = await panel.evaluate((el) => {
      const c = el.cloneNode(true) as Element;
      c.querySelectorAll('code, .font-mono, a').forEach((x) => x.remove());
      return c.textContent ?? '';
    });
    english.push(...englishRuns(text).map((r) => `tour ${i + 1}: ${r}`));
    if (i < INCIDENT_TOUR.length - 1) await panel.getByRole('button', { name: '下一站' }).click();
  }
  await page.getByRole('button', { name: '退出导览' }).click();
  // Presentation: every beat's caption.
  await page.keyboard.press('F5');
  for (let i = 0; i < 15; i++) {
    const caption = await page.locator('[data-caption]').evaluate((el) => {
      const c = el.cloneNode(true) as Element;
      c.querySelectorAll('code').forEach((x) => x.remove());
      return c.textContent ?? '';
    });
    english.push(...englishRuns(caption).map((r) => `beat ${i + 1}: ${r}`));
    await page.keyboard.press('PageDown');
  }
  expect([...new Set(english)]).toEqual([]);
});

test('the tour on a phone: every stop’s Previous and Next buttons are on screen without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['', '&l=zh']) {
    await openApp(page, `/#v=1&tr=1${lang}`);
    for (let stop = 1; stop <= 12; stop++) {
      await expect(page.locator('[data-tour-stop]')).toBeVisible();
      const next = page.locator('[data-tour-stop] button').filter({ hasText: '▶' });
      const box = await next.boundingBox();
      expect(box, `stop ${stop}`).toBeTruthy();
      expect(box!.y + box!.height, `stop ${stop}${lang}`).toBeLessThanOrEqual(844);
      expect(box!.y, `stop ${stop}${lang}`).toBeGreaterThanOrEqual(844 * 0.5);
      if (stop < 12) await next.click();
    }
    await expect(page.locator('[data-tour-stop]')).toHaveAttribute(
      'data-tour-stop',
      INCIDENT_TOUR.at(-1)!.id,
    );
  }
});

test('every line a tour stop highlights is readable to its end in its output box (wrapped, not cut at the edge)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // A fresh load: only the hash would differ from the last stop's address.
    await page.goto('about:blank');
    await openApp(page, '/#v=1&tr=1');
    for (const [i, stop] of INCIDENT_TOUR.entries()) {
      await expect(page.locator('[data-tour-stop]')).toHaveAttribute('data-tour-stop', stop.id);
      for (const output of new Set(stop.lines.map((l) => l.output))) {
        const lines = page.getByRole('region', { name: output, exact: true }).locator('[data-tour-line]');
        await expect(lines.first()).toBeAttached();
        await expect(async () => {
          const boxes = await lines.evaluateAll((els) =>
            els.map((el) => {
              const pre = el.closest('pre')!;
              const p = pre.getBoundingClientRect();
              const r = el.getBoundingClientRect();
              return {
                text: el.textContent!.slice(0, 60),
                visible: { left: p.left + pre.clientLeft, right: p.left + pre.clientLeft + pre.clientWidth },
                rows: { top: p.top + pre.clientTop, bottom: p.top + pre.clientTop + pre.clientHeight },
                line: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
                // Text past the line's own box (a line that does not wrap) would be cut at the box's edge.
                overflow: el.scrollWidth - el.clientWidth,
              };
            }),
          );
          boxes.forEach((b, k) => {
            const what = `${width}×${height} stop ${i + 1}, ${output}: "${b.text}"`;
            expect(b.line.left, what).toBeGreaterThanOrEqual(b.visible.left - 1);
            expect(b.line.right, what).toBeLessThanOrEqual(b.visible.right + 1);
            expect(b.overflow, what).toBeLessThanOrEqual(1);
            // The first highlighted line of each output is scrolled into its box.
            if (k === 0) {
              expect(b.line.top, what).toBeGreaterThanOrEqual(b.rows.top - 1);
              expect(b.line.bottom, what).toBeLessThanOrEqual(b.rows.bottom + 1);
            }
          });
        }).toPass({ timeout: 5000 });
      }
      if (i < INCIDENT_TOUR.length - 1) await page.keyboard.press('PageDown');
    }
  }
});

test('each tour stop scrolls its target clear of the sticky timeline (1280×720, 1024×768)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openApp(page, '/#v=1&tr=1');
    for (let stop = 1; stop <= INCIDENT_TOUR.length; stop++) {
      await expect(page.locator('[data-tour-stop]')).toHaveAttribute(
        'data-tour-stop',
        INCIDENT_TOUR[stop - 1]!.id,
      );
      await expect(async () => {
        const boxes = await page.evaluate(() => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { top: r.top, bottom: r.bottom };
          };
          const focus = document.querySelector('[data-tour-focus]');
          return focus && { target: box(focus), timeline: box(document.getElementById('timeline')!) };
        });
        expect(boxes, `${width}×${height} stop ${stop}: a target is marked`).toBeTruthy();
        const { target, timeline } = boxes!;
        const what = `${width}×${height} stop ${stop}: target ${target.top}–${target.bottom}, timeline ${timeline.top}–${timeline.bottom}`;
        expect(target.top, what).toBeGreaterThanOrEqual(-1);
        // The timeline covers none of the target, or (the target taller than the room above the timeline) the
        // target starts at the top of the window.
        const clear = target.bottom <= timeline.top + 1 || target.top >= timeline.bottom - 1;
        if (!clear) {
          expect(target.bottom - target.top, what).toBeGreaterThan(timeline.top);
          expect(target.top, what).toBeLessThanOrEqual(1);
        }
      }).toPass({ timeout: 5000 });
      if (stop < INCIDENT_TOUR.length) await page.keyboard.press('PageDown');
    }
  }
});
