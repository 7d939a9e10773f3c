import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/ui/i18n/en';
import { zh } from '../src/ui/i18n/zh';
import type { Messages } from '../src/ui/i18n/en';
import { labsEn } from '../src/ui/i18n/labs/en';
import { labsZh } from '../src/ui/i18n/labs/zh';
import { scanButtonLabel } from '../src/ui/scan/buttonLabel';
import { scanMessages } from '../src/ui/scan/messages';
import { axeViolations, nodeCount, wcag, type AxeViolation } from './axe';
import { openApp } from './helpers';

type Lang = 'en' | 'zh';
const CATALOG: Record<Lang, Messages> = { en, zh };
const link = (lang: Lang, rest = '') => `/#v=1&p=tke-incident&m=buggy&l=${lang}&th=dark${rest}`;

/** Each view: how a person gets there (in a language), on a fresh page. */
const VIEWS: Record<string, (page: Page, lang: Lang) => Promise<void>> = {
  'main (start)': async (page, lang) => {
    await openApp(page, link(lang, '&t=0'));
  },
  'main (middle)': async (page, lang) => {
    await openApp(page, link(lang, '&t=32600'));
  },
  'main (end)': async (page, lang) => {
    await openApp(page, link(lang));
    await page.keyboard.press('End');
  },
  compare: async (page, lang) => {
    await openApp(page, link(lang, '&t=32600').replace('m=buggy', 'm=compare'));
  },
  'compare (first divergence, full narration)': async (page, lang) => {
    await openApp(page, link(lang, '&t=0').replace('m=buggy', 'm=compare'));
    await page.keyboard.press('d');
    await page.getByRole('button', { name: CATALOG[lang].story.compareWords.more }).click();
    await expect(page.getByRole('button', { name: CATALOG[lang].story.compareWords.less })).toBeVisible();
  },
  editor: async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: `✎ ${CATALOG[lang].editor.button}` }).click();
    await expect(page.getByRole('group').first()).toBeVisible();
  },
  gallery: async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: CATALOG[lang].gallery.title, exact: true }).click();
    await expect(page.getByRole('button', { name: CATALOG[lang].gallery.open }).first()).toBeVisible();
  },
  'tour (dock open)': async (page, lang) => {
    await openApp(page, link(lang, '&tr=3'));
    await expect(page.locator('[data-tour-focus]').first()).toBeVisible();
  },
  presentation: async (page, lang) => {
    await openApp(page, link(lang, '&pr=1'));
    await expect(page.locator('[data-caption]')).toBeVisible();
  },
  'speaker view': async (page, lang) => {
    await openApp(page, link(lang, '&pr=1&sv=1'));
    await expect(page.locator('[data-speaker-beat]')).toBeVisible();
  },
  'presentation: overview (o)': async (page, lang) => {
    await openApp(page, link(lang, '&pr=1&b=3'));
    await page.keyboard.press('o');
    await expect(page.getByRole('dialog', { name: CATALOG[lang].show.overview.title })).toBeVisible();
  },
  'presentation: go to beat (a wrong number)': async (page, lang) => {
    await openApp(page, link(lang, '&pr=1&b=3'));
    await page.keyboard.press('9');
    await page.keyboard.press('9');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
  },
  'speaker view (looking ahead)': async (page, lang) => {
    await openApp(page, link(lang, '&pr=1&sv=1&b=2'));
    await page.keyboard.press('f');
    await page.keyboard.press('PageDown');
    await expect(page.locator('[data-look-ahead]')).toBeVisible();
  },
  handout: async (page, lang) => {
    await openApp(page, link(lang));
    await page.locator('details summary', { hasText: CATALOG[lang].talkUi.panel }).click();
    await page.getByRole('button', { name: CATALOG[lang].show.handout.button }).click();
    await expect(page.locator('[data-handout-page]').first()).toBeVisible();
  },
  'scan dialog (empty)': async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: scanButtonLabel[lang], exact: true }).click();
    await expect(page.getByRole('dialog', { name: scanMessages[lang].title })).toBeVisible();
  },
  'scan dialog (incident example)': async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: scanButtonLabel[lang], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: scanMessages[lang].title });
    await dialog.getByRole('button', { name: scanMessages[lang].example }).click();
    await expect(dialog.getByRole('table')).toBeVisible();
  },
  'export dialog': async (page, lang) => {
    await openApp(page, link(lang, '&t=32600'));
    await page.getByRole('button', { name: CATALOG[lang].exporter.button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: CATALOG[lang].exporter.title })).toBeVisible();
  },
  'share dialog': async (page, lang) => {
    await openApp(page, link(lang, '&t=32600'));
    await page.getByRole('button', { name: CATALOG[lang].share.button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: CATALOG[lang].share.title })).toBeVisible();
  },
  help: async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: CATALOG[lang].help, exact: true }).click();
    await expect(page.getByRole('dialog', { name: CATALOG[lang].help })).toBeVisible();
  },
  glossary: async (page, lang) => {
    await openApp(page, link(lang));
    await page.getByRole('button', { name: CATALOG[lang].glossary.button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: CATALOG[lang].glossary.title })).toBeVisible();
  },
  'command bar with output': async (page, lang) => {
    await openApp(page, link(lang, '&t=32600'));
    const bar = page.getByRole('textbox', { name: CATALOG[lang].command.label, exact: true });
    await bar.fill('cilium bpf lb list');
    await bar.press('Enter');
    await expect(page.getByRole('log')).toContainText('SERVICE ADDRESS');
  },
  'labs (a lab after a wrong attempt, its hint and solution open)': async (page, lang) => {
    const t = lang === 'en' ? labsEn : labsZh;
    await openApp(page, `/#v=1&l=${lang}&th=dark&lab=heal-without-fix`);
    const dock = page.locator('[data-labs-dock]');
    await dock.getByRole('button', { name: t.showHint }).click();
    await dock.getByRole('button', { name: t.showSolution }).click();
    const bar = page.getByRole('textbox', { name: CATALOG[lang].command.label, exact: true });
    await bar.fill('kubectl annotate svc test-extended test=2 --overwrite');
    await bar.press('Enter');
    await expect(dock.locator('[data-lab-hint="2"]')).toBeVisible();
  },
  'labs (the list, a lab solved)': async (page, lang) => {
    const t = lang === 'en' ? labsEn : labsZh;
    await openApp(page, `/#v=1&l=${lang}&th=dark&lab=heal-without-fix`);
    // The lab has started: its dock loads after the app, then puts the page at the lab's start.
    await expect(page.getByRole('combobox', { name: CATALOG[lang].scenario, exact: true })).toHaveValue(
      'minimal-repro',
    );
    const bar = page.getByRole('textbox', { name: CATALOG[lang].command.label, exact: true });
    await bar.fill('kubectl -n kube-system rollout restart ds/cilium');
    await bar.press('Enter');
    await expect(page.locator('[data-lab-status="done"]')).toBeVisible();
    await page.locator('[data-labs-dock]').getByRole('button', { name: t.back }).click();
    await expect(page.locator('[data-lab]').first()).toBeVisible();
  },
  'embed (e=1)': async (page, lang) => {
    await openApp(page, link(lang, '&t=32600&e=1'));
  },
};

