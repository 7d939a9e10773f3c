import { expect, test, type Page } from '@playwright/test';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { materializeTalk, SHIPPED_TALKS } from '../src/scenario/talk/shippedTalks';
import { talksEn } from '../src/ui/i18n/talks/en';
import { htmlTextContrasts } from './contrast';
import { openApp } from './helpers';

const plain = (s: string) => s.replaceAll('`', '');

const incident = (() => {
  const sc = getPreset('tke-incident')!.scenario;
  const traces = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
  return materializeTalk(SHIPPED_TALKS[0]!, traces, talksEn.incident);
})();

const presentation = (page: Page) => page.getByRole('region', { name: 'Presentation' });

/** The smallest font size of any text on the projected stage(s), in CSS px. */
const smallestStageText = (page: Page) =>
  page.evaluate(() =>
    Math.min(
      ...[
        ...document.querySelectorAll(
          '[aria-label=Presentation] svg text, [aria-label=Presentation] svg tspan',
        ),
      ].map((e) => parseFloat(getComputedStyle(e).fontSize)),
    ),
  );

test.use({ viewport: { width: 1024, height: 768 } });

test('presentation at 1024×768: stage text ≥ 18 px, status marks ≥ 24 px, the caption is the beat’s', async ({
  page,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  await expect(presentation(page)).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press('PageDown'); // beat 6: the release
  await expect(presentation(page)).toHaveAttribute('data-beat', '5');
  await expect(page.locator('[data-caption]')).toHaveText(plain(incident.beats[5]!.caption));
  expect(await smallestStageText(page)).toBeGreaterThanOrEqual(18);
  const marks = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label=Presentation] svg text')]
      .filter((e) => /^(✓ \d+|✗ \d+|… ✗ \d+)$/.test(e.textContent ?? ''))
      .map((e) => parseFloat(getComputedStyle(e).fontSize)),
  );
  expect(marks.length).toBeGreaterThan(3);
  expect(Math.min(...marks)).toBeGreaterThanOrEqual(24);
});

test('a clicker walks the incident talk: 30 × PageDown, with the scenario picker and the speed slider focused before', async ({
  page,
}) => {
  await openApp(page);
  const picker = page.getByRole('combobox', { name: 'Scenario' });
  const speed = page.getByRole('slider', { name: 'Speed' });
  const speedBefore = await speed.inputValue();
  await speed.focus();
  await picker.focus();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.keyboard.press('F5'); // a remote's "start show": presentation, never a reload
  await expect(presentation(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  // F5 opens the talk at its first beat, like a slide deck.
  await expect(presentation(page)).toHaveAttribute('data-beat', '0');
  for (let i = 1; i <= 30; i++) {
    await page.keyboard.press('PageDown');
    const beat = Math.min(i, incident.beats.length - 1);
    await expect(presentation(page)).toHaveAttribute('data-beat', String(beat));
    await expect(page.locator('[data-caption]')).toHaveText(plain(incident.beats[beat]!.caption));
  }
  // b blacks the screen, any key resumes; `.` too; w and , whiten.
  await page.keyboard.press('b');
  await expect(page.locator('[data-blank=black]')).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.locator('[data-blank]')).toHaveCount(0);
  await page.keyboard.press('.');
  await expect(page.locator('[data-blank=black]')).toBeVisible();
  await page.keyboard.press('ArrowRight'); // resumes without moving on
  await expect(page.locator('[data-blank]')).toHaveCount(0);
  await expect(presentation(page)).toHaveAttribute('data-beat', String(incident.beats.length - 1));
  await page.keyboard.press('w');
  await expect(page.locator('[data-blank=white]')).toBeVisible();
  // Escape lifts the overlay first, then leaves the mode.
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-blank]')).toHaveCount(0);
  await expect(presentation(page)).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(presentation(page)).toHaveAttribute('data-beat', String(incident.beats.length - 2));
  await page.keyboard.press('Escape');
  await expect(presentation(page)).toHaveCount(0);
  // Nothing else moved: same scenario, same speed, and the key variant is the last beat's.
  await expect(picker).toHaveValue('tke-incident');
  await expect(speed).toHaveValue(speedBefore);
  const last = incident.beats.at(-2)!;
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute(
    'aria-pressed',
    String(last.view === 'compare'),
  );
});

