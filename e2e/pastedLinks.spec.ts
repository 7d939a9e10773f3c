import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { BASE, bpfPanel, openApp } from './helpers';

// A shared link as it arrives after a chat app, a mail client or a sentence has had it: it must open what was
// shared (minimal-repro, buggy key, 17 s: the victim's entry at count 0), not the default scenario.
const link = execFileSync(
  'npx',
  [
    'tsx',
    'src/cli/main.ts',
    'link',
    'minimal-repro',
    '--mode',
    'buggy',
    '--at',
    '17000',
    '--base',
    `${BASE}/`,
  ],
  { encoding: 'utf8' },
).trim();
const hash = link.slice(link.indexOf('#'));

const mangled: [string, string][] = [
  ['a trailing ) (the link was in parentheses)', `${hash})`],
  ['a trailing . (the link ended a sentence)', `${hash}.`],
  ['a space where a chat app wrapped it', `${hash.slice(0, 12)} ${hash.slice(12)}`],
  ['a newline where a mail client wrapped it', `${hash.slice(0, 12)}\n${hash.slice(12)}`],
  ['the fragment URL-encoded once', `#${encodeURIComponent(hash.slice(1))}`],
  ['the fragment URL-encoded twice', `#${encodeURIComponent(encodeURIComponent(hash.slice(1)))}`],
];

for (const [what, h] of mangled)
  test(`a link with ${what} opens what was shared`, async ({ page }) => {
    const errors = await openApp(page, `/${h}`);
    await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveValue('minimal-repro');
    await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '17000');
    await expect(bpfPanel(page)).toContainText('192.168.92.25:80/TCP (0)');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

test('a mangled link that cannot be read is never the default scenario without a message', async ({
  page,
}) => {
  // Encoded as a whole and cut inside the preset's name.
  await openApp(page, `/#${encodeURIComponent('v=1&p=minimal-re')})`);
  await expect(page.getByRole('alert')).toContainText('Showing the default scenario instead.');
});
