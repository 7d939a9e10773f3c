import { expect, test, type Page } from '@playwright/test';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { materializeTalk, SHIPPED_TALKS } from '../src/scenario/talk/shippedTalks';
import { talksEn } from '../src/ui/i18n/talks/en';
import { countChangeAddresses } from '../src/ui/stage/useRevealCountChanges';
import { openApp } from './helpers';

const plain = (s: string) => s.replaceAll('`', '');

const incidentTraces = (() => {
  const sc = getPreset('tke-incident')!.scenario;
  return { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
})();
const incident = materializeTalk(SHIPPED_TALKS[0]!, incidentTraces, talksEn.incident);

const presentation = (page: Page) => page.getByRole('region', { name: 'Presentation' });
const fullscreen = (page: Page) => page.evaluate(() => document.fullscreenElement !== null);

test.use({ viewport: { width: 1024, height: 768 } });

test('the scenario picker gives the page its keys back: PageDown ×3, then F5 presents the chosen talk at beat 1', async ({
  page,
}) => {
  await openApp(page);
  const picker = page.getByRole('combobox', { name: 'Scenario' });
  const timeline = page.getByRole('slider', { name: 'Timeline' });
  const incidentEnd = (await timeline.getAttribute('aria-valuemax'))!;
  await picker.selectOption('minimal-repro');
  await expect(picker).not.toBeFocused();
  // The chosen scenario is on the timeline (its runs may wait for the model's chunk a moment).
  await expect(timeline).not.toHaveAttribute('aria-valuemax', incidentEnd);
  const before = Number(await timeline.getAttribute('aria-valuenow'));
  for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
  await expect(picker).toHaveValue('minimal-repro');
  // The clicker walked the events instead.
  expect(Number(await timeline.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  // The focused speed slider does not take them either.
  const speed = page.getByRole('slider', { name: 'Speed' });
  const speedBefore = await speed.inputValue();
  await speed.focus();
  await page.keyboard.press('PageDown');
  await expect(speed).toHaveValue(speedBefore);
  await page.keyboard.press('F5');
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
  const minimal = getPreset('minimal-repro')!.scenario;
  await expect(page.locator('[data-beat-progress]')).toHaveText(/^Beat 1 of \d+$/);
  expect(minimal.title).toBeTruthy();
  await expect(picker).toHaveCount(0); // presenting: the page's controls are gone
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
});

test('a link at beat 9 says how to start, and F5 starts from beat 1; Shift+F5 starts from the current beat', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=tke-incident&pr=1&b=9');
  await expect(presentation(page)).toHaveAttribute('data-beat', '8');
  await expect(page.locator('[data-start-hint]')).toHaveText('Press F5 to start from beat 1');
  await page.keyboard.press('F5');
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
  await expect(page.locator('[data-caption]')).toHaveText(plain(incident.beats[0]!.caption));
  await expect(page.locator('[data-start-hint]')).toHaveCount(0);
  // Walk to beat 6, leave; Shift+F5 presents from there, F5 from the start.
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageDown');
  await expect(presentation(page)).toHaveAttribute('data-beat', '5');
  await page.keyboard.press('Escape');
  await expect(presentation(page)).toHaveCount(0);
  await page.keyboard.press('Shift+F5');
  await expect(presentation(page)).toHaveAttribute('data-beat', '5');
  await page.keyboard.press('Escape');
  await page.keyboard.press('F5');
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
});

test('a page link at beat 9 (not presenting): F5 still starts from beat 1', async ({ page }) => {
  await openApp(page, '/#v=1&p=tke-incident&b=9');
  await expect(page.locator('[data-start-hint]')).toHaveText('Press F5 to start from beat 1');
  await page.keyboard.press('F5');
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
});

test('while presenting, F5 and Shift+F5 bring full screen back, and stay on the beat', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  await expect.poll(() => fullscreen(page)).toBe(true);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(() => fullscreen(page)).toBe(false);
  await page.keyboard.press('F5');
  await expect.poll(() => fullscreen(page)).toBe(true);
  await expect(presentation(page)).toHaveAttribute('data-beat', '2');
  await page.evaluate(() => document.exitFullscreen());
  await expect.poll(() => fullscreen(page)).toBe(false);
  await page.keyboard.press('Shift+F5');
  await expect.poll(() => fullscreen(page)).toBe(true);
  await expect(presentation(page)).toHaveAttribute('data-beat', '2');
});

test('k and d do nothing while presenting; the controls and the cursor hide after 2 s without pointer movement', async ({
  page,
}) => {
  await page.clock.install();
  await openApp(page, '/#v=1&p=tke-incident&pr=1&b=3');
  await expect(presentation(page)).toHaveAttribute('data-beat', '2');
  const caption = await page.locator('[data-caption]').textContent();
  const time = await presentation(page).getByText(/^t = /).textContent();
  await page.keyboard.press('k');
  await page.keyboard.press('d');
  await expect(page.locator('[data-caption]')).toHaveText(caption!);
  await expect(presentation(page).getByText(/^t = /)).toHaveText(time!);
  await page.mouse.move(500, 400);
  await page.clock.runFor(500);
  await expect(presentation(page)).not.toHaveAttribute('data-idle');
  await page.clock.runFor(2000);
  await expect(presentation(page)).toHaveAttribute('data-idle', 'true');
  await expect(page.locator('[data-chrome]')).toHaveCSS('opacity', '0');
  await expect(presentation(page)).toHaveCSS('cursor', 'none');
  await page.mouse.move(520, 420);
  await expect(presentation(page)).not.toHaveAttribute('data-idle');
  await expect(page.locator('[data-chrome]')).toHaveCSS('opacity', '1');
});

test('overview (o) shows every beat; g, 1, 2, Enter goes to beat 12; a wrong number says so', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  await page.keyboard.press('o');
  const overview = page.getByRole('dialog', { name: 'All beats' });
  await expect(overview).toBeVisible();
  await expect(overview.locator('[data-overview-caption]')).toHaveText(
    incident.beats.map((b) => plain(b.caption)),
  );
  // Keyboard: the current beat has focus; → and Enter pick the next one.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(overview).toBeHidden();
  await expect(presentation(page)).toHaveAttribute('data-beat', '2');
  await page.keyboard.press('g');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('Enter');
  await expect(presentation(page)).toHaveAttribute('data-beat', '11');
  await expect(page.locator('[data-caption]')).toHaveText(plain(incident.beats[11]!.caption));
  // Digits alone open the prompt too; a beat that does not exist is refused with the range.
  await page.keyboard.press('9');
  await page.keyboard.press('9');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    `There is no beat “99”: type a number from 1 to ${incident.beats.length}.`,
  );
  await page.keyboard.press('Escape');
  await expect(presentation(page)).toHaveAttribute('data-beat', '11');
});

