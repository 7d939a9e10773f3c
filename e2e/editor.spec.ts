import { expect, test } from '@playwright/test';
import { bpfPanel, currentLines, openApp } from './helpers';

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
  await page.waitForTimeout(400);
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

test('editor: dragging an event marker moves it in time', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.getByRole('button', { name: '✎ Edit' }).click();
  const marker = page.getByTestId('event-marker-4');
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const at = Number(await page.getByRole('group', { name: 'Event 5' }).getByLabel('at (ms)').inputValue());
  expect(at).toBeLessThan(20000);
  expect(at % 100).toBe(0);
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