test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } });

const describe = (vs: AxeViolation[]) =>
  vs.flatMap((v) => v.nodes.slice(0, 4).map((n) => `${v.id}: ${n.target} — ${n.summary}`));

for (const [view, open] of Object.entries(VIEWS)) {
  test(`axe: 0 violations (WCAG 2.2 A/AA and best practices) on ${view}, dark and light, en and 中文`, async ({
    page,
  }) => {
    const found: string[] = [];
    for (const lang of ['en', 'zh'] as const) {
      await page.goto('about:blank'); // a fresh document (another fragment alone would not reload)
      await open(page, lang);
      for (const theme of ['dark', 'light'] as const) {
        // The theme is the <html> class the app sets: switched in place, so dialogs stay open.
        await page.evaluate(
          (dark) => document.documentElement.classList.toggle('dark', dark),
          theme === 'dark',
        );
        const all = await axeViolations(page);
        const vs = wcag(all);
        console.log(
          `axe ${view} · ${lang} · ${theme}: WCAG A/AA ${vs.length} rules, ${nodeCount(vs)} elements; ` +
            `all default rules ${all.length} rules, ${nodeCount(all)} elements`,
        );
        found.push(...describe(all).map((d) => `[${lang} ${theme}] ${d}`));
        if (process.env.AXE_DUMP)
          (await import('node:fs')).appendFileSync(
            process.env.AXE_DUMP,
            JSON.stringify({ view, lang, theme, all }) + '\n',
          );
      }
    }
    expect(found).toEqual([]);
  });
}

test('in a 1024 px header the icon-only buttons show their label as a tooltip on hover and on keyboard focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await openApp(page, '/#v=1&p=tke-incident&m=buggy&l=en&th=light');
  const header = page.locator('header').first();
  for (const name of ['Scenarios', 'Edit', 'Compare', 'Export', 'Share']) {
    // The accessible name is unchanged (the tip is aria-hidden); the word itself is not on screen.
    const button = header.getByRole('button', { name: new RegExp(`^(✎ )?${name}$`) });
    await expect(button).toHaveCount(1);
    const tip = button.locator('[data-icon-tip]');
    await expect(tip).toBeHidden();
    await button.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(name);
    // It is on screen, below the button.
    const [b, t] = [await button.boundingBox(), await tip.boundingBox()];
    expect(t!.y).toBeGreaterThanOrEqual(b!.y + b!.height - 1);
    expect(t!.x).toBeGreaterThanOrEqual(0);
    expect(t!.x + t!.width).toBeLessThanOrEqual(1024);
    await page.mouse.move(500, 700);
    await expect(tip).toBeHidden();
  }
  // Keyboard focus shows it too, and Esc dismisses it without moving focus.
  const exportButton = header.getByRole('button', { name: 'Export', exact: true });
  await header.getByRole('button', { name: 'Theme: Light', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(exportButton).toBeFocused();
  await expect(exportButton.locator('[data-icon-tip]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(exportButton.locator('[data-icon-tip]')).toBeHidden();
  await expect(exportButton).toBeFocused();
  // At 1280 px the words are on the buttons: no tooltip repeats them.
  await page.setViewportSize({ width: 1280, height: 720 });
  await header.getByRole('button', { name: 'Compare', exact: true }).hover();
  await expect(header.locator('[data-icon-tip]:visible')).toHaveCount(0);
});
