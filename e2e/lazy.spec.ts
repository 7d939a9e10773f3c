import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

// What the first view does not show loads when first shown (docs/design.md, "Lazy by default"): each of these
// is a chunk of its own that the first view never requests.
const LAZY = [
  'Editor',
  'DraftBanner',
  'EmbedView',
  'Gallery',
  'CompareView',
  'ShareDialog',
  'PresentView',
  'LabsDock',
  'zh',
];

/** The lazy chunks the page has requested so far, by name. */
const requested = (page: Page) =>
  page.evaluate(
    (names) =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name.split('/').pop()!)
        .map((f) => names.find((n) => f.startsWith(`${n}-`) && f.endsWith('.js')))
        .filter((n): n is string => n !== undefined),
    LAZY,
  );

test('the first view requests none of the views it does not show; each loads when first shown', async ({
  page,
}) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.waitForLoadState('networkidle');
  expect(await requested(page)).toEqual([]);
  // The editor, then the drafts bar (a preset replaces the edited draft and offers Undo).
  await page.getByRole('button', { name: '✎ Edit' }).click();
  await page.getByLabel('title', { exact: true }).fill('Keep me');
  await expect(page.getByText('Draft saved in this browser')).toBeVisible();
  await page.getByRole('combobox', { name: 'Scenario' }).selectOption('no-shared-prefix');
  await expect(page.getByRole('region', { name: 'Drafts' })).toContainText(
    'Your draft “Keep me” was replaced by',
  );
  expect(await requested(page)).toEqual(expect.arrayContaining(['Editor', 'DraftBanner']));
  expect(await requested(page)).not.toContain('EmbedView');
});

test('the Labs dock loads when Labs is first opened', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await page.waitForLoadState('networkidle');
  expect(await requested(page)).toEqual([]);
  await page.getByRole('button', { name: 'Labs', exact: true }).click();
  await expect(page.locator('[data-labs-dock]')).toBeVisible();
  expect(await requested(page)).toEqual(['LabsDock']);
});

test('an embed link loads the embed view', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy&e=1');
  await expect(page.getByRole('link', { name: /Open in nonroutable/ })).toBeVisible();
  expect(await requested(page)).toEqual(['EmbedView']);
});
