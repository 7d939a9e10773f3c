// Dragging the playhead and playing at 4× (issue 34, "Seeking costs a frame"), for scripts/bench-ui.mjs:
// real pointer input on the Timeline slider (CDP Input.dispatchMouseEvent), each move timed from the input
// event's timestamp to the next frame painted after the slider took the move, and the page's main-thread
// work per move (Performance.getMetrics TaskDuration). On the incident at 1280×720 and on a 10,000-Service
// scenario opened from a file.
import { incidentWithServices } from '../src/testing/bigIncident.ts';

const pct = (xs, p) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN;

const taskSeconds = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;

/**
 * In the page: `__dragArm()` waits for the next pointermove (seen in the capture phase on window; d3-drag stops the mousemove that follows), then
 * for the slider's aria-valuenow to change, then for the frame after that (requestAnimationFrame, then a task:
 * the frame has painted); `__dragDone` resolves to input → painted (ms), or null when the slider did not move.
 */
const DRAG_PROBE = `(() => {
  const slider = document.querySelector('[role=slider][aria-label="Timeline"]');
  window.__dragArm = () => {
    const before = slider.getAttribute('aria-valuenow');
    window.__dragDone = new Promise((resolve) => {
      const give = () => setTimeout(() => resolve(null), 5000);
      window.__dragMissed = setTimeout(() => resolve('no mousemove'), 5000);
      window.addEventListener('pointermove', (e) => {
        clearTimeout(window.__dragMissed);
        const t0 = e.timeStamp;
        const painted = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
        if (slider.getAttribute('aria-valuenow') !== before) return painted();
        const mo = new MutationObserver(() => {
          if (slider.getAttribute('aria-valuenow') === before) return;
          mo.disconnect();
          painted();
        });
        mo.observe(slider, { attributes: true });
        give();
      }, { capture: true, once: true });
    });
  };
})()`;

/**
 * Presses on the Timeline slider and drags across it in `moves` pointer moves (a sweep to the right in small
 * steps, then back in larger jumps), one at a time: the next move is sent once the previous one has painted.
 */
export async function drag(page, cdp, moves = 60) {
  const slider = page.getByRole('slider', { name: 'Timeline' });
  await page.waitForSelector('[role=slider][data-gestures=ready]');
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  const y = box.y + box.height / 2;
  const xs = [];
  const right = Math.round(moves * 0.66);
  for (let i = 0; i < right; i++) xs.push(0.05 + (0.9 * (i + 1)) / right);
  for (let i = 0; i < moves - right; i++) xs.push(0.95 - (0.9 * (i + 1)) / (moves - right));
  await page.evaluate(DRAG_PROBE);
  const mouse = (type, f) =>
    cdp.send('Input.dispatchMouseEvent', {
      type,
      x: box.x + f * box.width,
      y,
      button: 'left',
      buttons: type === 'mouseReleased' ? 0 : 1,
      clickCount: type === 'mouseMoved' ? 0 : 1,
    });
  await mouse('mouseMoved', 0.05);
  await mouse('mousePressed', 0.05);
  await page.waitForTimeout(300);
  const busy0 = await taskSeconds(cdp);
  const lat = [];
  for (const f of xs) {
    await page.evaluate('window.__dragArm()');
    await mouse('mouseMoved', f);
    const d = await page.evaluate('window.__dragDone');
    if (process.env.BENCH_DEBUG) console.error('move', f, d);
    if (typeof d === 'number') lat.push(d);
  }
  const busyPerMove = (((await taskSeconds(cdp)) - busy0) * 1000) / xs.length;
  await mouse('mouseReleased', xs.at(-1));
  return { dragP50: pct(lat, 50), dragP95: pct(lat, 95), dragBusy: busyPerMove, dragMoved: lat.length };
}

