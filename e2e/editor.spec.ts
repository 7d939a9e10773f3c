import { expect, test } from '@playwright/test';
import { bpfPanel, currentLines, editorEvents, openApp } from './helpers';

test('gallery: cards say whether the bug fires and open a preset', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Scenarios' }).click();
  const gallery = page.getByRole('region', { name: 'Scenarios' });
  await expect(gallery.getByRole('listitem')).toHaveCount(11);
  await expect(gallery.getByRole('listitem').filter({ hasText: 'Minimal reproduction' })).toContainText(
    'the bug fires',
  );
  await expect(gallery.getByRole('listitem').filter({ hasText: 'different port' })).toContainText(
    'the bug does not fire',
  );
  await page.getByRole('button', { name: 'Open: Minimal reproduction: test and test-extended' }).click();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
});

test('gallery and editor: opening one closes the other and shows it; Esc closes the gallery', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page);
  const galleryButton = page.getByRole('button', { name: 'Scenarios', exact: true });
  const editButton = page.getByRole('button', { name: '✎ Edit', exact: true });
  const gallery = page.getByRole('region', { name: 'Scenarios' });
  const editor = page.getByRole('region', { name: 'Scenario editor' });
  const inView = async (loc: typeof gallery) => {
    const box = (await loc.boundingBox())!;
    return box.y >= 0 && box.y < 720 * 0.75;
  };
  await galleryButton.click();
  await expect(gallery).toBeVisible();
  // Edit with the gallery open: the editor takes its place, in view; the gallery closes.
  await editButton.click();
  await expect(editor).toBeVisible();
  await expect(gallery).toHaveCount(0);
  await expect(galleryButton).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => inView(editor)).toBe(true);
  // Scenarios from further down the page: the gallery replaces the editor and is scrolled into view.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await galleryButton.focus();
  await page.keyboard.press('Enter');
  await expect(gallery).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect.poll(() => inView(gallery)).toBe(true);
  // Esc closes it; focus inside it returns to its button.
  await gallery.getByRole('button').first().focus();
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
  await expect(galleryButton).toBeFocused();
  await expect(galleryButton).toHaveAttribute('aria-expanded', 'false');
});

test('editor: rename → collision flag → re-simulated outcome', async ({ page }) => {
  await openApp(page, '/#v=1&p=no-shared-prefix&m=buggy&t=25000');
  await expect(bpfPanel(page)).toContainText('10.96.0.21:80/TCP (1)');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const collisions = page.getByRole('region', { name: 'Collision check (buggy key)' });
  await expect(collisions).toContainText('cannot fire here');
  const web = page.getByRole('group', { name: 'Service default/web' });
  await web.getByLabel('name', { exact: true }).fill('api-v2');
  await expect(collisions).toContainText('releasing default/api also releases default/api-v2');
  await expect(collisions).toContainText('1.1.1.1:80/TCP');
  // The slice and the annotate event followed the rename, so the run is valid and re-simulated at once.
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
  await expect(bpfPanel(page)).toContainText('10.96.0.21:80/TCP (0)');
  await expect(
    currentLines(page, 'cilium bpf lb list').filter({ hasText: '10.96.0.21:80/TCP (1)' }),
  ).toHaveCount(0);
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await expect(bpfPanel(page)).toContainText('10.96.0.21:80/TCP (1)');
});

test('editor: a validation error appears next to its field', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const svc = page.getByRole('group', { name: 'Service default/test', exact: true });
  await svc.getByLabel('clusterIP', { exact: true }).fill('10.0.0.999');
  await expect(svc.getByRole('alert')).toContainText('is not an IPv4 address');
  await expect(svc.getByLabel('clusterIP', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'problem' })).toBeVisible();
});

test('editor: reload keeps the draft', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  await page.getByLabel('title', { exact: true }).fill('My what-if');
  await page
    .getByRole('group', { name: 'EndpointSlice default/test-extended' })
    .getByLabel('endpoints', { exact: true })
    .fill('2.2.2.2');
  // At once: a reload is the same work even if the address bar (written after a pause) lags the last edit.
  await page.reload();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByLabel('title', { exact: true })).toHaveValue('My what-if');
  await expect(
    page
      .getByRole('group', { name: 'EndpointSlice default/test-extended' })
      .getByLabel('endpoints', { exact: true }),
  ).toHaveValue('2.2.2.2');
  await page.keyboard.press('End');
  await expect(bpfPanel(page)).toContainText('192.168.92.25:80/TCP (1)'); // different backends: no damage any more
});

test('editor: dragging an event marker moves that event in time, and only that one', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const events = () => editorEvents(page);
  expect(await events()).toEqual([
    'connect@4000',
    'patchEndpointSlice@8000',
    'connect@12000',
    'annotateService@16000',
    'connect@20000',
  ]);
  // Marker 2 is the patch at 8 s; drag it to the right, past the connect at 12 s.
  const marker = page.getByTestId('event-marker-1');
  await marker.scrollIntoViewIfNeeded();
  const next = (await page.getByTestId('event-marker-3').boundingBox())!;
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(next.x + next.width / 2 - 10, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const after = await events();
  const moved = after.find((e) => e.startsWith('patchEndpointSlice@'))!;
  const at = Number(moved.split('@')[1]);
  expect(at).toBeGreaterThan(12000);
  expect(at).toBeLessThan(16000);
  expect(at % 100).toBe(0);
  // The others kept their times, and the list is in time order again.
  expect(after.filter((e) => e !== moved)).toEqual([
    'connect@4000',
    'connect@12000',
    'annotateService@16000',
    'connect@20000',
  ]);
  expect(after.indexOf(moved)).toBe(2);
});