/** Opens presentation and the speaker window from it; the audience window is `page`. */
async function twoWindows(page: Page) {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  const [speaker] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Speaker view' }).click(),
  ]);
  await speaker.setViewportSize({ width: 1280, height: 800 });
  await speaker.waitForLoadState();
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText(`Beat 1 of ${incident.beats.length}`);
  await expect(speaker.getByRole('status')).toHaveAttribute('data-following', 'true');
  return speaker;
}

test('clicks in the audience window never make the speaker window warn (sampled every 100 ms)', async ({
  page,
}) => {
  const speaker = await twoWindows(page);
  await speaker.evaluate(() => {
    const w = window as unknown as { samples: string[] };
    w.samples = [];
    setInterval(
      () => w.samples.push(document.querySelector('[role=status]')?.getAttribute('data-following') ?? ''),
      100,
    );
  });
  for (let i = 1; i <= 10; i++) {
    await page.keyboard.press('PageDown');
    await expect(speaker.locator('[data-speaker-beat]')).toHaveText(
      `Beat ${i + 1} of ${incident.beats.length}`,
    );
    await page.waitForTimeout(150);
  }
  await speaker.waitForTimeout(500);
  const samples = await speaker.evaluate(() => (window as unknown as { samples: string[] }).samples);
  expect(samples.length).toBeGreaterThan(15);
  expect(samples.filter((s) => s === 'false')).toEqual([]);
});