test('? while presenting lists the clicker keys first', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.locator('caption').first()).toHaveText('Presentation (clicker and keyboard)');
  await expect(help.getByRole('rowheader', { name: 'F5', exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(presentation(page)).toBeVisible();
});

test('a link opens presentation mode at a beat', async ({ page }) => {
  const b = incident.beats[10]!;
  await openApp(page, `/#v=1&p=tke-incident&m=${b.view}&t=${b.at}&pr=1&b=11`);
  await expect(presentation(page)).toHaveAttribute('data-beat', '10');
  await expect(page.locator('[data-caption]')).toHaveText(plain(b.caption));
  await expect(page.getByRole('region', { name: 'curl', exact: true })).toContainText(
    'Operation not permitted',
  );
});

test('a speaker makes a talk: add this moment, edit caption and note, reorder, delete; it travels in the link', async ({
  page,
  context,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=12000');
  const panel = page.locator('details', { hasText: 'Talk:' });
  await panel.locator('summary').click();
  await panel.getByRole('button', { name: '+ Add this moment as a beat' }).click();
  const captions = panel.getByRole('textbox', { name: /^Caption \d+$/ });
  const n = await captions.count();
  expect(n).toBe(9);
  await captions.nth(0).fill('Opening: two Services share 1.1.1.1:80');
  await panel.getByRole('textbox', { name: 'Speaker note 1' }).fill('Say hello.');
  await panel.getByRole('button', { name: 'Move down 1' }).click();
  await expect(captions.nth(1)).toHaveValue('Opening: two Services share 1.1.1.1:80');
  const before = page.url();
  await panel.getByRole('button', { name: 'Delete 3' }).click();
  await expect(captions).toHaveCount(8);
  await expect(panel.locator('summary')).toContainText('your talk');
  // The talk is in the address bar's link (written shortly after the last edit): a fresh page opens it.
  await page.waitForFunction((u) => location.href !== u && location.hash.includes('tk='), before);
  const other = await context.newPage();
  await openApp(other, new URL(page.url()).hash.replace(/^/, '/'));
  // The speaker's own talk opens with its panel open.
  const panel2 = other.locator('details', { hasText: 'Talk:' });
  await expect(panel2.getByRole('textbox', { name: 'Caption 2' })).toHaveValue(
    'Opening: two Services share 1.1.1.1:80',
  );
  await expect(panel2.getByRole('textbox', { name: /^Caption \d+$/ })).toHaveCount(8);
});

test('the speaker window drives the audience, sees what it shows, and both recover from a reload', async ({
  page,
  context,
}) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  const [speaker] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Speaker view' }).click(),
  ]);
  await speaker.waitForLoadState();
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 1 of 15');
  const status = speaker.getByRole('status');
  // Present opened the talk at beat 1; the speaker clicks on from there.
  for (let i = 1; i <= 11; i++) {
    await speaker.keyboard.press('PageDown');
    await expect(presentation(page)).toHaveAttribute('data-beat', String(i));
    await expect(status).toHaveAttribute('data-following', 'true');
  }
  await expect(status).toContainText('Audience: beat 12');
  await expect(speaker.locator('[data-note]')).toHaveText(incident.beats[11]!.note!);
  await expect(speaker.locator('[data-next-caption]')).toHaveText(plain(incident.beats[12]!.caption));
  // What the next beat changes is clamped to two lines; the whole sentence is its tooltip.
  const change = speaker.locator('[data-next-change]');
  expect(await change.getAttribute('title')).toBe(await change.textContent());
  expect((await change.getAttribute('title'))!.length).toBeGreaterThan(20);
  // "On screen" is a scaled copy of the audience's screen: this beat projects an output, not the stage.
  expect(incident.beats[11]!.focus).toBe('output:cilium bpf lb list');
  await expect(speaker.locator('[data-replica] [data-output]')).toHaveAttribute(
    'data-output',
    'cilium bpf lb list',
  );
  await expect(speaker.locator('[data-replica]')).toContainText('0.0.0.0:30965/TCP (0)');
  const p95 = Number(await status.getAttribute('data-ack-p95'));
  const count = Number(await status.getAttribute('data-ack-count'));
  test.info().annotations.push({ type: 'ack latency p95 (ms)', description: `${p95} over ${count} states` });
  console.log(`speaker → audience ack latency: p95 ${p95} ms over ${count} acknowledged states`);
  expect(count).toBeGreaterThanOrEqual(10);
  // The audience drives too.
  await page.keyboard.press('PageUp');
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 11 of 15');
  // Reload the audience: it catches up within 1.5 s of loading.
  await page.reload();
  await expect(presentation(page)).toHaveAttribute('data-beat', '10', { timeout: 1500 });
  await expect(status).toHaveAttribute('data-following', 'true');
  // Reload the speaker: it catches up too, and the audience follows its next click.
  await speaker.reload();
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 11 of 15', { timeout: 1500 });
  // Once it hears the audience again, its next click moves the audience.
  await expect(status).toHaveAttribute('data-following', 'true');
  await speaker.keyboard.press('PageDown');
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 12 of 15');
  await expect(presentation(page)).toHaveAttribute('data-beat', '11');
});

