import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { stringify } from 'yaml';
import { agentDaemonSet, decoyObjects, incidentObjects, list } from '../src/scan/fixtures';
import { openApp } from './helpers';

const DUMP = stringify(list([...incidentObjects(), ...decoyObjects()]));
const SECRET =
  'apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-password\n  namespace: shop\ndata:\n  password: aHVudGVyMg==\n';

/** Records CSP violations (the worker must load under the app's strict policy). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function openScan(page: Page) {
  await page.getByRole('button', { name: 'Scan', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan my cluster' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Everything is parsed locally in this browser tab. Nothing is uploaded.',
  );
  return dialog;
}

test('scan a dump, see the verdicts, replay the pair: damage with the buggy key, none with the fixed key', async ({
  page,
}) => {
  const csp = await watchCsp(page);
  const errors = await openApp(page);
  const dialog = await openScan(page);
  await dialog.getByRole('textbox', { name: 'Cilium version' }).fill('v1.18.6');
  await dialog.getByTestId('scan-files').setInputFiles({
    name: 'svc-endpointslices.yaml',
    mimeType: 'application/yaml',
    buffer: Buffer.from(DUMP),
  });

  // The three verdicts come first.
  await expect(dialog.getByRole('region', { name: 'Version' })).toContainText('Affected · v1.18.6');
  await expect(dialog.getByRole('region', { name: 'Exposure' })).toContainText('2 exposed pair(s)');
  await expect(dialog.getByRole('region', { name: 'Damage now' })).toContainText('No node outputs');
  await expect(dialog.getByRole('status').filter({ hasText: 'At risk' })).toContainText('CLI exit code 2');

  // The pairs: sortable and filterable; Explain shows the prefix bytes.
  const table = dialog.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await dialog.getByRole('searchbox', { name: 'Filter pairs' }).fill('intranet');
  await expect(table.getByRole('row')).toHaveCount(2);
  await dialog
    .getByRole('button', { name: 'Explain default/kubernetes > default/kubernetes-intranet' })
    .click();
  await expect(table).toContainText('64 65 66 61 75 6c 74 2f 6b 75 62 65 72 6e 65 74 65 73');
  await expect(table).toContainText(
    'Endpoint changes of default/kubernetes-intranet never affect default/kubernetes.',
  );

  // Replay: the explainer opens the user's own pair in compare view at the moment of damage.
  await dialog
    .getByRole('button', { name: 'Replay default/kubernetes > default/kubernetes-intranet in the explainer' })
    .click();
  await expect(dialog).toBeHidden();
  const buggy = page.getByRole('region', { name: 'cilium bpf lb list (buggy)' });
  const fixed = page.getByRole('region', { name: 'cilium bpf lb list (fixed)' });
  // Buggy: the victim's ClusterIP has its master entry (slot 0) and no backend slot.
  await expect(buggy).toContainText('192.168.60.179:443/TCP (0)');
  await expect(buggy).not.toContainText('192.168.60.179:443/TCP (1)');
  // Fixed: the same moment, the backend slot is still there.
  await expect(fixed).toContainText('192.168.60.179:443/TCP (1)      169.254.128.7:60002/TCP');
  const at = Number(await page.getByRole('slider', { name: 'Timeline' }).getAttribute('aria-valuenow'));
  expect(at).toBeGreaterThan(13000); // after the annotate that refreshes the victim
  // Play on: the next connect to the victim is rejected on the node in the buggy run.
  await page.keyboard.press('End');
  await expect(page.getByRole('region', { name: 'curl', exact: true })).toContainText(
    'Operation not permitted',
  );
  expect(await csp()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a Secret instead of a List gets a clear message, and the dialog is keyboard-operable', async ({
  page,
}) => {
  await openApp(page);
  const dialog = await openScan(page);
  await dialog.getByRole('textbox', { name: 'Or paste kubectl output (JSON or YAML)' }).fill(SECRET);
  await dialog.getByRole('button', { name: 'Scan pasted text' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('The input could not be scanned');
  await expect(alert).toContainText(
    'pasted text (line 1) holds 1 Secret, not Services or EndpointSlices. Expected: kubectl get svc,endpointslices -A -o yaml',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Scan', exact: true })).toBeFocused();
});

test('a truncated zip names the file and the problem; 中文 words it in Chinese', async ({ page }) => {
  await openApp(page, '/#v=1&p=tke-incident&l=zh');
  await page.getByRole('button', { name: '扫描', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '扫描我的集群' });
  await expect(dialog).toContainText('所有内容都只在本浏览器标签页内解析，不会上传任何数据。');
  await dialog.getByTestId('scan-files').setInputFiles({
    name: 'sysdump.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
  });
  await expect(dialog.getByRole('alert')).toContainText('sysdump.zip 是损坏或不完整的压缩包。');
});

test('an unpacked sysdump folder: version from the DaemonSet, damage from the bpf lb list and the agent log', async ({
  page,
}) => {
  const ts = '20260108-114100';
  const root = join(mkdtempSync(join(tmpdir(), 'nr-e2e-')), `cilium-sysdump-${ts}`);
  const [k, ki, ks, kis] = incidentObjects();
  const put = (rel: string, text: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  put(`k8s-services-${ts}.yaml`, stringify(list([k, ki])));
  put(`k8s-endpointslices-${ts}.yaml`, stringify(list([ks, kis])));
  put(`cilium-daemonset-${ts}.yaml`, stringify(agentDaemonSet('quay.io/cilium/cilium:v1.18.6')));
  put(`k8s-pods-${ts}.yaml`, 'not: [read'); // a sysdump file the scanner has no use for: never parsed
  put(
    `logs-cilium-kddvm-cilium-agent-${ts}.log`,
    'time=2026-01-03T23:17:55Z level=error msg=k8sError error="dial tcp 10.15.1.8:443: connect: operation not permitted"\n',
  );
  put(
    `cilium-bugtool-cilium-kddvm-${ts}/cmd/cilium-dbg-bpf-lb-list.md`,
    'SERVICE ADDRESS              BACKEND ADDRESS (REVNAT_ID) (SLOT)\n192.168.60.179:443/TCP (0)   0.0.0.0:0 (15) (0) [ClusterIP, non-routable]\n',
  );
  await openApp(page);
  const dialog = await openScan(page);
  await dialog.getByLabel('Choose a folder…').setInputFiles(root);
  await expect(dialog.getByRole('region', { name: 'Version' })).toContainText('Affected · v1.18.6');
  await expect(dialog.getByRole('region', { name: 'Damage now' })).toContainText('Damage present');
  await expect(dialog.getByRole('region', { name: 'Empty frontends and rejected connects' })).toContainText(
    'cilium-kddvm: 192.168.60.179:443/TCP [ClusterIP, non-routable] has no backends, although default/kubernetes-intranet has 1 ready endpoint(s)',
  );
  await expect(dialog).toContainText('towards 10.15.1.8:443 (default/kubernetes-intranet)');
  await expect(dialog.getByRole('status').filter({ hasText: 'Damage now' })).toContainText('CLI exit code 3');
});