test('editor: choosing a preset while editing starts the draft from it; a closed editor does not override links', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('no-shared-prefix');
  await expect(page.getByRole('group', { name: 'Service default/web', exact: true })).toBeVisible();
  await page.getByRole('button', { name: '✎ Edit' }).click(); // close
  await page.goto('/#v=1&p=tke-incident&m=fixed&t=1000');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('tke-incident');
});

test('editor: renaming a Service letter by letter keeps every slice with its own Service', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  // The row's label follows the name being typed, so find the row by position.
  const name = page
    .getByRole('group', { name: /^Service / })
    .nth(1)
    .getByLabel('name', { exact: true });
  await expect(name).toHaveValue('test-extended');

  await name.focus();
  await page.keyboard.press('End');
  for (let i = 0; i < 'extended'.length + 1; i++) await page.keyboard.press('Backspace'); // passes through "test"
  await page.keyboard.type('-x');
  await expect(name).toHaveValue('test-x');
  const service = (slice: string) =>
    page
      .getByRole('group', { name: `EndpointSlice default/${slice}`, exact: true })
      .getByLabel('service', { exact: true });
  await expect(service('test')).toHaveValue('test');
  await expect(service('test-extended')).toHaveValue('test-x');
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
});

test('editor: the event type list offers createService and createEndpointSlice, with their fields', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const last = page.getByRole('group', { name: 'Event 5', exact: true });
  await last.getByLabel('type').selectOption('createService');
  await expect(last.getByLabel('clusterIP')).toHaveValue('10.96.2.1');
  const created = await last.getByLabel('name', { exact: true }).inputValue();
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
  await page.getByRole('button', { name: '+ Add', exact: true }).click();
  const added = page.getByRole('group', { name: 'Event 6', exact: true });
  await added.getByLabel('type').selectOption('createEndpointSlice');
  await added.getByLabel('service', { exact: true }).fill(created);
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
  // A slice may name a Service that does not exist yet (Kubernetes stores it; the Service adopts it later).
  await added.getByLabel('service', { exact: true }).fill('nope');
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
  await added.getByLabel('service', { exact: true }).fill('No_pe');
  await expect(added.getByRole('alert')).toContainText('"No_pe" must be a DNS label');
});

test('editor: fields show their whole value ("LoadBalancer", long lists), and errors speak 中文', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const svc = page.getByRole('group', { name: 'Service default/test', exact: true });
  await svc.getByLabel('type', { exact: true }).selectOption('LoadBalancer');
  const endpoints = page
    .getByRole('group', { name: 'EndpointSlice default/test', exact: true })
    .getByLabel('endpoints', { exact: true });
  await endpoints.fill('10.0.0.1, 10.0.0.2, 10.0.0.3, 10.0.0.4');
  // Every input and select is at least as wide as what it holds.
  const clipped = await page.getByRole('region', { name: /Scenario editor/ }).evaluate(() => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'section[aria-labelledby="editor-h"] :is(input:not([type=file]), select)',
    )) {
      const cs = getComputedStyle(el);
      canvas.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.value;
      const room = el.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      if (canvas.measureText(text).width > room + 1) out.push(text);
    }
    return out;
  });
  expect(clipped).toEqual([]);
  await page.getByRole('button', { name: '简体中文' }).click();
  await svc.getByLabel('clusterIP', { exact: true }).fill('010.096.000.010');
  await expect(svc.getByRole('alert')).toHaveText(
    '✗ "010.096.000.010" 不是 IPv4 地址（四个 0–255 的数字，且不能有前导零）',
  );
});

test('editor at 1280×720 in 中文: every row keeps its 删除 button on the line of its fields', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&l=zh');
  await page.getByRole('button', { name: '✎ 编辑' }).click();
  const rows = page.getByRole('group', { name: /^(Service|EndpointSlice) / });
  await expect(rows).toHaveCount(5);
  // Each row's remove button ends level with the row's first input (a wrapped button sits a line below it).
  const drops = await rows.evaluateAll((groups) =>
    groups.map((g) => {
      const input = g.querySelector('input')!.getBoundingClientRect();
      const remove = g.querySelector(':scope > button:last-child')!.getBoundingClientRect();
      return `${g.getAttribute('aria-label')}: ${Math.round(remove.bottom - input.bottom)}`;
    }),
  );
  for (const d of drops) expect(Math.abs(Number(d.split(': ')[1])), d).toBeLessThanOrEqual(4);
});

test("editor: the summary is edited with the title, and a Service's new namespace takes its slice along", async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=no-shared-prefix&m=buggy&t=25000');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  await page.getByLabel('summary', { exact: true }).fill('Our staging cluster, one Service moved to shop.');
  await expect(
    page.locator('main').getByText('Our staging cluster, one Service moved to shop.'),
  ).toBeVisible();
  const web = page.getByRole('group', { name: 'Service default/web' });
  await web.getByLabel('namespace', { exact: true }).fill('shop');
  await expect(page.getByRole('group', { name: /^EndpointSlice shop\// })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toBeVisible();
});