/** Playback frame intervals and main-thread busy time per frame, over `frames` frames at 4× from the start. */
export async function playback(page, cdp, frames = 360) {
  await page.locator('input[type=range]').fill('4');
  await page.getByRole('slider', { name: 'Timeline' }).press('Home');
  const busy0 = await taskSeconds(cdp);
  const intervals = await page.evaluate(async (n) => {
    const play = [...document.querySelectorAll('button')].find(
      (b) => b.getAttribute('aria-label') === 'Play',
    );
    play.click();
    const ts = [];
    await new Promise((done) => {
      const tick = (t) => {
        ts.push(t);
        if (ts.length < n) requestAnimationFrame(tick);
        else done();
      };
      requestAnimationFrame(tick);
    });
    return ts.slice(1).map((t, i) => t - ts[i]);
  }, frames);
  const busyPerFrame = (((await taskSeconds(cdp)) - busy0) * 1000) / intervals.length;
  await page.keyboard.press('Space');
  return {
    frameP50: pct(intervals, 50),
    frameP95: pct(intervals, 95),
    frameMax: Math.max(...intervals),
    busyPerFrame,
  };
}

/** The step count in the slider's aria-valuetext ("… step 3 of 120: …"). */
const stepsShown = (page) =>
  page
    .getByRole('slider', { name: 'Timeline' })
    .getAttribute('aria-valuetext')
    .then((v) => Number(/ of (\d+)/.exec(v ?? '')?.[1] ?? NaN));

let bigFile;
/** Opens a scenario file of `services` Services (the incident + generated ones) from Share, and waits for it. */
export async function openBig(page, services) {
  bigFile ??= Buffer.from(JSON.stringify(incidentWithServices(services - 2)));
  const before = await stepsShown(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await page
    .getByLabel('Open scenario or exported picture…')
    .setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: bigFile });
  // Simulated off the page: ready once the slider has the new run and no progress shows.
  await page.waitForFunction(
    (n) => {
      const v = document
        .querySelector('[role=slider][aria-label="Timeline"]')
        ?.getAttribute('aria-valuetext');
      const steps = Number(/ of (\d+)/.exec(v ?? '')?.[1] ?? NaN);
      return (
        steps !== n &&
        !document.querySelector('[role=progressbar]') &&
        !document.querySelector('dialog[open]')
      );
    },
    before,
    { timeout: 600_000, polling: 500 },
  );
  await page.waitForTimeout(1500);
}

/** One fresh page of `url`: the incident's drag and 4× playback, or a `services`-Service file's. */
export async function measureDrag(browser, url, services) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('slider', { name: 'Timeline' }).waitFor();
  if (services) await openBig(page, services);
  else await page.waitForTimeout(500);
  const d = await drag(page, cdp, services ? 30 : 60);
  await page.waitForTimeout(500);
  const p = await playback(page, cdp, services ? 120 : 360);
  await page.close();
  return { ...d, ...p };
}

/**
 * The drag section: the incident and a 10,000-Service file, for this build and (with `beforeUrl`) the build
 * before, in interleaved rounds; prints a row per figure and build, side by side.
 */
export async function dragSection(browser, builds, runs, fig) {
  const names = Object.keys(builds);
  for (const [title, services, rounds] of [
    ['the incident at 1280×720', 0, runs],
    ['10,000 Services opened from a file', 10_000, Math.min(runs, 3)],
  ]) {
    const res = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < rounds; i++)
      for (const name of names.map((_, j) => names[(i + j) % names.length]))
        res[name].push(await measureDrag(browser, builds[name], services));
    console.log(`\n# dragging the playhead and playing at 4×: ${title}`);
    for (const name of names) {
      const r = res[name];
      console.log(`## ${name}`);
      console.log(`drag, input → painted frame: p50 ${fig(r, 'dragP50')}, p95 ${fig(r, 'dragP95')}`);
      console.log(`drag, main-thread work per move: ${fig(r, 'dragBusy')}`);
      console.log(
        `playback at 4×: frame interval p50 ${fig(r, 'frameP50')}, p95 ${fig(r, 'frameP95')}, max ${fig(r, 'frameMax', 0)}`,
      );
      console.log(`playback at 4×: main-thread busy per frame ${fig(r, 'busyPerFrame')}`);
    }
  }
}