test('the speaker window warns when the audience window is gone', async ({ page, context }) => {
  await openApp(page);
  const [speaker] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('button', { name: 'Present' })
      .click()
      .then(() => page.getByRole('button', { name: 'Speaker view' }).click()),
  ]);
  await speaker.waitForLoadState();
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 1 of 15');
  await speaker.keyboard.press('PageDown');
  await expect(speaker.getByRole('status')).toHaveAttribute('data-following', 'true');
  await page.close();
  await expect(speaker.getByRole('status')).toContainText('not following', { timeout: 6000 });
  await expect(speaker.getByRole('status')).toHaveAttribute('data-following', 'false');
});

/** WCAG contrast of every text on the projected stage against what is painted under it. */
const stageContrasts = (page: Page) =>
  page.evaluate(() => {
    const cv = document.createElement('canvas');
    cv.width = cv.height = 1;
    const cx = cv.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string) => {
      cx.clearRect(0, 0, 1, 1);
      cx.fillStyle = color;
      cx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = cx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255] as const;
    };
    const lum = ([r, g, b]: readonly number[]) => {
      const f = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const out: { text: string; ratio: number }[] = [];
    for (const el of document.querySelectorAll('[aria-label=Presentation] svg text')) {
      const box = el.getBoundingClientRect();
      if (!box.width || !(el.textContent ?? '').trim()) continue;
      const x = box.left + Math.min(box.width / 2, 8);
      const y = box.top + box.height / 2;
      // Paint the rectangles under the text over the black page, bottom first.
      let bg = [0, 0, 0];
      const rects = document
        .elementsFromPoint(x, y)
        .filter((e) => e.tagName === 'rect')
        .reverse();
      for (const r of rects) {
        const cs = getComputedStyle(r);
        const [cr, cg, cb, ca] = rgba(cs.fill);
        const a = ca * Number(cs.fillOpacity || 1) * Number(cs.opacity || 1);
        bg = [cr * a + bg[0]! * (1 - a), cg * a + bg[1]! * (1 - a), cb * a + bg[2]! * (1 - a)];
      }
      const [fr, fg, fb] = rgba(getComputedStyle(el).fill);
      const [l1, l2] = [lum([fr, fg, fb]), lum(bg)].sort((a, b) => b - a);
      out.push({ text: el.textContent!.slice(0, 30), ratio: (l1! + 0.05) / (l2! + 0.05) });
    }
    return out;
  });

test('the projector theme keeps every stage text at ≥ 7:1 contrast (release and EPERM beats)', async ({
  page,
}) => {
  for (const [b, beat] of [
    [6, incident.beats[5]!],
    [11, incident.beats[10]!],
    [10, incident.beats[9]!],
  ] as const) {
    await openApp(page, `/#v=1&p=tke-incident&m=${beat.view}&t=${beat.at}&pr=1&b=${b}`);
    await expect(page.locator('[data-caption]')).toHaveText(plain(beat.caption));
    if (beat.focus !== 'stage') continue;
    const low = (await stageContrasts(page)).filter((c) => c.ratio < 7);
    expect(low).toEqual([]);
  }
});

test('presentation on a phone: the stage scrolls in its box instead of running under the caption', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  await page.getByRole('button', { name: 'Present' }).click();
  for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown'); // beat 5: the stage, node and all
  await expect(presentation(page)).toHaveAttribute('data-beat', '4');
  const caption = await page.locator('[data-caption]').boundingBox();
  const focus = page.locator('[aria-label=Presentation] > div').first();
  const box = await focus.boundingBox();
  expect(caption && box).toBeTruthy();
  // The focus's box ends where the caption starts, and what does not fit scrolls inside it.
  expect(box!.y + box!.height).toBeLessThanOrEqual(caption!.y + 1);
  const overflow = await focus.evaluate((e) => ({
    scrolls: e.scrollHeight > e.clientHeight,
    style: getComputedStyle(e).overflowY,
  }));
  expect(overflow).toEqual({ scrolls: true, style: 'auto' });
  // All of the stage can be scrolled to: its top is not cut off above the box.
  const stageTop = await focus
    .locator('svg')
    .first()
    .evaluate((svg, top) => svg.getBoundingClientRect().top - top, box!.y);
  expect(stageTop).toBeGreaterThanOrEqual(0);
  expect(await smallestStageText(page)).toBeGreaterThanOrEqual(18);
  // The beat's place stays on one line.
  const progress = await page.locator('[data-beat-progress]').boundingBox();
  expect(progress!.height).toBeLessThan(40);
});

