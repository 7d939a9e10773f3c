import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApp } from './helpers';

const file = resolve('dist-offline/nonroutable.html');

test('the one-file offline copy runs from file:// with every network request blocked: present, and a speaker window', async ({
  page,
  context,
}) => {
  expect(existsSync(file), 'npm run build makes dist-offline/nonroutable.html').toBe(true);
  const blocked: string[] = [];
  const favicons: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.endsWith('favicon.svg')) favicons.push(url);
    if (url.startsWith('file:')) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  await context.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(pathToFileURL(file).href);
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeVisible();
  await page.getByRole('button', { name: 'Present' }).click();
  const presentation = page.getByRole('region', { name: 'Presentation' });
  await page.keyboard.press('PageDown');
  await expect(presentation).toHaveAttribute('data-beat', '1');
  await expect(page.locator('[data-caption]')).toContainText('socket-LB');
  const [speaker] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Speaker view' }).click(),
  ]);
  await speaker.waitForLoadState();
  expect(speaker.url().startsWith('file:')).toBe(true);
  await expect(speaker.locator('[data-speaker-beat]')).toHaveText('Beat 2 of 15');
  await speaker.keyboard.press('PageDown');
  await expect(presentation).toHaveAttribute('data-beat', '2');
  await expect(speaker.getByRole('status')).toHaveAttribute('data-following', 'true');
  // The scanner works in the offline copy too (in the page: a worker file cannot load from file://).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Scan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Try an example: the incident cluster' }).click();
  await expect(dialog.getByRole('region', { name: 'Exposure' })).toContainText('exposed pair');
  expect(blocked).toEqual([]);
  // The favicon is in the file: no reads of ./favicon.svg each time the address changes.
  expect(favicons).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('a downloaded offline copy opens with the talk and moment it was saved with', async ({
  page,
  context,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=12000');
  const panel = page.locator('details', { hasText: 'Talk:' });
  await panel.locator('summary').click();
  await panel.getByRole('textbox', { name: 'Caption 1' }).fill('Rehearsed caption');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: /Download offline copy/ }).click(),
  ]);
  const saved = test.info().outputPath('nonroutable.html');
  await download.saveAs(saved);
  await context.route('**/*', (route) =>
    route.request().url().startsWith('file:') ? route.continue() : route.abort(),
  );
  const offline = await context.newPage();
  await offline.goto(pathToFileURL(saved).href);
  await expect(offline.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
  await expect(offline.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '12000');
  const panel2 = offline.locator('details', { hasText: 'Talk:' });
  await expect(panel2.getByRole('textbox', { name: 'Caption 1' })).toHaveValue('Rehearsed caption');
});

test('the hosted app works offline after the first visit (service worker)', async ({ page, context }) => {
  await openApp(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; once the worker has claimed the page, everything is cached.
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeVisible();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByRole('region', { name: 'cilium bpf lb list', exact: true })).toContainText(
    '192.168.60.179:443/TCP',
  );
  await context.setOffline(false);
});
