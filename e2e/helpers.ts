import { expect, type Page } from '@playwright/test';

/** The preview server this run uses (playwright.config.ts reads the same E2E_PORT). */
export const HOST = `127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
export const BASE = `http://${HOST}`;

/** Opens the app and waits until the app has rendered (its timeline slider exists, the prerendered copy is gone). */
export async function openApp(page: Page, path = '/') {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(path);
  // The timeline (in any language), presentation mode's caption, or a speaker view.
  await expect(
    page.locator('[role=slider][aria-valuemax], [data-caption], [data-speaker-beat]').first(),
  ).toBeVisible();
  // The app, not the prerendered copy of the first view: the copy has a timeline too, and the app removes it in
  // the frame it takes over (measuring the copy's elements then finds them gone).
  await expect(page.locator('#prerender')).toHaveCount(0);
  return errors;
}

export const bpfPanel = (page: Page) => page.getByRole('region', { name: 'cilium bpf lb list', exact: true });

/** The lines an output shows now (without the lines struck through as removed at this step). */
export const currentLines = (page: Page, name: string) =>
  page.getByRole('region', { name, exact: true }).locator('[data-line]:not([data-removed])');

/** The editor's first five events as `type@at`, in list order (to check that only the moved one changed). */
export async function editorEvents(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const row = page.getByRole('group', { name: `Event ${i}`, exact: true });
    out.push(`${await row.getByLabel('type').inputValue()}@${await row.getByLabel('at (ms)').inputValue()}`);
  }
  return out;
}

/**
 * Plays the story to its end (with `page.clock` installed) as a reader who presses Continue at once wherever it
 * waits for them. `start` presses Play first.
 */
export async function playToEnd(page: Page, start = true) {
  const play = page.getByRole('button', { name: 'Play', exact: true });
  const cont = page.locator('#narration').getByRole('button', { name: 'Continue', exact: true });
  if (start) await play.click();
  for (let i = 0; i < 1000; i++) {
    await page.clock.runFor(2000);
    if (await cont.count()) {
      await page.clock.runFor(1500); // read it
      await cont.click();
    } else if (await play.count()) return;
  }
  throw new Error('the story did not end');
}
