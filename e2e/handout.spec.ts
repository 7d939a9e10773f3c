import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { runTalk } from '../src/cli/talkCommand';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { materializeTalk, SHIPPED_TALKS } from '../src/scenario/talk/shippedTalks';
import { talksEn } from '../src/ui/i18n/talks/en';
import { talksZh } from '../src/ui/i18n/talks/zh';
import { openApp } from './helpers';
import { pdfPageTexts } from './pdfText';

const plain = (s: string) => s.replaceAll('`', '');
/** Text as the PDF has it: each glyph placed on its own (ligatures too), so compare without white space. */
const squeeze = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

const talks = (() => {
  const sc = getPreset('tke-incident')!.scenario;
  const traces = { buggy: runScenario(sc, 'buggy'), fixed: runScenario(sc, 'fixed') };
  return {
    en: materializeTalk(SHIPPED_TALKS[0]!, traces, talksEn.incident),
    zh: materializeTalk(SHIPPED_TALKS[0]!, traces, talksZh.incident),
  };
})();

/**
 * A caption as a pattern over a page's squeezed text. A CJK font may map a character to the radical that shares
 * its glyph (门 → ⻔ in the ToUnicode map): such a character matches any CJK radical there.
 */
const captionIn = (text: string, caption: string) =>
  new RegExp(
    [...squeeze(plain(caption))]
      .map((c) =>
        /[\u4e00-\u9fff]/.test(c) ? `(?:${c}|[\u2e80-\u2fdf])` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join(''),
  ).test(text);

/** One page per beat, each with its own caption. */
function expectOnePagePerBeat(pdf: Uint8Array, captions: string[]) {
  const pages = pdfPageTexts(pdf).map(squeeze);
  expect(pages).toHaveLength(captions.length);
  pages.forEach((text, i) => {
    expect(captionIn(text, captions[i]!), `page ${i + 1}: ${captions[i]}`).toBe(true);
    expect(text, `page ${i + 1}`).toContain(squeeze(`Beat ${i + 1} of ${captions.length}`));
  });
}

test('Handout (Talk panel) prints one page per beat, each with its caption, link and QR code', async ({
  page,
}) => {
  await openApp(page);
  await page.locator('details', { hasText: 'Talk:' }).locator('summary').click();
  await page.getByRole('button', { name: 'Handout' }).click();
  const pages = page.locator('[data-handout-page]');
  await expect(pages).toHaveCount(talks.en.beats.length);
  await expect(pages.first().locator('.qr svg')).toBeVisible();
  await expect(pages.nth(5).locator('.link')).toContainText('t=32500');
  // The speaker's notes are in by default; off, they are not.
  await expect(pages.nth(1)).toContainText(talks.en.beats[1]!.note!.slice(0, 40));
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expectOnePagePerBeat(
    pdf,
    talks.en.beats.map((b) => b.caption),
  );
  await page.getByRole('checkbox', { name: 'Speaker note' }).uncheck();
  await expect(pages.nth(1)).not.toContainText(talks.en.beats[1]!.note!.slice(0, 40));
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('slider', { name: 'Timeline' })).toBeVisible();
});

test('the CLI makes the same handout headlessly (npm run cli -- talk handout), in 中文 too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'handout-'));
  for (const lang of ['en', 'zh'] as const) {
    const out = join(dir, `incident-${lang}.pdf`);
    const said = await runTalk(['handout', 'tke-incident', '--lang', lang, '--notes', '--out', out]);
    expect(said).toMatch(new RegExp(`^wrote .*incident-${lang}\\.pdf \\(${talks[lang].beats.length} pages`));
    const pages = pdfPageTexts(readFileSync(out)).map(squeeze);
    expect(pages).toHaveLength(talks[lang].beats.length);
    pages.forEach((text, i) =>
      expect(captionIn(text, talks[lang].beats[i]!.caption), `${lang} page ${i + 1}`).toBe(true),
    );
  }
  expectOnePagePerBeat(
    readFileSync(join(dir, 'incident-en.pdf')),
    talks.en.beats.map((b) => b.caption),
  );
});
