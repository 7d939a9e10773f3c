// Screenshots of the app for a person to look at: node scripts/shots.mjs [baseURL]
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const base = process.argv[2] || 'http://127.0.0.1:4173';
const browser = await chromium.launch(chromiumLaunchOptions);
const shots = JSON.parse(process.env.SHOTS || '[]');
for (const s of shots) {
  const page = await browser.newPage({
    viewport: { width: s.w || 1280, height: s.h || 720 },
    colorScheme: s.scheme || 'dark',
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Held back, the app's scripts failing to load is the point.
  const held = (m) => s.hold && m.text().startsWith('Failed to load resource');
  page.on('console', (m) => m.type() === 'error' && !held(m) && errors.push(m.text()));
  // `hold`: the app's scripts never load, so the page shows what it shows before the app has mounted (the
  // prerendered copy; keys go to the early input script).
  if (s.hold) await page.route(/\/assets\/.*\.js$/, (r) => r.abort());
  await page.goto(base + (s.path || '/'), s.hold ? { waitUntil: 'commit' } : {});
  // The explainer (its timeline) or presentation mode (its caption); held back, the copy's timeline.
  await page
    .locator(s.hold ? '#prerender [role=slider]' : '[role=slider], [data-caption], [data-speaker-beat]')
    .first()
    .waitFor();
  for (const k of s.keys || []) await page.keyboard.press(k);
  for (const c of s.clicks || []) await page.getByRole(c.role, { name: c.name, exact: true }).first().click();
  await page.waitForTimeout(s.wait ?? 300);
  await page.screenshot({ path: `shots/${s.name}.png`, fullPage: !!s.full });
  if (errors.length) console.log(s.name, 'ERRORS', errors);
  await page.close();
}
await browser.close();
