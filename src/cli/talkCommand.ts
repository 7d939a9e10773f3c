import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getPreset } from '../scenario/presets';
import { materializeTalk, shippedTalkOf } from '../scenario/talk/shippedTalks';
import type { TalkV1 } from '../scenario/talk/types';
import { loadModel } from '../store/model';
import { getRuns } from '../store/traces';
import { finishSvg } from '../ui/export/files/svgDocument';
import { PictureSvg } from '../ui/export/picture/PictureSvg';
import { handoutDocument, handoutWords } from '../ui/handout/handoutHtml';
import { handoutPages } from '../ui/handout/handoutPages';
import { qrSvg } from '../ui/handout/qrSvg';
import { allCatalogs } from '../ui/i18n/allCatalogs';
import { stageWhere } from '../ui/stage/StageSvg';
import { chapterTalk } from '../ui/talk/effectiveTalk';
import { CliError, loadScenario } from './scenarioRef';
import { TALK_USAGE } from './commandUsage';

/** The talk the app would present: the file's own, else the preset's shipped talk, else one from the chapters. */
function talkOf(ref: string, lang: 'en' | 'zh'): { talk: TalkV1; runs: ReturnType<typeof getRuns> } {
  const scenario = loadScenario(ref);
  const runs = getRuns(scenario);
  const t = allCatalogs[lang];
  if (scenario.talk) return { talk: scenario.talk, runs };
  const shipped = shippedTalkOf(getPreset(ref) ? ref : null);
  return {
    talk: shipped
      ? materializeTalk(shipped, runs.traces, t.talks[shipped.id])
      : chapterTalk(runs, t, getPreset(ref) ? ref : null),
    runs,
  };
}

/** The handout as an HTML document: the same pages the app's Handout prints. */
export function handoutHtmlFor(ref: string, o: { lang: 'en' | 'zh'; notes: boolean; base?: string }) {
  const { talk, runs } = talkOf(ref, o.lang);
  const where = stageWhere(runs.scenario);
  const t = allCatalogs[o.lang];
  const pages = handoutPages({
    runs,
    talk,
    presetId: getPreset(ref) ? ref : null,
    lang: o.lang,
    ...(o.base ? { base: o.base } : {}),
    notes: o.notes,
    renderStage: (moment, link) =>
      finishSvg(
        renderToStaticMarkup(
          createElement(PictureSvg, {
            moment,
            where,
            options: { width: 960, scale: 1, caption: false, keys: false },
          }),
        ),
        { theme: 'light', link },
      ),
    qr: qrSvg,
  });
  return { html: handoutDocument(pages, talk.title, handoutWords(t), o.lang), pages };
}

/** Prints an HTML document to PDF with Debian's Chromium, driven by Playwright (a devDependency). */
async function printPdf(html: string): Promise<Buffer> {
  let chromium: typeof import('@playwright/test').chromium;
  let launch: { executablePath: string; args: string[] };
  try {
    ({ chromium } = await import('@playwright/test'));
    ({ chromiumLaunchOptions: launch } = await import('../../scripts/chromium.mjs'));
  } catch {
    throw new CliError(
      'talk handout --out *.pdf needs Playwright (a devDependency: run npm ci) and Chromium; --out *.html needs neither',
    );
  }
  let browser;
  try {
    browser = await chromium.launch(launch);
  } catch (e) {
    throw new CliError(
      `talk handout could not start Chromium at ${launch.executablePath} (set CHROMIUM_PATH, or: apt-get install chromium): ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`,
    );
  }
  try {
    const page = await browser.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    return await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true, outline: true });
  } finally {
    await browser.close();
  }
}

/** `talk handout`: writes the talk's handout as PDF (through Chromium) or as HTML. */
export async function runTalk(args: string[]): Promise<string> {
  // A handout reads the talk's runs: the model's chunk is loaded first (also when called without `cli()`).
  await loadModel();
  const [sub, ...rest] = args;
  if (sub !== 'handout')
    throw new CliError(`talk takes "handout"; got ${sub ? `"${sub}"` : 'nothing'}\nusage: ${TALK_USAGE}`);
  const opts: Record<string, string> = {};
  let notes = false;
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--notes') notes = true;
    else if (a === '--out' || a === '--lang' || a === '--base') {
      const v = rest[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value`);
      if (a.slice(2) in opts) throw new CliError(`${a} is given twice`);
      opts[a.slice(2)] = v;
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a}\nusage: ${TALK_USAGE}`);
    else positional.push(a);
  }
  if (positional.length !== 1)
    throw new CliError(
      positional.length
        ? `unexpected argument "${positional[1]}"`
        : `talk handout needs a scenario file or preset id\nusage: ${TALK_USAGE}`,
    );
  const out = opts.out;
  if (!out || !/\.(pdf|html)$/i.test(out))
    throw new CliError(`--out must name a .pdf or .html file\nusage: ${TALK_USAGE}`);
  const lang = opts.lang ?? 'en';
  if (lang !== 'en' && lang !== 'zh') throw new CliError(`--lang must be en or zh, got "${lang}"`);
  if (opts.base !== undefined && !/^https?:\/\//.test(opts.base))
    throw new CliError('--base must be the app URL, starting with http:// or https://');
  const { html, pages } = handoutHtmlFor(positional[0]!, {
    lang,
    notes,
    ...(opts.base ? { base: opts.base } : {}),
  });
  const bytes = /\.pdf$/i.test(out) ? await printPdf(html) : Buffer.from(html);
  writeFileSync(out, bytes);
  return `wrote ${out} (${pages.length} pages, ${bytes.length} bytes)`;
}
