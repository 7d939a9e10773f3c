import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const b = await chromium.launch(chromiumLaunchOptions);
for (const w of [1024, 1280]) for (const l of ['en', 'zh']) {
  const p = await b.newPage({ viewport: { width: w, height: 720 } });
  await p.goto(`http://127.0.0.1:4211/#v=1&p=tke-incident&m=buggy&t=0&l=${l}`);
  await p.locator('[role=slider]').first().waitFor();
  const r = await p.evaluate(() => {
    const h = document.querySelector('header');
    const kids = [...h.children];
    const tops = new Set(kids.map((k) => Math.round(k.getBoundingClientRect().top)));
    const sum = kids.reduce((n, k) => n + k.getBoundingClientRect().width, 0);
    return { height: h.getBoundingClientRect().height, rows: tops.size, sum: Math.round(sum), n: kids.length, title: Math.round(kids[0].getBoundingClientRect().width), cw: h.clientWidth };
  });
  console.log(w, l, JSON.stringify(r));
  await p.screenshot({ path: `/tmp/hdr-${w}-${l}.png`, clip: { x: 0, y: 0, width: w, height: 90 } });
  await p.close();
}
await b.close();
