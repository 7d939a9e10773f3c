import { expect, test, type Page } from '@playwright/test';
import { INCIDENT_TOUR } from '../src/scenario/tours/incidentTour';
import { untranslatedWords } from '../src/ui/i18n/englishRuns';
import { zh } from '../src/ui/i18n/zh';
import { openApp } from './helpers';

/**
 * Every text a 中文 reader meets on the page: visible text nodes outside code, and every accessible name,
 * description, tooltip and placeholder set by attribute or by an SVG <title>. Code, command output, the
 * language toggle's English label and output regions (named after their command in every language) are left out.
 */
function shownTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    // Code is monospaced here (commands, outputs, addresses), or in a code element.
    const SKIP =
      'code, pre, kbd, samp, .font-mono, [data-line], [lang^="en"], script, style, noscript, #prerender';
    // A term linked to the glossary is a button inside its sentence: the sentence is read whole, so that a
    // quoted message stays quoted.
    const BLOCK =
      'p, li, dt, dd, h1, h2, h3, h4, h5, h6, th, td, caption, summary, label, legend, option, button:not(.term-link), a, text, div, section';
    const out: { where: string; text: string }[] = [];
    const where = (el: Element) => {
      const named = el.closest('[aria-label]')?.getAttribute('aria-label');
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${named ? ` in “${named.slice(0, 40)}”` : ''}`;
    };
    const shown = (el: Element) =>
      !el.closest(SKIP) && (el instanceof SVGElement || el.checkVisibility({ visibilityProperty: true }));
    const blocks = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('title') || !shown(el)) continue;
      const block = el.closest(BLOCK) ?? el;
      blocks.set(block, (blocks.get(block) ?? '') + n.textContent);
    }
    for (const [el, text] of blocks) if (text.trim()) out.push({ where: where(el), text: text.trim() });
    const ATTRS = [
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'aria-roledescription',
      'title',
      'placeholder',
      'alt',
    ];
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest(SKIP)) continue;
      // SVG titles name their group; a hidden element's name is never read.
      if (el.tagName === 'title' && el.parentElement && shown(el.parentElement))
        out.push({ where: `<title> of ${where(el.parentElement)}`, text: el.textContent ?? '' });
      if (!(el instanceof SVGElement) && !(el as HTMLElement).checkVisibility?.()) continue;
      for (const a of ATTRS) {
        const v = el.getAttribute(a);
        if (!v || (a === 'aria-label' && el.hasAttribute('data-output'))) continue;
        out.push({ where: `${a} of ${where(el)}`, text: v });
      }
    }
    return out;
  });
}

/**
 * The presets' own object names that are plain words (Services `test`, `api`, `web`; `intranet` for
 * `kubernetes-intranet`), and commands: `help` (the command line's own), `lb` (of `cilium bpf lb list`, which
 * names the compare view's outputs): names, not prose.
 */
const NAMES = ['test', 'api', 'web', 'intranet', 'help', 'lb'];

/** What a view shows in 中文 that is an English word outside code, commands and object names. */
async function englishIn(page: Page, view: string, found: Set<string>) {
  for (const { where, text } of await shownTexts(page)) {
    for (const w of untranslatedWords(text, NAMES))
      found.add(`${view} · ${where}: “${w}” in “${text.slice(0, 90)}”`);
    // Chinese runs its words together: a space between two characters is a slip (“条目 的”).
    for (const m of text.matchAll(/[\u4e00-\u9fff] [\u4e00-\u9fff]/g))
      found.add(`${view} · ${where}: a space in “${m[0]}” in “${text.slice(0, 90)}”`);
  }
}

test.use({ viewport: { width: 1280, height: 800 } });

test('in 中文 no visible text or accessible name holds an English word outside code, commands and names', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const found = new Set<string>();
  const link = (rest: string) => `/#v=1&p=tke-incident&l=zh&th=light${rest}`;

  // A first visit: the intro card, at the start.
  await openApp(page, link('&m=buggy&t=0'));
  await englishIn(page, 'start', found);
  // Capitals are an English habit: a heading set in them would turn a kept word into “KEY 检查器”.
  const capitalised = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (e) => getComputedStyle(e).textTransform === 'uppercase' && /[A-Za-z]/.test(e.textContent ?? ''),
      )
      .map((e) => e.textContent),
  );
  expect(capitalised).toEqual([]);
  // The glossary (every entry; its button is on the intro card), the gallery and the help.
  for (const [button, title] of [
    [zh.glossary.button, zh.glossary.title],
    [zh.help, zh.help],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await englishIn(page, title, found);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: zh.gallery.title, exact: true }).click();
  await expect(page.getByRole('button', { name: zh.gallery.open }).first()).toBeVisible();
  await englishIn(page, 'gallery', found);
  // The damage, the end, and compare at the release.
  for (const [view, rest] of [
    ['release', '&m=buggy&t=32600'],
    ['BPF emptied', '&m=buggy&t=36100'],
    ['compare', '&m=compare&t=32600'],
  ] as const) {
    await page.goto('about:blank');
    await openApp(page, link(rest));
    await englishIn(page, view, found);
  }
  await page.keyboard.press('End');
  await englishIn(page, 'compare (end)', found);

  // Every tour stop, answer shown.
  await page.goto('about:blank');
  await openApp(page, link('&m=buggy&tr=1'));
  const dock = page.locator('[data-tour-stop]');
  for (let i = 0; i < INCIDENT_TOUR.length; i++) {
    await expect(dock).toHaveAttribute('data-tour-stop', INCIDENT_TOUR[i]!.id);
    await dock.getByRole('button', { name: zh.tour.show }).click();
    await englishIn(page, `tour ${i + 1}`, found);
    if (i < INCIDENT_TOUR.length - 1) await dock.getByRole('button', { name: zh.tour.next }).click();
  }
  await dock.getByRole('button', { name: zh.tour.exit }).click();

  // A preset without a shipped talk: its talk is made from the chapters.
  await page.goto('about:blank');
  await openApp(page, '/#v=1&p=empty-cluster&l=zh&th=light');
  await page.locator('summary', { hasText: zh.talkUi.panel }).click();
  await englishIn(page, 'empty cluster, talk panel', found);

  if (found.size) console.log([...found].join('\n'));
  expect([...found]).toEqual([]);
});
