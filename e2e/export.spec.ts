import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { GifReader } from 'omggif';
import { readEmbeddedLink } from '../src/ui/export/files/embeddedLink';
import { openApp } from './helpers';

// The release beat of the TKE incident: the reflector flush whose backendRelease also drops
// default/kubernetes-intranet.
const RELEASE = '/#v=1&p=tke-incident&m=fixed&t=32500&l=en&th=dark';

async function download(page: Page, button: ReturnType<Page['getByRole']>) {
  const [dl] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: dl.suggestedFilename(), bytes: readFileSync((await dl.path())!) };
}

/** Drops a file onto the page as a person dragging it from their desktop would. */
async function dropFile(page: Page, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ b64, name, type }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], name, { type }));
      return dt;
    },
    { b64: bytes.toString('base64'), name, type },
  );
  for (const event of ['dragenter', 'dragover', 'drop'])
    await page.dispatchEvent('main, body >> nth=0', event, { dataTransfer });
}

async function expectMoment(page: Page, view: 'Buggy key' | 'Fixed key', ms: number) {
  await expect(page.getByRole('radio', { name: view })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('[role=slider][aria-valuemax]').first()).toHaveAttribute(
    'aria-valuenow',
    String(ms),
  );
  await expect(page).toHaveURL(new RegExp(`[#&]t=${ms}(&|$)`));
}

test('a PNG and an SVG carry their link: dropped or opened, they reopen the same moment and mode', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, RELEASE);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await expect(dialog.getByTestId('export-preview')).toBeVisible();
  await dialog.getByRole('radio', { name: /^1×/ }).check();

  const png = await download(page, dialog.getByRole('button', { name: 'Download PNG' }));
  expect(png.name).toBe('nonroutable-tke-incident-fixed-32500ms.png');
  expect([...png.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const pngLink = await readEmbeddedLink(png.bytes);
  expect(pngLink).toMatchObject({ ok: true, hash: expect.stringMatching(/m=fixed&t=32500&.*o=[0-9a-f]+/) });

  await dialog.getByRole('radio', { name: 'SVG' }).check();
  const svg = await download(page, dialog.getByRole('button', { name: 'Download SVG' }));
  const text = svg.bytes.toString('utf8');
  expect(text).toMatch(/<metadata><nr:link xmlns:nr="urn:x-nonroutable:export:1">/);
  expect(text).toMatch(/<text[^>]*>[^<]*kubernetes-intranet/);
  expect(await readEmbeddedLink(svg.bytes, 'svg')).toMatchObject({
    ok: true,
    hash: (pngLink as { hash: string }).hash,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Elsewhere in the run, in the other key: the dropped PNG brings the exported moment back.
  await page.goto('/#v=1&p=tke-incident&m=buggy&t=5000&l=en&th=dark');
  await expectMoment(page, 'Buggy key', 5000);
  await dropFile(page, png.name, 'image/png', png.bytes);
  await expectMoment(page, 'Fixed key', 32500);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The SVG, opened with the file picker of the Share dialog, does the same.
  await page.goto('/#v=1&p=tke-incident&m=buggy&t=5000&l=en&th=dark');
  await expectMoment(page, 'Buggy key', 5000);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Open scenario or exported picture…').setInputFiles({
    name: svg.name,
    mimeType: 'image/svg+xml',
    buffer: svg.bytes,
  });
  await expectMoment(page, 'Fixed key', 32500);

  // A picture that carries no link says so and leaves the moment alone.
  const plain = Buffer.from(png.bytes);
  const at = plain.indexOf('nonroutable-link');
  plain.write('xxxxxxxxxxxlink', at); // rename the keyword: the chunk is now damaged (its CRC fails)
  await dropFile(page, 'edited.png', 'image/png', plain);
  await expect(
    page.getByText(/edited\.png is damaged: the “iTXt” chunk at byte 33 fails its CRC check/),
  ).toBeVisible();
  await expectMoment(page, 'Fixed key', 32500);
});

test('a 3-second WebM of the release beat is frame-exact; a GIF of the same range decodes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openApp(page, RELEASE.replace('m=fixed', 'm=buggy'));
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('spinbutton', { name: 'Length (seconds)' }).fill('3');
  await dialog.getByRole('combobox', { name: 'Captions' }).selectOption({ label: 'Both' });
  await expect(dialog.getByTestId('video-summary')).toHaveText('3.0 s · 90 frames at 30 fps · 1280 × 720');

  await dialog.getByRole('button', { name: 'Render WebM' }).click();
  const webmButton = dialog.getByRole('button', { name: /\.webm/ });
  await expect(webmButton).toBeVisible({ timeout: 90_000 });
  const webm = await download(page, webmButton);
  expect([...webm.bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML magic
  const input = new Input({ source: new BufferSource(webm.bytes), formats: ALL_FORMATS });
  expect((await input.getFormat()).name).toBe('WebM');
  expect(Math.abs((await input.computeDuration()) - 3)).toBeLessThanOrEqual(1 / 30 + 1e-6);
  const video = (await input.getPrimaryVideoTrack())!;
  expect([video.displayWidth, video.displayHeight]).toEqual([1280, 720]);
  let frames = 0;
  for await (const _ of new EncodedPacketSink(video).packets()) frames++;
  expect(frames).toBe(90);
  // Mediabunny reads no subtitle tracks back: look for the Matroska WebVTT track and a cue's words.
  expect(webm.bytes.includes('S_TEXT/WEBVTT')).toBe(true);
  expect(webm.bytes.includes('kubernetes-intranet')).toBe(true);
  const vtt = await download(page, dialog.getByRole('button', { name: /\.vtt/ }));
  expect(vtt.bytes.toString('utf8')).toMatch(/^WEBVTT\n[\s\S]*kubernetes-intranet/);

  await dialog.getByRole('radio', { name: 'GIF' }).check();
  await expect(dialog.getByTestId('video-summary')).toHaveText('3.0 s · 30 frames at 10 fps · 1280 × 720');
  await dialog.getByRole('button', { name: 'Render GIF' }).click();
  const gifButton = dialog.getByRole('button', { name: /\.gif/ });
  await expect(gifButton).toBeVisible({ timeout: 90_000 });
  const gif = new GifReader((await download(page, gifButton)).bytes);
  expect([gif.width, gif.height]).toEqual([1280, 720]);
  let centiseconds = 0;
  for (let i = 0; i < gif.numFrames(); i++) centiseconds += gif.frameInfo(i).delay;
  expect(centiseconds).toBe(300);
  const pixels = new Uint8Array(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(gif.numFrames() - 1, pixels);
  expect(pixels.some((v, i) => i % 4 !== 3 && v > 128)).toBe(true); // something was drawn
});
