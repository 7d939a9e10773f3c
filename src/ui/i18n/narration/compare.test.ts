import { describe, expect, it } from 'vitest';
import { hexBytes } from '../../../model/bytes';
import { stepIndexAt } from '../../../model/render/collect';
import type { Trace } from '../../../model/trace';
import { PRESETS } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { compareNarrative } from '../../../scenario/story/compareNarrative';
import { firstDivergence } from '../../../scenario/story/divergence';
import { toSimInput } from '../../../scenario/toSimInput';
import { englishRuns } from '../englishRuns';
import { narrationCatalog } from './narrationCatalog';
import { PHRASEBOOKS } from './phrasebooks';

const CATALOGS = { en: narrationCatalog(PHRASEBOOKS.en), zh: narrationCatalog(PHRASEBOOKS.zh) };

function runs(id: string) {
  const scenario = PRESETS.find((p) => p.id === id)!.scenario;
  const traces = { buggy: runScenario(scenario, 'buggy'), fixed: runScenario(scenario, 'fixed') };
  const story = { agentApiserver: toSimInput(scenario).agent.apiserverAddress };
  return { traces, story, divergence: firstDivergence(traces.buggy, traces.fixed) };
}

/** The step of the fixed run at the buggy run's step `i`, as compare view picks it (by time). */
const fixedAt = (t: { buggy: Trace; fixed: Trace }, i: number) => stepIndexAt(t.fixed, t.buggy.steps[i]!.at);

const WITH_DIVERGENCE = PRESETS.map((p) => p.id).filter((id) => runs(id).divergence !== undefined);

describe('compare view’s narration', () => {
  it('covers the presets whose runs part', () => {
    expect(WITH_DIVERGENCE).toEqual(expect.arrayContaining(['tke-incident', 'minimal-repro', 'workaround']));
  });

  it.each(WITH_DIVERGENCE)(
    '%s: at the first divergence it names the first differing byte of the pair',
    (id) => {
      const { traces, story, divergence } = runs(id);
      const d = divergence!;
      const c = compareNarrative(traces, { buggy: d, fixed: fixedAt(traces, d) }, d, story);
      expect(c.atDivergence).toBe(true);
      // The bytes the two runs' own release records hold: the fixed prefix against the victim's stored key.
      const buggyRelease = traces.buggy.steps[d]!.releases.find((r) => r.collateral.length > 0)!;
      const victim = buggyRelease.collateral[0]!;
      const fixedRelease = traces.fixed.steps[fixedAt(traces, d)]!.releases[0]!;
      const prefix = hexBytes(fixedRelease.prefixHex);
      const key = hexBytes(fixedRelease.before.find((x) => x.service === victim)!.keyHex);
      const at = prefix.findIndex((b, i) => b !== key[i]);
      expect(at).toBeGreaterThan(0);
      const buggyTail = hexBytes(buggyRelease.prefixHex).slice(-2).join(' ');
      for (const lang of ['en', 'zh'] as const) {
        const why = CATALOGS[lang].compare(c).why;
        expect(why, lang).toContain(`\`${prefix[at]}\``);
        expect(why, lang).toContain(`\`${key[at]}\``);
        expect(why, lang).toContain(` ${at + 1}`);
        expect(why, lang).toContain(`\`… ${buggyTail}\``);
        expect(why, lang).toContain(`\`${victim}\``);
      }
      expect(CATALOGS.en.compare(c).why).toContain('in the fixed lookup prefix');
      const zh = CATALOGS.zh.compare(c);
      for (const text of [zh.why, ...zh.runs.map((r) => r.text)]) expect(englishRuns(text), text).toEqual([]);
    },
  );

  it('says what each run did on its own line once they part, and one line while they do the same', () => {
    const { traces, story, divergence } = runs('tke-incident');
    const d = divergence!;
    const before = compareNarrative(traces, { buggy: d - 1, fixed: fixedAt(traces, d - 1) }, d, story);
    const en = CATALOGS.en.compare(before);
    expect(en.runs.map((r) => r.run)).toEqual(['both']);
    expect(en.why).toBe('');
    const at = CATALOGS.en.compare(
      compareNarrative(traces, { buggy: d, fixed: fixedAt(traces, d) }, d, story),
    );
    expect(at.runs.map((r) => r.run)).toEqual(['buggy', 'fixed']);
    expect(at.runs[0]!.text).toContain('`default/kubernetes-intranet` starts with them too');
    expect(at.runs[1]!.text).toContain('`default/kubernetes-intranet` keeps its instance');
    // The stored key's priority byte is said, and said not to matter.
    expect(at.why).toContain('`20 04`');
    expect(CATALOGS.zh.compare(before).runs[0]!.text).toMatch(/[\u4e00-\u9fff]/);
  });
});