/** The labels of the rows a projected stage draws (its texts, in order). */
const stageTexts = (page: Page, root: string) =>
  page
    .locator(`${root} svg`)
    .first()
    .evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => t.textContent ?? ''));

test('“On screen” is laid out at the audience’s 1024×768 and shows the same rows; “Next” shows the next beat’s focus', async ({
  page,
}) => {
  const speaker = await twoWindows(page);
  for (let i = 0; i < 9; i++) await speaker.keyboard.press('PageDown'); // beat 10: the emptied BPF entries
  await expect(presentation(page)).toHaveAttribute('data-beat', '9');
  await expect(speaker.locator('[data-on-screen]')).toHaveAttribute('data-viewport', '1024x768');
  const audience = await stageTexts(page, '[aria-label=Presentation]');
  const replica = await stageTexts(speaker, '[data-replica]');
  expect(audience.length).toBeGreaterThan(10);
  expect(replica).toEqual(audience);
  // The next beat (11) projects curl's output: so does the preview.
  expect(incident.beats[10]!.focus).toBe('output:curl');
  await expect(speaker.locator('[data-next-replica] [data-output]')).toHaveAttribute('data-output', 'curl');
  await expect(speaker.locator('[data-next-replica]')).toContainText('Operation not permitted');
  // Beat 7 projects the key bytes: from beat 6, "Next" shows the key inspector.
  for (let i = 0; i < 4; i++) await speaker.keyboard.press('PageUp');
  expect(incident.beats[6]!.focus).toBe('keyInspector');
  await expect(speaker.locator('[data-next-replica]')).toContainText('lookup prefix');
});

test('look-ahead: the speaker browses beats while the audience stays, and Enter sends the one looked at', async ({
  page,
}) => {
  const speaker = await twoWindows(page);
  await speaker.keyboard.press('f');
  await speaker.keyboard.press('PageDown');
  await speaker.keyboard.press('PageDown');
  await speaker.keyboard.press('PageDown');
  await expect(speaker.locator('[data-look-ahead]')).toHaveAttribute('data-look-ahead', '3');
  await expect(speaker.locator('[data-now-caption]')).toHaveText(plain(incident.beats[3]!.caption));
  await page.waitForTimeout(300);
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
  await expect(speaker.getByRole('status')).toHaveAttribute('data-following', 'true');
  await speaker.keyboard.press('Enter');
  await expect(presentation(page)).toHaveAttribute('data-beat', '3');
  await expect(speaker.locator('[data-look-ahead]')).toHaveCount(0);
  // The overview picks a beat in the speaker window too.
  await speaker.keyboard.press('o');
  await speaker
    .getByRole('dialog', { name: 'All beats' })
    .getByRole('button', { name: /^Beat 8/ })
    .click();
  await expect(presentation(page)).toHaveAttribute('data-beat', '7');
});

test('the laser held in “On screen” shows on the audience’s screen at the same place (latency reported)', async ({
  page,
}) => {
  const speaker = await twoWindows(page);
  const screen = speaker.locator('[data-on-screen]');
  // Laid out at the audience's size once the audience has said it.
  await expect(screen).toHaveAttribute('data-viewport', '1024x768');
  const box = (await screen.boundingBox())!;
  await speaker.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
  await speaker.mouse.down();
  const latencies: number[] = [];
  for (let i = 0; i < 20; i++) {
    const fx = 0.25 + i * 0.025;
    const fy = 0.3 + (i % 5) * 0.1;
    await speaker.mouse.move(box.x + box.width * fx, box.y + box.height * fy);
    const dot = page.locator('[data-laser]');
    // At the same place on the audience's screen (to within 0.25 % of its width).
    await expect
      .poll(async () => {
        const b = await dot.boundingBox();
        return b ? Math.abs(Math.round(((b.x + b.width / 2) / 1024 - fx) * 200)) : NaN;
      })
      .toBe(0);
    latencies.push(Number(await dot.getAttribute('data-latency')));
  }
  await speaker.mouse.up();
  await expect(page.locator('[data-laser]')).toHaveCount(0);
  const sorted = [...latencies].sort((a, b) => a - b);
  const median = sorted[10]!;
  test.info().annotations.push({ type: 'laser latency median (ms)', description: String(median) });
  console.log(`laser: speaker → audience median ${median.toFixed(1)} ms over 20 moves`);
  // The pen: strokes drawn in the speaker window show on the audience's screen and clear on the next beat.
  await speaker.keyboard.press('p');
  await speaker.mouse.move(box.x + 40, box.y + 40);
  await speaker.mouse.down();
  await speaker.mouse.move(box.x + 120, box.y + 90);
  await speaker.mouse.up();
  await expect(page.locator('[data-strokes]')).toHaveAttribute('data-strokes', '1');
  await speaker.keyboard.press('PageDown');
  await expect(page.locator('[data-strokes]')).toHaveCount(0);
});

