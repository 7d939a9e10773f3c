import { expect, test, type Page } from '@playwright/test';
import { editorEvents, openApp } from './helpers';

const slider = (page: Page) => page.getByRole('slider', { name: 'Timeline' });

/** The seconds written on the timeline's axis (e.g. "12.5 s"). */
async function axisSeconds(page: Page): Promise<number[]> {
  const texts = await slider(page).locator('svg text').allTextContents();
  return texts.filter((t) => /^\d+(\.\d+)? s$/.test(t)).map((t) => parseFloat(t));
}

/** Opens a link and waits for the timeline's gesture controller (it loads after the first render). */
async function openTimeline(page: Page, path: string) {
  await openApp(page, path);
  await expect(slider(page)).toHaveAttribute('data-gestures', 'ready');
}

/** The incident from its start, and the timeline slider's box and middle line (where a drag presses). */
async function incidentTrack(page: Page) {
  await openTimeline(page, '/#v=1&p=tke-incident&m=buggy&t=0');
  const s = slider(page);
  const box = (await s.boundingBox())!;
  return { s, box, y: box.y + box.height / 2 };
}

test('timeline: the wheel zooms the visible range around the pointer; Show all restores it', async ({
  page,
}) => {
  await openTimeline(page, '/#v=1&p=tke-incident&m=buggy&t=60000');
  const full = await axisSeconds(page);
  const box = (await slider(page).boundingBox())!;
  const px = box.x + box.width * 0.6;
  await page.mouse.move(px, box.y + box.height / 2);
  await page.mouse.wheel(0, -600);
  await expect(page.getByRole('button', { name: 'Show all' })).toBeEnabled();
  const span = (s: number[]) => Math.max(...s) - Math.min(...s);
  // One notch of 600 px is a zoom of 2^1.2 ≈ 2.3×: the ticks cover well under two thirds of the run.
  await expect.poll(async () => span(await axisSeconds(page))).toBeLessThan((span(full) * 2) / 3);
  const zoomed = await axisSeconds(page);
  // Zoomed around the pointer, not the start: the view no longer begins at 0 and still holds that moment.
  expect(Math.min(...zoomed)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show all' }).click();
  await expect.poll(() => axisSeconds(page)).toEqual(full);
});

test('timeline: dragging the playhead seeks, and the slider keeps its keyboard', async ({ page }) => {
  await openTimeline(page, '/#v=1&p=tke-incident&m=buggy&t=10000');
  const s = slider(page);
  const end = Number(await s.getAttribute('aria-valuemax'));
  const knob = (await s.locator('[data-knob]').boundingBox())!;
  const box = (await s.boundingBox())!;
  await page.mouse.move(knob.x + knob.width / 2, knob.y + knob.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, knob.y, { steps: 4 });
  const mid = Number(await s.getAttribute('aria-valuenow'));
  await page.mouse.move(box.x + box.width - 20, knob.y, { steps: 4 });
  await page.mouse.up();
  const last = Number(await s.getAttribute('aria-valuenow'));
  expect(mid).toBeGreaterThan(10_000);
  expect(last).toBeGreaterThan(mid);
  expect(last).toBeGreaterThan(end * 0.9);
  // The knob followed the pointer.
  const after = (await s.locator('[data-knob]').boundingBox())!;
  expect(Math.abs(after.x + after.width / 2 - (box.x + box.width - 20))).toBeLessThan(3);
  await s.focus();
  await page.keyboard.press('Home');
  await expect(s).toHaveAttribute('aria-valuenow', '0');
  await expect(s).toHaveAttribute('aria-valuetext', /Step 1 of/);
});

test('editor: a dragged or arrow-moved event marker moves that event and no other', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const events = () => editorEvents(page);
  const drag = async (from: string, to: number) => {
    const box = (await page.getByRole('slider', { name: from }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 5 });
    await page.mouse.up();
  };
  const xOf = async (name: string) => {
    const b = (await page.getByRole('slider', { name }).boundingBox())!;
    return b.x + b.width / 2;
  };
  // Event 1 (connect at 4 s) goes between the annotate (16 s) and the last connect (20 s).
  await drag(
    'Event 1: connect',
    ((await xOf('Event 4: annotateService')) + (await xOf('Event 5: connect'))) / 2,
  );
  const after = await events();
  const moved = after[3]!;
  expect(moved).toMatch(/^connect@\d+$/);
  const at = Number(moved.split('@')[1]);
  expect(at).toBeGreaterThan(16000);
  expect(at).toBeLessThan(20000);
  expect(at % 100).toBe(0);
  // Every other event kept its type and time (the strip re-sorted them): nothing else moved.
  expect(after).toEqual([
    'patchEndpointSlice@8000',
    'connect@12000',
    'annotateService@16000',
    `connect@${at}`,
    'connect@20000',
  ]);
  // The moved event keeps the focus; → moves it (and only it) by 100 ms, Shift+→ by a second.
  const focused = page.getByRole('slider', { name: 'Event 4: connect' });
  await expect(focused).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowLeft');
  expect(await events()).toEqual([
    'patchEndpointSlice@8000',
    'connect@12000',
    'annotateService@16000',
    `connect@${at - 900}`,
    'connect@20000',
  ]);
  // Enter goes to the event's own fields.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Event 4', exact: true }).getByLabel('at (ms)')).toBeFocused();
});

