import { expect, test } from '@playwright/test';
import { getPreset } from '../src/scenario/presets';
import { runScenario } from '../src/scenario/run';
import { svgTextContrasts } from './contrast';
import { openApp } from './helpers';

/** The moments the story turns on, found in the run (not hard-coded times). */
const moments = (() => {
  const trace = runScenario(getPreset('tke-incident')!.scenario, 'buggy');
  const first = (ok: (s: (typeof trace.steps)[number]) => boolean) => trace.steps.find(ok)!.at;
  return {
    start: 0,
    release: first((s) => s.releases.some((r) => r.collateral.length > 0)),
    'victim at count 0': first((s) =>
      s.changes.some((c) => c.table === 'bpf' && c.count === 0 && c.service.includes('intranet')),
    ),
    'failed connect': first((s) => s.kind === 'connect' && s.connect.result !== 'ok'),
  };
})();

test.use({ viewport: { width: 1280, height: 800 } });

for (const theme of ['dark', 'light'] as const)
  test(`every stage text on the page is ≥ 4.5:1 against what is under it (${theme}, en and 中文)`, async ({
    page,
  }) => {
    const low: string[] = [];
    let measured = 0;
    for (const lang of ['en', 'zh'] as const)
      for (const [name, at] of Object.entries(moments)) {
        await page.goto('about:blank');
        await openApp(page, `/#v=1&p=tke-incident&m=buggy&t=${at}&l=${lang}&th=${theme}`);
        await expect(page.locator('#stage svg text').first()).toBeVisible();
        const texts = await svgTextContrasts(page, '#stage');
        measured += texts.length;
        for (const c of texts.filter((c) => c.ratio < 4.5))
          low.push(`${lang} ${name}: “${c.text}” ${c.ratio.toFixed(2)}:1 (${c.fg} on ${c.bg})`);
      }
    console.log(`stage texts measured (${theme}): ${measured}, below 4.5:1: ${low.length}`);
    expect(measured).toBeGreaterThan(8 * 40); // four moments × two languages, every card and row
    expect(low).toEqual([]);
  });
