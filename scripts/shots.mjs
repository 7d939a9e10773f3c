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
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + (s.path || '/'));
  // The explainer (its timeline) or presentation mode (its caption).
  await page.locator('[role=slider], [data-caption], [data-speaker-beat]').first().waitFor();
  for (const k of s.keys || []) await page.keyboard.press(k);
  for (const c of s.clicks || []) await page.getByRole(c.role, { name: c.name, exact: true }).first().click();
  await page.waitForTimeout(s.wait ?? 300);
  await page.screenshot({ path: `shots/${s.name}.png`, fullPage: !!s.full });
  if (errors.length) console.log(s.name, 'ERRORS', errors);
  await page.close();
}
await browser.close();
