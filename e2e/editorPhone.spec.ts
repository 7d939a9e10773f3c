import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

const PHONES = [
  { width: 390, height: 844, lang: 'en', theme: 'dark' },
  { width: 360, height: 740, lang: 'zh', theme: 'light' },
] as const;

for (const phone of PHONES)
  test(`${phone.width}×${phone.height} (${phone.lang}): every field of every Service and EndpointSlice row in the editor is on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: phone.width, height: phone.height });
    await openApp(page, `/#v=1&p=tke-incident&m=buggy&l=${phone.lang}&th=${phone.theme}`);
    await page.locator('header').getByRole('button', { name: /^✎/ }).click();
    const rows = page.getByRole('group', { name: /^Service / });
    await expect(rows).toHaveCount(3);
    const slices = page.getByRole('group', { name: /^EndpointSlice / });
    await expect(slices).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    for (const row of [...(await rows.all()), ...(await slices.all())]) {
      const r = (await row.boundingBox())!;
      const fields = row.locator('input, select');
      expect(await fields.count()).toBeGreaterThanOrEqual(5);
      for (const field of await fields.all()) {
        const f = (await field.boundingBox())!;
        expect(f.x).toBeGreaterThanOrEqual(r.x);
        expect(f.x + f.width).toBeLessThanOrEqual(Math.min(r.x + r.width, phone.width));
      }
    }
    // The protocol of the third Service's port, the field a phone used to cut off, reads in full.
    const protocol = rows.nth(2).getByLabel('protocol', { exact: true });
    await expect(protocol).toHaveValue('TCP');
    expect(await protocol.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
