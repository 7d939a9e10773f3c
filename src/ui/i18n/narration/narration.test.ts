import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../../model/backendInstanceKey';
import { PRESETS } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { computeBeats } from '../../../scenario/story/beats';
import { findChapters } from '../../../scenario/story/chapters';
import { narrate } from '../../../scenario/story/narrate';
import { toSimInput } from '../../../scenario/toSimInput';
import { englishRuns } from '../englishRuns';
import { narrationCatalog } from './narrationCatalog';
import { PHRASEBOOKS } from './phrasebooks';
import type { NarrationCatalog } from './types';

const narrationEn = narrationCatalog(PHRASEBOOKS.en);
const narrationZh = narrationCatalog(PHRASEBOOKS.zh);
const LANGS = Object.keys(PHRASEBOOKS) as (keyof typeof PHRASEBOOKS)[];

const CASES = PRESETS.flatMap((p) => (['buggy', 'fixed'] as const).map((v) => [p.id, v] as const));

function setup(id: string, v: KeyVariant) {
  const preset = PRESETS.find((p) => p.id === id)!;
  const trace = runScenario(preset.scenario, v);
  const story = { agentApiserver: toSimInput(preset.scenario).agent.apiserverAddress };
  return { trace, story };
}

/** The narration of every beat of a run (its representative step), as a reviewable text file. */
function pin(id: string, v: KeyVariant, cat: NarrationCatalog): string {
  const { trace, story } = setup(id, v);
  const chapters = new Map(findChapters(trace).map((c) => [c.step, c.id]));
  const out: string[] = [`# ${id} — ${v} key`, ''];
  for (const b of computeBeats(trace)) {
    const s = trace.steps[b.step]!;
    const n = narrate(trace, b.step, story);
    const t = cat.narrate(n);
    const span = b.to > b.from ? ` (beat of steps #${b.from}–#${b.to})` : '';
    const head = [chapters.get(b.step), ...b.reasons.filter((r) => r !== 'chapter')].filter(Boolean);
    out.push(`#${b.step} t=${s.at}ms ${s.kind}${span}${head.length ? ` [${head.join(', ')}]` : ''}`);
    out.push(`  what: ${t.what}`, `  why:  ${t.why}`);
    for (const note of cat.notes(n)) out.push(`  ${note.label}: ${note.text}`);
    if (b.to > b.from) out.push(`  run:  ${cat.runNote(b.to - b.from + 1, trace.steps[b.from]!.at, s.at)}`);
  }
  return out.join('\n') + '\n';
}

describe('narration of every beat (golden files), in every language', () => {
  it.each(LANGS.flatMap((lang) => CASES.map(([id, v]) => [id, v, lang] as const)))(
    '%s (%s), %s',
    async (id, v, lang) => {
      const cat = narrationCatalog(PHRASEBOOKS[lang]);
      await expect(pin(id, v, cat)).toMatchFileSnapshot(`__golden__/${id}.${v}.${lang}.txt`);
    },
  );
});

describe('the key moments say what happened in that run', () => {
  const at = (
    id: string,
    v: KeyVariant,
    pick: (s: ReturnType<typeof setup>['trace']['steps'][number]) => boolean,
  ) => {
    const { trace, story } = setup(id, v);
    const step = trace.steps.find(pick)!;
    return narrationEn.narrate(narrate(trace, step.index, story));
  };

  it('the release names the released Service, the victim and the frozen snapshot', () => {
    const t = at('tke-incident', 'buggy', (s) => s.releases.some((r) => r.collateral.length > 0));
    expect(t.what).toContain('`default/kubernetes-intranet`');
    expect(t.what).toContain('backendRelease(169.254.128.7:60002/TCP, default/kubernetes)');
    expect(t.why).toContain('frozen snapshot');
    expect(t.why).toContain('3 frontends');
  });

  it('the fixed release says the victim keeps its instance', () => {
    const t = at('tke-incident', 'fixed', (s) => s.releases.some((r) => r.spared.length > 0));
    expect(t.what).toContain('`default/kubernetes-intranet` keeps its instance');
  });

  it('the BPF step that blackholes the victim names it and its addresses', () => {
    const { trace, story } = setup('minimal-repro', 'buggy');
    const steps = trace.steps.filter((s) => s.kind === 'bpfReconcile' && s.emptied > 0);
    const texts = steps.map((s) => narrationEn.narrate(narrate(trace, s.index, story)));
    // The first empties `test` (its slice really is empty), the second the victim.
    expect(texts[0]!.why).toContain('no endpoints right now, so this is correct');
    expect(texts[1]!.what).toContain('`default/test-extended`');
    expect(texts[1]!.what).toContain('`192.168.92.25:80/TCP`');
  });

  it('a failed connect gives its actual cause', () => {
    const fail = at('tke-incident', 'buggy', (s) => s.kind === 'connect' && s.connect.result === 'EPERM');
    expect(fail.why).toContain('count 0');
    const ok = at('minimal-repro', 'buggy', (s) => s.kind === 'connect' && s.at === 12000);
    expect(ok.why).toContain('frozen snapshot');
  });

  it('only a crash loop caused by the agent’s own empty VIP is called a circular dependency', () => {
    const t = at('tke-incident', 'buggy', (s) => s.kind === 'agentCrashLoop');
    expect(t.why).toContain('circular dependency');
  });

  it('the first listing credits the cloud LB only when the connect went through it', () => {
    expect(at('tke-incident', 'buggy', (s) => s.kind === 'agentListed').why).toContain('cloud load balancer');
    expect(at('minimal-repro', 'buggy', (s) => s.kind === 'agentListed').why).not.toContain('cloud');
  });
});

describe('中文 narration is complete', () => {
  it.each(CASES)('%s (%s): every step is narrated in Chinese, never in English', (id, v) => {
    const { trace, story } = setup(id, v);
    for (const s of trace.steps) {
      const n = narrate(trace, s.index, story);
      const zh = narrationZh.narrate(n);
      const en = narrationEn.narrate(n);
      for (const k of ['what', 'why'] as const) {
        expect(zh[k]).not.toBe(en[k]);
        expect(zh[k], `${s.kind} ${k}`).toMatch(/[\u4e00-\u9fff]/);
        expect(englishRuns(zh[k]), `${s.kind} ${k}: ${zh[k]}`).toEqual([]);
      }
    }
  });
});
