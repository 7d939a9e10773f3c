import { describe, expect, it } from 'vitest';
import type { KeyVariant } from '../../../model/backendInstanceKey';
import type { Trace } from '../../../model/trace';
import { PRESETS } from '../../../scenario/presets';
import { runScenario } from '../../../scenario/run';
import { narrate, type StoryInput } from '../../../scenario/story/narrate';
import type { Narrative } from '../../../scenario/story/narrative';
import { toSimInput } from '../../../scenario/toSimInput';
import { englishRuns } from '../englishRuns';
import { narrationCatalog } from './narrationCatalog';
import { PHRASEBOOKS } from './phrasebooks';

const LANGS = ['en', 'zh'] as const;
const CATALOGS = { en: narrationCatalog(PHRASEBOOKS.en), zh: narrationCatalog(PHRASEBOOKS.zh) };
const CASES = PRESETS.flatMap((p) => (['buggy', 'fixed'] as const).map((v) => [p.id, v] as const));

function run(id: string, v: KeyVariant): { trace: Trace; story: StoryInput; narratives: Narrative[] } {
  const scenario = PRESETS.find((p) => p.id === id)!.scenario;
  const trace = runScenario(scenario, v);
  const story = { agentApiserver: toSimInput(scenario).agent.apiserverAddress };
  return { trace, story, narratives: trace.steps.map((s) => narrate(trace, s.index, story)) };
}

/** Everything a step's narration says in a language: what, why and its notes. */
function said(n: Narrative, lang: (typeof LANGS)[number]): string {
  const cat = CATALOGS[lang];
  const t = cat.narrate(n);
  return [t.what, t.why, ...cat.notes(n).map((x) => x.text)].join('\n');
}

describe('“non-routable” is a flag, not the failure', () => {
  it.each(CASES)(
    '%s (%s): the flag is named only where the run first writes such entries, as harmless',
    (id, v) => {
      const { narratives } = run(id, v);
      for (const lang of LANGS)
        narratives.forEach((n, i) => {
          const text = said(n, lang);
          const first = n.kind === 'bpfReconcile' && n.firstNonRoutable;
          // The one sentence that explains it says healthy entries carry it too; nothing else mentions it.
          expect(text.includes('non-routable'), `#${i} ${n.kind} (${lang}): ${text}`).toBe(first);
          if (first) expect(text).toMatch(lang === 'en' ? /healthy ones carry it too/ : /健康的条目也带着它/);
        });
    },
  );

  it('a run with ClusterIP entries explains the flag once, at its first programming of BPF entries', () => {
    const { narratives } = run('tke-incident', 'buggy');
    const firsts = narratives.filter((n) => n.kind === 'bpfReconcile' && n.firstNonRoutable);
    expect(firsts).toHaveLength(1);
    expect(firsts[0]!.kind === 'bpfReconcile' && firsts[0]!.created).toBeGreaterThan(0);
  });

  it('the emptied victim’s entries are called broken for their count 0 and missing slots', () => {
    const { narratives } = run('tke-incident', 'buggy');
    const n = narratives.find(
      (x) => x.kind === 'bpfReconcile' && x.lost.some((g) => g.victim && g.after === 0),
    )!;
    const en = CATALOGS.en.narrate(n).why;
    expect(en).toContain('count 0');
    expect(en).toContain('no slot rows');
    expect(CATALOGS.zh.narrate(n).why).toContain('count 为 0');
  });
});

describe('notes are in the reader’s language', () => {
  it.each(CASES)('%s (%s): no 中文 note has an English phrase', (id, v) => {
    for (const n of run(id, v).narratives)
      for (const note of CATALOGS.zh.notes(n)) expect(englishRuns(note.text), note.text).toEqual([]);
  });
});

describe('the Kubernetes source’s priority', () => {
  const release = (v: KeyVariant) =>
    run('tke-incident', v).narratives.find((n) => n.kind === 'bufferFlush' && n.releases.length > 0)!;

  it('with the fixed key the note says the priority cannot change the match, never that the bug fires', () => {
    const n = release('fixed');
    const en = CATALOGS.en.notes(n).map((x) => x.text);
    expect(en.join()).not.toMatch(/bug fires/);
    expect(en).toContainEqual(expect.stringContaining('ends in the space byte `20`'));
    expect(
      CATALOGS.zh
        .notes(n)
        .map((x) => x.text)
        .join(),
    ).not.toMatch(/触发这个 bug/);
  });

  it.each(['buggy', 'fixed'] as const)('(%s) says the write-up’s priority 0 and the stored `20 04`', (v) => {
    const en = CATALOGS.en
      .notes(release(v))
      .map((x) => x.text)
      .join();
    expect(en).toContain('priority 0');
    expect(en).toContain('`… 20 04`');
    expect(
      CATALOGS.zh
        .notes(release(v))
        .map((x) => x.text)
        .join(),
    ).toContain('`… 20 04`');
  });
});

describe('inferred facts and disagreeing sources are marked', () => {
  const { narratives } = run('tke-incident', 'buggy');
  const labels = (n: Narrative) => CATALOGS.en.notes(n).map((x) => x.label);

  it('the replica count is marked inferred where the narration relies on it', () => {
    const restart = narratives.find((n) => n.kind === 'apiserverRestart')!;
    expect(CATALOGS.en.narrate(restart).what).toContain('3 kube-apiserver replicas');
    expect(restart.inferred).toContain('replicaCount');
    expect(narratives.find((n) => n.kind === 'replicaStop')!.inferred).toContain('replicaCount');
  });

  it('the missing audit entry is stated as found, and its cause as inferred', () => {
    const cleared = narratives.find((n) => n.kind === 'sliceCleared')!;
    expect(CATALOGS.en.narrate(cleared).why).not.toContain('never reaches the audit log');
    expect(CATALOGS.en.narrate(cleared).why).toContain('missing from the audit log');
    expect(cleared.inferred).toEqual(['auditLogGap']);
    expect(labels(cleared)).toEqual(['inferred']);
  });

  it('the service-controller’s patch of `default/kubernetes` says the sources disagree, the victim’s does not', () => {
    const patch = (svc: string) => narratives.find((n) => n.kind === 'annotationPatch' && n.service === svc)!;
    const own = patch('default/kubernetes');
    expect(labels(own)).toEqual(['sources']);
    for (const lang of LANGS) expect(CATALOGS[lang].notes(own)[0]!.text).toContain('`loadbalance-type:OPEN`');
    expect(CATALOGS.en.noteLabel.sources).toBe('Sources disagree');
    expect(labels(patch('default/kubernetes-intranet'))).toEqual([]);
  });
});

describe('counts of frontends that went away', () => {
  it.each(['en', 'zh'] as const)('(%s) read as a number, never “null”', (lang) => {
    const text = PHRASEBOOKS[lang].phrases.countChanged({
      by: 'flush',
      service: 'a/b',
      count: 1,
      after: null,
    });
    expect(text).not.toContain('null');
    expect(text).toMatch(/0/);
  });
});