test('the audience window opened from the speaker view asks for full screen on its first key', async ({
  page,
}) => {
  await openApp(page);
  const [speaker] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .locator('details', { hasText: 'Talk:' })
      .locator('summary')
      .click()
      .then(() => page.getByRole('button', { name: 'Speaker view' }).click()),
  ]);
  await speaker.waitForLoadState();
  const [audience] = await Promise.all([
    page.context().waitForEvent('page'),
    speaker.getByRole('button', { name: 'Open audience window' }).click(),
  ]);
  await audience.waitForLoadState();
  await expect(presentation(audience)).toBeVisible();
  await expect(audience.locator('[data-fullscreen-hint]')).toHaveText('Press any key for full screen');
  expect(await fullscreen(audience)).toBe(false);
  await audience.keyboard.press('PageDown');
  await expect.poll(() => fullscreen(audience)).toBe(true);
  await expect(audience.locator('[data-fullscreen-hint]')).toHaveCount(0);
});

test('“Add this moment” goes after the current beat with a short caption; the target length can be cleared', async ({
  page,
}) => {
  // A moment of the timeline, no beat on screen.
  const at = 40_000;
  await openApp(page, `/#v=1&p=tke-incident&m=buggy&t=${at}`);
  const panel = page.locator('details', { hasText: 'Talk:' });
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: '+ Add this moment as a beat' }).click();
  const captions = panel.getByRole('textbox', { name: /^Caption \d+$/ });
  await expect(captions).toHaveCount(incident.beats.length + 1);
  // Inserted in the talk's order of moments (not at the end), and its caption is one short sentence.
  const after = incident.beats.findIndex((b) => b.at > at);
  expect(after).toBeLessThan(incident.beats.length - 2);
  await expect(captions.nth(after - 1)).toHaveValue(plain(incident.beats[after - 1]!.caption));
  const added = await captions.nth(after).inputValue();
  expect(added.length).toBeGreaterThan(10);
  expect(added.length).toBeLessThanOrEqual(120);
  expect(added).not.toMatch(/[.!?] \S/); // one sentence
  await expect(captions.nth(after + 1)).toHaveValue(plain(incident.beats[after]!.caption));
  // With a beat on screen, right after it.
  const fourth = await captions.nth(3).inputValue();
  await panel.getByRole('button', { name: /^t = / }).nth(2).click();
  await panel.getByRole('button', { name: '+ Add this moment as a beat' }).click();
  await expect(captions).toHaveCount(incident.beats.length + 2);
  await expect(captions.nth(4)).toHaveValue(fourth);
  expect(await captions.nth(3).inputValue()).not.toBe(fourth);
  const target = panel.getByRole('spinbutton', { name: 'Target length (minutes)' });
  await expect(target).toHaveValue('20');
  await target.fill('');
  await expect(target).toHaveValue('');
  await target.fill('25');
  await expect(target).toHaveValue('25');
});

/** The victim's BPF entries: the rows whose backends the emptying beat takes away. */
const VICTIM_ROWS = countChangeAddresses(
  incidentTraces.buggy,
  incident.beats[SHIPPED_TALKS[0]!.beats.findIndex((b) => b.id === 'emptied')]!.step,
);

/**
 * Where a projected beat's focus is, from the model: what the test looks for on the screen (`all`: every
 * element it names, else at least one).
 */