test('a link to a beat without its moment opens at the beat’s moment, not at t = 0', async ({ page }) => {
  const beat = incident.beats[8]!;
  await openApp(page, '/#v=1&p=tke-incident&pr=1&b=9');
  await expect(presentation(page)).toHaveAttribute('data-beat', '8');
  await expect(page.locator('[data-caption]')).toHaveText(plain(beat.caption));
  await expect(presentation(page)).toContainText(`t = ${(beat.at / 1000).toFixed(1)} s`);
  expect(beat.at).toBeGreaterThan(0);
});

test('compare in presentation on a phone: the runs are stacked, apart, each stage the width of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page, '/#v=1&p=tke-incident&m=compare&t=40000&pr=1');
  const runs = ['✗ Buggy key', '✓ Fixed key'].map((name) =>
    presentation(page).getByRole('region', { name, exact: true }),
  );
  const stages = await Promise.all(runs.map((r) => r.locator('svg').first().boundingBox()));
  expect(stages[0] && stages[1]).toBeTruthy();
  const [buggy, fixed] = [stages[0]!, stages[1]!];
  // The fixed run's stage starts below the buggy one's end: they do not overlap.
  expect(fixed.y).toBeGreaterThanOrEqual(buggy.y + buggy.height);
  // No label column beside them: each stage has most of the width.
  for (const s of [buggy, fixed]) expect(s.width).toBeGreaterThanOrEqual(390 * 0.85);
});

test('a beat that shows an output highlights the lines its caption names, in presentation and on the page', async ({
  page,
}) => {
  const index = SHIPPED_TALKS[0]!.beats.findIndex((b) => b.id === 'bpfList');
  const b = incident.beats[index]!;
  await openApp(page, `/#v=1&p=tke-incident&m=${b.view}&t=${b.at}&pr=1&b=${index + 1}`);
  await expect(presentation(page)).toHaveAttribute('data-beat', String(index));
  const projected = presentation(page)
    .getByRole('region', { name: 'cilium bpf lb list', exact: true })
    .locator('[data-beat-line]');
  // The caption names the intranet Service's three entries with count 0: those three lines, no others.
  await expect(projected).toHaveCount(3);
  for (const m of ['10.15.1.8:443/TCP (0)', '192.168.60.179:443/TCP (0)', '0.0.0.0:30965/TCP (0)'])
    await expect(projected.filter({ hasText: m })).toHaveCount(1);
  // Back on the page at the beat's moment, its terminal highlights the same lines.
  await page.getByRole('button', { name: 'Leave presentation' }).click();
  const onPage = page
    .getByRole('region', { name: 'cilium bpf lb list', exact: true })
    .locator('[data-tour-line]');
  await expect(onPage).toHaveCount(3);
  // Each wraps inside the output's box rather than running past its edge.
  for (const overflow of await onPage.evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth)))
    expect(overflow).toBeLessThanOrEqual(1);
});

test('projected, the lines a caption names and the key verdicts read at ≥ 7:1 (every output and key beat)', async ({
  page,
}) => {
  const beats = incident.beats.flatMap((b, i) => (b.focus === 'stage' ? [] : [i]));
  expect(beats.length).toBeGreaterThanOrEqual(4);
  let lines = 0;
  let verdicts = 0;
  for (const i of beats) {
    await openApp(page, `/#v=1&p=tke-incident&pr=1&b=${i + 1}`);
    await expect(presentation(page)).toHaveAttribute('data-beat', String(i));
    await expect(presentation(page).locator('[data-beat-line], [data-key-verdict]').first()).toBeVisible();
    const found = await htmlTextContrasts(
      page,
      '[aria-label=Presentation] [data-beat-line], [aria-label=Presentation] [data-key-verdict] p > span',
    );
    lines += found.filter((c) => !/taken|kept/.test(c.text)).length;
    verdicts += found.filter((c) => /taken|kept/.test(c.text)).length;
    expect(found.filter((c) => c.ratio < 7)).toEqual([]);
  }
  expect(lines).toBeGreaterThanOrEqual(5);
  expect(verdicts).toBe(2);
});
