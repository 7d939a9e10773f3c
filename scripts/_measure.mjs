import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.mjs';
const b = await chromium.launch(chromiumLaunchOptions);
const p = await b.newPage();
const r = await p.evaluate(() => {
  const c = document.createElement('canvas').getContext('2d');
  const out = {};
  const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;/-()—';
  for (const w of ['400', '600', '700']) {
    c.font = `${w} 100px ui-sans-serif, system-ui, sans-serif`;
    out[w] = Object.fromEntries([...chars].map((ch) => [ch, Math.round(c.measureText(ch).width) / 100]));
  }
  c.font = '700 100px ui-sans-serif, system-ui, sans-serif';
  out.sample = c.measureText('instance whose key starts with the bytes of').width / 100 / 43;
  c.font = '400 100px ui-sans-serif, system-ui, sans-serif';
  out.sample4 = c.measureText('instance whose key starts with the bytes of').width / 100 / 43;
  out.cjk = c.measureText('中文字幕').width / 400;
  return out;
});
console.log(JSON.stringify(r));
await b.close();
