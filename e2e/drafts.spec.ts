import { expect, test, type Page } from '@playwright/test';
import { bpfPanel, openApp } from './helpers';

const edit = (page: Page) => page.getByRole('button', { name: '✎ Edit' });
const title = (page: Page) => page.getByLabel('title', { exact: true });
const scenario = (page: Page) => page.getByRole('combobox', { name: 'Scenario' });
const drafts = (page: Page) => page.getByRole('region', { name: 'Drafts' });

/** Edits the minimal reproduction's title and waits until the draft is really stored. */
async function editTitle(page: Page, text: string) {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await edit(page).click();
  await title(page).fill(text);
  await expect(page.getByText('Draft saved in this browser')).toBeVisible();
}

test('a leftover draft never replaces a link: the link wins and the draft is offered', async ({ page }) => {
  await editTitle(page, 'My what-if');
  // The same tab opens another link (typed, then reloaded): the link is shown, not the draft. A person
  // sees the typed link open before reloading; goto returns before the page has handled its hashchange.
  await page.goto('/#v=1&p=tke-incident&m=fixed&t=1000');
  await expect(scenario(page)).toHaveValue('tke-incident');
  await page.reload();
  await expect(scenario(page)).toHaveValue('tke-incident');
  await expect(page.getByRole('slider', { name: 'Timeline' })).toHaveAttribute('aria-valuenow', '1000');
  await expect(page.getByRole('alert')).toHaveCount(0); // no outcome mismatch blamed on the model
  await expect(page.getByLabel('title', { exact: true })).toHaveCount(0); // the editor is not forced open
  await expect(drafts(page)).toContainText('A draft “My what-if”');
  // Taking the offer is the person's choice.
  await drafts(page).getByRole('button', { name: 'Open it' }).click();
  await expect(title(page)).toHaveValue('My what-if');
  await expect(scenario(page)).toHaveValue('');
});

test('merely opening the editor keeps a short preset link; a real edit detaches it', async ({ page }) => {
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await edit(page).click();
  await page.keyboard.press('End'); // a change of moment makes the address bar update
  await expect(page).toHaveURL(/t=20000/); // the last event
  expect(page.url()).toContain('p=minimal-repro');
  await title(page).fill('Edited');
  await expect(page).toHaveURL(/#v=2&c=/);
});

test('choosing a preset while editing replaces the draft with an Undo that brings it back', async ({
  page,
}) => {
  await editTitle(page, 'Keep me');
  await scenario(page).selectOption('no-shared-prefix');
  await expect(page.getByRole('group', { name: 'Service default/web', exact: true })).toBeVisible();
  await expect(drafts(page)).toContainText('Your draft “Keep me” was replaced by');
  await drafts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(title(page)).toHaveValue('Keep me');
  await expect(page.getByRole('group', { name: 'Service default/test-extended', exact: true })).toBeVisible();
  await expect(drafts(page)).toHaveCount(0);
});

test('importing JSON while editing can be undone', async ({ page }) => {
  await editTitle(page, 'Before import');
  const file = { title: 'Imported', version: 1, services: [], endpointSlices: [], events: [] };
  await page.getByLabel('Import JSON…').setInputFiles({
    name: 'imported.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(title(page)).toHaveValue('Imported');
  await expect(drafts(page)).toContainText('replaced by the file imported.json');
  await drafts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(title(page)).toHaveValue('Before import');
});

test('the editor does not reopen a stale draft and switch the view back to it', async ({ page }) => {
  await editTitle(page, 'Old draft');
  await edit(page).click(); // close
  await scenario(page).selectOption('tke-incident');
  await edit(page).click(); // open again
  await expect(title(page)).toHaveValue(/TKE/);
  await expect(scenario(page)).toHaveValue('tke-incident');
  await page.keyboard.press('End');
  // At the end of the incident the agent is crash-looping, so the command names its pod and fails to exec.
  // The helm upgrade replaced cilium-kddvm by a new pod (a seeded name).
  await expect(bpfPanel(page)).toContainText('exec cilium-wm2wq -- cilium bpf lb list');
});

test('two tabs keep one draft each; a newer draft in the other tab is offered, not imposed', async ({
  page,
  context,
}) => {
  await editTitle(page, 'Tab A');
  const other = await context.newPage();
  await openApp(other, '/#v=1&p=minimal-repro&m=buggy');
  await other.getByRole('button', { name: '✎ Edit' }).click();
  await other.getByLabel('title', { exact: true }).fill('Tab B');
  await expect(other.getByText('Draft saved in this browser')).toBeVisible();
  // Tab A hears about it, keeps its own work, and may switch.
  await expect(drafts(page)).toContainText('Another tab saved a newer draft “Tab B”');
  await expect(title(page)).toHaveValue('Tab A');
  await title(page).fill('Tab A, later');
  await page.reload();
  await expect(title(page)).toHaveValue('Tab A, later'); // its own draft, not the other tab's
  await other.close();
});

test('when storage is full the editor says the draft is not saved and offers a download', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('quota', 'QuotaExceededError');
    };
  });
  await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
  await edit(page).click();
  await title(page).fill('Unsaved work');
  await expect(
    page.getByRole('alert').filter({ hasText: "Not saved: this browser's storage is full." }),
  ).toBeVisible();
  await expect(page.getByText('Draft saved in this browser')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '⬇ Download it' }).click();
  expect((await download).suggestedFilename()).toBe('unsaved-work.json');
});

for (const [what, raw] of [
  ['{}', '{}'],
  ['services: "oops"', JSON.stringify({ open: true, draft: { version: 1, title: 'x', services: 'oops' } })],
]) {
  test(`a malformed stored draft (${what}) is set aside and reported; the editor works`, async ({ page }) => {
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('nonroutable.draft.v1', value);
        sessionStorage.setItem('seeded', '1');
      }
    }, raw);
    const errors = await openApp(page, '/#v=1&p=minimal-repro&m=buggy');
    await expect(page.getByRole('alert')).toContainText('could not be read and was set aside');
    await edit(page).click();
    await expect(title(page)).toHaveValue(/Minimal reproduction/);
    await expect(page.getByText('failed to render')).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => localStorage.getItem('nonroutable.quarantine.nonroutable.draft.v1')),
    ).toBe(raw);
  });
}
