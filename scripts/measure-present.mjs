// Screenshots of presentation mode at the release and EPERM beats, at projector sizes, with the measured sizes of
// the stage's text: node scripts/measure-present.mjs [baseURL]  (writes shots/present-*.png)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';

const base = process.argv[2] || 'http://127.0.0.1:4173';
const beats = [
  { name: 'release', hash: '#v=1&p=tke-incident&m=buggy&t=32500&pr=1&b=6' },
  { name: 'emptied', hash: '#v=1&p=tke-incident&m=buggy&t=35001&pr=1&b=10' },
  { name: 'eperm', hash: '#v=1&p=tke-incident&m=buggy&t=90000&pr=1&b=11' },
];
const sizes = [
  [1024, 768],
  [1280, 720],
  [1920, 1080],
];
mkdirSync('shots', { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [w, h] of sizes) {
  for (const b of beats) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(base + '/' + b.hash);
    await page.locator('[data-caption]').waitFor();
    await page.waitForTimeout(300);
    const m = await page.evaluate(() => {
      const texts = [
        ...document.querySelectorAll(
          '[aria-label=Presentation] svg text, [aria-label=Presentation] pre span',
        ),
      ];
      const sizes = texts.map((e) => parseFloat(getComputedStyle(e).fontSize));
      const marks = [...document.querySelectorAll('[aria-label=Presentation] svg text')]
        .filter((e) => /^(✓ \d+|✗ \d+|… ✗ \d+|✗ EPERM.*|✓ ok.*)$/.test(e.textContent ?? ''))
        .map((e) => parseFloat(getComputedStyle(e).fontSize));
      const caption = parseFloat(getComputedStyle(document.querySelector('[data-caption]')).fontSize);
      return {
        min: Math.min(...sizes),
        max: Math.max(...sizes),
        marks: marks.length ? Math.min(...marks) : null,
        caption,
      };
    });
    const file = `shots/present-${b.name}-${w}x${h}.png`;
    await page.screenshot({ path: file });
    console.log(
      `${file}: text ${m.min.toFixed(1)}–${m.max.toFixed(1)} px, status marks ≥ ${m.marks?.toFixed(1) ?? '—'} px, caption ${m.caption.toFixed(1)} px`,
    );
    await page.close();
  }
}
await browser.close();
