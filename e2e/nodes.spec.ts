import { expect, test } from '@playwright/test';
import { openApp } from './helpers';

test('several nodes: the stage marks exactly the nodes that broke, in the page and the compare view', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=tke-incident-nodes&m=buggy&t=50000');
  const cards = page.locator('[data-node]');
  await expect(cards).toHaveCount(4);
  await expect(page.locator('[data-node][data-broken=true]')).toHaveCount(2);
  for (const name of ['10.15.0.4', '10.15.0.6']) {
    const card = page.locator(`[data-node="${name}"]`);
    await expect(card).toHaveAttribute('data-broken', 'true');
    await expect(card).toContainText('✗ broken');
    await expect(card).toContainText('BPF ✗ 0');
  }
  for (const name of ['10.15.0.5', '10.15.0.7']) {
    const card = page.locator(`[data-node="${name}"]`);
    await expect(card).toHaveAttribute('data-broken', 'false');
    await expect(card).toContainText('✓ healthy');
  }
  // The compare view: the buggy stage has the same two broken nodes, the fixed one none.
  await openApp(page, '/#v=1&p=tke-incident-nodes&m=compare&t=50000');
  await expect(page.locator('[data-node]')).toHaveCount(8);
  await expect(page.locator('[data-node][data-broken=true]')).toHaveCount(2);
});
