import { expect, test, type Page } from '@playwright/test';
import { REPRO_STEPS, REPRO_YAML } from '../src/scenario/command/reproduction';
import { bpfPanel, currentLines, openApp } from './helpers';

const type = async (page: Page, line: string) => {
  const bar = page.getByRole('textbox', { name: 'Command', exact: true });
  await bar.fill(line);
  await bar.press('Enter');
};
const log = (page: Page) => page.getByRole('region', { name: 'Command line' }).getByRole('log');

test('command bar: the write-up’s minimal reproduction typed step by step, buggy then fixed', async ({
  page,
}) => {
  const errors = await openApp(page, '/#v=1&p=empty-cluster&m=buggy');
  const bar = page.getByRole('textbox', { name: 'Command', exact: true });
  // Tab completes, and a bad command gets a one-line answer.
  await bar.fill('kubectl -n kube-system ex');
  await bar.press('Tab');
  await expect(bar).toHaveValue('kubectl -n kube-system exec ds/cilium -- cilium-dbg ');
  await type(page, 'kubectl scale deploy web --replicas=3');
  await expect(log(page)).toContainText('“kubectl scale” is real, but the model does not simulate it');

  await type(page, REPRO_STEPS[0]);
  await page.getByRole('textbox', { name: 'YAML for kubectl apply -f -' }).fill(REPRO_YAML);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(log(page)).toContainText('endpointslice.discovery.k8s.io/test-extended created');
  // The change is in the link like any edit.
  await expect(page).toHaveURL(/[#&]c=/);

  await type(page, REPRO_STEPS[1]);
  await expect(log(page)).toContainText('endpointslice.discovery.k8s.io/test patched');
  await type(page, REPRO_STEPS[3]);
  await expect(log(page)).toContainText('service/test-extended annotated');
  await type(page, REPRO_STEPS[4]);
  const row = /192\.168\.92\.25:80\/TCP \(0\)\s+0\.0\.0\.0:0 \(\d+\) \(0\) \[ClusterIP, non-routable\]/;
  await expect(log(page).locator('pre').last()).toContainText(row);
  await expect(log(page).locator('pre').last()).not.toContainText('192.168.92.25:80/TCP (1)');
  // The panel at the moved playhead says the same.
  await expect(
    currentLines(page, 'cilium bpf lb list').filter({ hasText: '192.168.92.25:80/TCP (1)' }),
  ).toHaveCount(0);
  await expect(bpfPanel(page)).toContainText('192.168.92.25:80/TCP (0)');

  // History: ↑ recalls the last line; the fixed key keeps test-extended's backend.
  await page.getByRole('radio', { name: 'Fixed key' }).click();
  await bar.press('ArrowUp');
  await expect(bar).toHaveValue(REPRO_STEPS[4]);
  await bar.press('Enter');
  await expect(log(page).locator('pre').last()).toContainText('192.168.92.25:80/TCP (1)');
  expect(errors).toEqual([]);
});
