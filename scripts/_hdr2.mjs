import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const b = await chromium.launch(chromiumLaunchOptions);
for (const [w, l] of [[1024, 'en'], [1024, 'zh'], [1280, 'en']]) {
  const p = await b.newPage({ viewport: { width: w, height: 720 } });
  await p.goto(`http://127.0.0.1:4211/#v=1&p=tke-incident&m=buggy&t=0&l=${l}`);
  await p.locator('[role=slider]').first().waitFor();
  console.log(w, l, await p.evaluate(() => [...document.querySelector('header').children].map((k) => `${(k.textContent || '').slice(0, 12)}:${Math.round(k.getBoundingClientRect().width)}`).join(' | ')));
  await p.close();
}
await b.close();