function focusOf(i: number): { selector: string; all: boolean } {
  const b = incident.beats[i]!;
  // A log keeps its newest lines in view: the newest of the lines the caption names is enough.
  if (b.focus === 'output:cilium-agent log') return { selector: '[data-beat-line]', all: false };
  if (b.focus.startsWith('output:')) return { selector: '[data-beat-line]', all: true };
  if (b.focus === 'keyInspector') return { selector: '[data-key-verdict]', all: true };
  // Both runs' instances of the victim on the backend.
  if (b.view === 'compare') return { selector: '[data-chip="default/kubernetes-intranet"]', all: true };
  const trace = incidentTraces[b.view === 'fixed' ? 'fixed' : 'buggy'];
  const step = trace.steps[b.step]!;
  if (step.actor === 'client') return { selector: '[data-client]', all: true };
  // The agent's moments here are the release and the refresh: the victim's instance.
  if (step.actor === 'cilium-agent')
    return { selector: '[data-chip="default/kubernetes-intranet"]', all: true };
  // A BPF moment of this story is about the victim's entries (emptied, or still at count 1 while it is broken).
  if (step.actor === 'bpf' && countChangeAddresses(trace, b.step).length)
    return { selector: VICTIM_ROWS.map((a) => `[data-address="${a}"]`).join(', '), all: true };
  // A control-plane moment: the stage's top (the control plane and the objects).
  return { selector: 'svg text', all: false };
}

for (const [w, h] of [
  [800, 600],
  [1024, 768],
  [1280, 720],
  [1920, 1080],
] as const)
  test(`at ${w}×${h} every beat’s focus and caption are on screen${w > 800 ? ', no stage text is shortened and no stage is cut' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: h });
    await openApp(page);
    await page.keyboard.press('F5');
    // The presenter's controls show while the pointer moves: the audience's view is without them.
    await page.addStyleTag({ content: '[data-chrome] { display: none }' });
    for (let i = 0; i < incident.beats.length; i++) {
      if (i > 0) await page.keyboard.press('PageDown');
      await expect(presentation(page)).toHaveAttribute('data-beat', String(i));
      await expect(page.locator('[data-caption]')).toHaveText(plain(incident.beats[i]!.caption));
      const { selector, all } = focusOf(i);
      await expect(presentation(page).locator(selector).first(), `beat ${i + 1}: ${selector}`).toBeAttached();
      // On screen: inside the focus box and the window, and not covered (what is at its middle is part of it).
      await expect
        .poll(
          () =>
            page.evaluate(
              ({ selector, all }) => {
                const box = document.querySelector('[data-focus-box]')!.getBoundingClientRect();
                const caption = document.querySelector('[data-caption]')!.getBoundingClientRect();
                const els = [...document.querySelectorAll(`[aria-label=Presentation] :is(${selector})`)];
                const seen = els.filter((el) => {
                  const r = el.getBoundingClientRect();
                  const x = r.left + Math.min(r.width / 2, 12);
                  const y = r.top + r.height / 2;
                  const hit = document.elementFromPoint(x, y);
                  return (
                    r.top >= box.top - 1 &&
                    r.bottom <= Math.min(box.bottom, innerHeight) + 1 &&
                    !!hit &&
                    (el.contains(hit) || hit.contains(el))
                  );
                });
                const captionShown = caption.top >= 0 && caption.bottom <= innerHeight + 1;
                return captionShown && (all ? seen.length === els.length : seen.length > 0);
              },
              { selector, all },
            ),
          { message: `beat ${i + 1}: ${selector}` },
        )
        .toBe(true);
      if (w === 800) continue;
      const cut = await page.evaluate(() => {
        const box = document.querySelector('[data-focus-box]')!.getBoundingClientRect();
        return [...document.querySelectorAll('[aria-label=Presentation] svg')].some(
          (s) => s.getBoundingClientRect().bottom > box.bottom + 1,
        );
      });
      expect(cut, `beat ${i + 1}: a stage runs past its box`).toBe(false);
      const shortened = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-label=Presentation] svg text')]
          .map((t) => t.textContent ?? '')
          .filter((t) => /…$/.test(t.trim())),
      );
      expect(shortened, `beat ${i + 1}`).toEqual([]);
    }
  });