test('timeline: during a drag the slider follows every move; once released the panels show the step it reached', async ({
  page,
}) => {
  const { s, box, y } = await incidentTrack(page);
  const narration = page.getByRole('region', { name: 'Narration' });
  const lb = page.getByRole('region', { name: 'cilium bpf lb list' });
  await expect(lb).toBeAttached();
  const atStart = await lb.textContent();
  await page.mouse.move(box.x + 8, y);
  await page.mouse.down();
  // Each move shows in the slider's value and value text (what a screen reader hears) while the pointer is down.
  const seen: string[] = [];
  // From the start to about a third of the run: past the release, where the BPF table has changed.
  for (const f of [0.12, 0.2, 0.26, 0.32]) {
    const before = await s.getAttribute('aria-valuenow');
    await page.mouse.move(box.x + box.width * f, y, { steps: 2 });
    await expect(s).not.toHaveAttribute('aria-valuenow', before!);
    seen.push((await s.getAttribute('aria-valuetext'))!);
  }
  expect(new Set(seen).size).toBeGreaterThan(1);
  await page.mouse.up();
  const text = (await s.getAttribute('aria-valuetext'))!;
  expect(text).toBe(seen.at(-1));
  // Released: the narration tells the step the slider names, and the outputs are that step's.
  const what = text.slice(text.indexOf(': ') + 2);
  await expect(narration.locator('[aria-live] p').first()).toHaveText(what);
  await expect(lb).not.toHaveText(atStart!);
  const dragged = await lb.textContent();
  // The same step reached by the keyboard (no drag) shows the same outputs.
  await s.focus();
  const stepOf = async () => (await s.getAttribute('aria-valuetext'))!.split(' · ')[1];
  await page.keyboard.press('ArrowLeft');
  await expect.poll(stepOf).not.toBe(text.split(' · ')[1]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(stepOf).toBe(text.split(' · ')[1]);
  await expect(lb).toHaveText(dragged!);
});

test('timeline: mid-drag the stage starts no animation; its pulses run once the pointer rests', async ({
  page,
}) => {
  const { s, box, y } = await incidentTrack(page);
  // Whether the stage is marked mid-drag, and its pulses and travelling packet (index.css) whatever their play
  // state: a paused animation is still created at every step, and Chrome paints a frame to start it.
  const stage = () =>
    page.evaluate(() => ({
      moving: document.querySelector('#stage [data-moving]') !== null,
      animations: document
        .getAnimations()
        .filter((a) => ['pulse-ring', 'travel'].includes((a as CSSAnimation).animationName ?? '')).length,
    }));
  await page.mouse.move(box.x + 8, y);
  await page.mouse.down();
  let marked = 0;
  for (let i = 1; i <= 12; i++) {
    const before = await s.getAttribute('aria-valuenow');
    await page.mouse.move(box.x + box.width * (0.1 + i * 0.03), y);
    await expect(s).not.toHaveAttribute('aria-valuenow', before!);
    // (On a busy machine the pointer may rest between two moves: then the stage is not marked, and pulses.)
    const now = await stage();
    if (now.moving) marked++;
    if (now.moving) expect(now.animations).toBe(0);
  }
  expect(marked).toBeGreaterThan(0);
  // The pointer rests: the step shown pulses.
  await expect.poll(async () => (await stage()).animations).toBeGreaterThan(0);
  await page.mouse.up();
});
