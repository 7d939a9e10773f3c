import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { BASE, bpfPanel, currentLines, openApp } from './helpers';

const cliLink = (...args: string[]) =>
  execFileSync('npx', ['tsx', 'src/cli/main.ts', 'link', ...args, '--base', `${BASE}/`], {
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1)!;

const cases = [
  {
    preset: 'tke-incident',
    mode: 'buggy',
    at: '92000',
    has: '10.15.1.8:443/TCP (0)',
    hasNot: '10.15.1.8:443/TCP (1)',
  },
  { preset: 'tke-incident', mode: 'fixed', at: '175000', has: '10.15.1.8:443/TCP (1)', hasNot: undefined },
  { preset: 'minimal-repro', mode: 'buggy', at: '12000', has: '192.168.92.25:80/TCP (1)', hasNot: undefined },
  {
    preset: 'minimal-repro',
    mode: 'buggy',
    at: '17000',
    has: '192.168.92.25:80/TCP (0)',
    hasNot: '192.168.92.25:80/TCP (1)',
  },
  { preset: 'no-shared-prefix', mode: 'buggy', at: '25000', has: '10.96.0.21:80/TCP (1)', hasNot: undefined },
  {
    preset: 'prefix-different-port',
    mode: 'buggy',
    at: '25000',
    has: '192.168.92.25:8080/TCP (1)',
    hasNot: undefined,
  },
  {
    preset: 'longer-name-released',
    mode: 'buggy',
    at: '25000',
    has: '192.168.71.144:80/TCP (1)',
    hasNot: undefined,
  },
  { preset: 'other-namespace', mode: 'buggy', at: '25000', has: '10.96.0.31:80/TCP (1)', hasNot: undefined },
];

for (const c of cases) {
  test(`a CLI link to ${c.preset} (${c.mode}) at ${c.at} ms opens at that moment`, async ({ page }) => {
    const url = cliLink(c.preset, '--mode', c.mode, '--at', c.at);
    const errors = await openApp(page, url.replace(BASE, ''));
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', c.at);
    await expect(
      page.getByRole('radio', { name: c.mode === 'buggy' ? 'Buggy key' : 'Fixed key' }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(bpfPanel(page)).toContainText(c.has);
    if (c.hasNot)
      await expect(currentLines(page, 'cilium bpf lb list').filter({ hasText: c.hasNot })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('copy link round trip: the shared link reopens the same scenario, key, moment and language', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  // Arrow keys inside the Key radio group move between its options: step the timeline from outside it.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowRight');
  await page.getByRole('button', { name: '简体中文' }).click();
  const valueNow = await page.getByRole('slider', { name: '时间线' }).getAttribute('aria-valuenow');
  await page.getByRole('button', { name: '分享' }).click();
  const link = await page.getByLabel('指向此场景、key 与时刻的链接').inputValue();
  await expect(page.getByTestId('link-length')).toContainText(String(link.length));
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByRole('button', { name: /已复制/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByRole('slider', { name: '时间线' })).toHaveAttribute('aria-valuenow', valueNow!);
  await expect(other.getByRole('radio', { name: '修复后的 key' })).toHaveAttribute('aria-checked', 'true');
  await expect(other.getByRole('alert')).toHaveCount(0);
});

for (const [what, hash, msg] of [
  ['a truncated link', '#v=1&c=N4IgbgpgTgzglgewHYgFwEYA0IAuccA2&m=fixed', /could not be decompressed/],
  ['a corrupted link', '#v=1&p=tke-incident&m=sideways', /mode "sideways"/],
  ['an oversized link', `#v=1&c=${'A'.repeat(200_000)}`, /not read/],
  ['a hostile link', '#v=1&p=<script>alert(1)</script>&t=1e999', /preset/],
  ['a link from the future', '#v=7&p=tke-incident', /newer nonroutable/],
] as const) {
  test(`${what} opens the default scenario with a clear alert and a working timeline`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', () => dialogs++);
    const errors = await openApp(page, `/${hash}`);
    await expect(page.getByRole('alert')).toContainText(msg);
    await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('tke-incident');
    await page.keyboard.press('End');
    // The run ends with the agent crash-looping: `kubectl exec` into it fails.
    await expect(bpfPanel(page)).toContainText('container not found');
    expect(errors).toEqual([]);
    expect(dialogs).toBe(0);
  });
}

for (const [what, cut, msg] of [
  [
    'its outcome check',
    '&th=light&o=bb8de',
    /outcome check is damaged.*\(scenario, key, moment, language, theme\).*could not be checked/,
  ],
  ['its theme', '&th=li', /theme "li".*\(scenario, key, moment, language\).*could not be checked/],
] as const) {
  test(`a link cut off in ${what} opens its scenario, key, moment and language, and says what was left out`, async ({
    page,
  }) => {
    await openApp(page, `/#v=1&p=minimal-repro&m=fixed&t=17000&l=en${cut}`);
    await expect(page.getByRole('alert')).toContainText(msg);
    await expect(page.getByRole('alert')).not.toContainText('default scenario');
    await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
    await expect(page.getByRole('radio', { name: 'Fixed key' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute(
      'aria-valuetext',
      /^17\.0 s/,
    );
  });
}

test("a link whose outcome today's model does not reproduce says so", async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=20000&o=00000000');
  await expect(page.getByRole('alert')).toContainText('not what the link');
  await expect(bpfPanel(page)).toContainText('192.168.92.25:80/TCP (0)');
});

test('embed mode: minimal chrome with a way out to the full app', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&t=20000&e=1');
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  const out = page.getByRole('link', { name: /Open in nonroutable/ });
  await expect(out).toHaveAttribute('href', /#v=\d+&p=minimal-repro&m=buggy&t=20000/);
  await expect(out).not.toHaveAttribute('href', /e=1/);
});

for (const [w, h, lang] of [
  [800, 450, 'en'],
  [960, 600, 'zh'],
] as const)
  test(`embed in a ${w}×${h} iframe (${lang}): the whole stage, the caption and a compact timeline show, in a main landmark with a heading`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: w, height: h });
    await openApp(page, `/#v=1&p=tke-incident&m=buggy&t=32600&e=1&l=${lang}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('nonroutable');
    const inside = async (
      name: string,
      box: { x: number; y: number; width: number; height: number } | null,
    ) => {
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.y, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(w + 0.5);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(h + 0.5);
    };
    await inside(
      'stage',
      await page.locator('#stage svg, main svg[role=img], main svg[role=group]').first().boundingBox(),
    );
    await inside(
      'timeline',
      await page.getByRole('slider', { name: lang === 'en' ? 'Timeline' : '时间线' }).boundingBox(),
    );
    await inside(
      'play',
      await page.getByRole('button', { name: lang === 'en' ? 'Play' : '播放', exact: true }).boundingBox(),
    );
    // The caption is the narration of this moment (the BPF reconciler rewriting the cleared Service's entries).
    await inside('caption', await main.locator('p', { hasText: 'default/kubernetes' }).last().boundingBox());
    // Nothing scrolls: the frame shows everything at once.
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(h);
    // Compact: no speed, zoom or lanes controls in a small frame.
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Zoom in' : /放大/ })).toHaveCount(0);
  });

test('embed at a video embed’s 560×315: the node alone, its text readable, nothing scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 560, height: 315 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&t=92000&e=1');
  const svg = page.locator('main svg[role=img], main svg[role=group]').first();
  await expect(svg).toBeVisible();
  // The text as drawn: its font size times the drawing's scale.
  const sizes = await svg.evaluate((el: SVGSVGElement) => {
    const scale = el.getBoundingClientRect().width / el.viewBox.baseVal.width;
    return [...el.querySelectorAll('text')]
      .map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)
      .sort((a, b) => a - b);
  });
  const median = sizes[Math.floor(sizes.length / 2)]!;
  console.log(
    `embed 560×315: stage text median ${median.toFixed(1)} px, smallest ${sizes[0]!.toFixed(1)} px`,
  );
  expect(median).toBeGreaterThanOrEqual(10);
  // The node's rows are there: the intranet VIP at count 0.
  await expect(svg).toContainText('10.15.1.8:443');
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeLessThanOrEqual(315);
});

test("a broken link still speaks its reader's language", async ({ page }) => {
  await openApp(page, '/#v=1&p=nope&l=zh');
  await expect(page.getByRole('alert')).toContainText('无法打开此链接');
  await expect(page.getByRole('slider', { name: '时间线' })).toBeVisible();
});

test('"Copied" only when the copy happened: a refused copy says how to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    document.execCommand = () => false;
  });
  await openApp(page);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('alert')).toHaveText('⚠ Could not copy: select the link and press Ctrl+C');
  await expect(page.getByRole('button', { name: /Copied/ })).toHaveCount(0);
});

test('a bad link typed into a running tab really shows the default scenario', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=fixed&t=12000');
  await page.goto('/#v=1&p=minimal-repro&m=sideways');
  await expect(page.getByRole('alert')).toContainText('mode "sideways"');
  await expect(page.getByRole('alert')).toContainText('Showing the default scenario instead.');
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('tke-incident');
  await expect(page.getByRole('radio', { name: 'Buggy key' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '0');
});

test('in 中文 a broken link is explained entirely in Chinese', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=sideways&l=zh');
  await expect(page.getByRole('alert').locator('p')).toHaveText(
    '无法打开此链接：链接中的模式 "sideways" 不是 buggy、fixed 或 compare。已改为显示默认场景。',
  );
});

test('opening a scenario file: success is a status, a file too large is refused with its size', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const json = JSON.stringify({
    version: 1,
    title: 'From disk',
    services: [],
    endpointSlices: [],
    events: [],
  });
  // UTF-16 with a byte order mark reads like UTF-8, as in the CLI.
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]);
  await page
    .getByLabel('Open scenario or exported picture…')
    .setInputFiles({ name: 'disk.json', mimeType: 'application/json', buffer: utf16 });
  await expect(page.getByRole('status').filter({ hasText: 'Opened disk.json.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Share' }).click();
  // Larger than any link may be (3 MB): files are read up to 64 MB.
  const padded = Buffer.concat([Buffer.from(json.replace('From disk', 'Padded')), Buffer.alloc(3 << 20, 32)]);
  await page
    .getByLabel('Open scenario or exported picture…')
    .setInputFiles({ name: 'padded.json', mimeType: 'application/json', buffer: padded });
  await expect(page.getByRole('status').filter({ hasText: 'Opened padded.json.' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A sparse 65 MB file on disk (too large to hand over as a buffer): refused by its size, unread.
  const big = testInfo.outputPath('big.json');
  writeFileSync(big, '');
  truncateSync(big, 65 * 1024 * 1024);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByLabel('Open scenario or exported picture…').setInputFiles(big);
  await expect(page.getByRole('alert')).toContainText(
    'The file big.json is not a scenario: $: too large: 65 MB, limit 64 MB',
  );
});
