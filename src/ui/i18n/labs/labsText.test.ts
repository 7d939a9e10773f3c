import { describe, expect, it } from 'vitest';
import { LABS } from '../../../scenario/labs/labs';
import { LAB_PRESETS } from '../../../scenario/presets';
import { zh } from '../zh';
import { englishRuns } from '../englishRuns';
import { labsEn } from './en';
import { labsZh } from './zh';

/** Every string of a catalog, by path. */
function strings(v: unknown, path: string, out: Map<string, string>) {
  if (typeof v === 'string') out.set(path, v);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) strings(x, `${path}.${k}`, out);
  return out;
}

describe('the Labs’ words', () => {
  const en = strings(labsEn, 'labs', new Map());
  const zhText = strings(labsZh, 'labs', new Map());

  it('exist for every lab, in both languages, with the same entries and placeholders', () => {
    // Exactly the registry's labs (the e2e counts the labs by their texts).
    const ids = LABS.map((l) => l.id).sort();
    expect(Object.keys(labsEn.labs).sort()).toEqual(ids);
    expect(Object.keys(labsZh.labs).sort()).toEqual(ids);
    expect([...zhText.keys()].sort()).toEqual([...en.keys()].sort());
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [k, v] of en) expect(holes(zhText.get(k)!), k).toEqual(holes(v));
    // Code spans name commands and objects: both languages show the same ones.
    const code = (s: string) => (s.match(/`[^`]*`/g) ?? []).sort();
    for (const [k, v] of en) expect(code(zhText.get(k)!), k).toEqual(code(v));
  });

  it('include the labs’ own starting clusters, in 中文 like every preset', () => {
    for (const p of LAB_PRESETS) {
      const tr = zh.presets[p.id];
      expect(tr?.title, p.id).toBeTruthy();
      expect(englishRuns(`${tr!.title} ${tr!.summary}`), p.id).toEqual([]);
    }
  });

  it('are translated: 中文 has no English phrases and uses full-width punctuation', () => {
    const english = [...zhText].flatMap(([k, v]) => englishRuns(v).map((r) => `${k}: ${r}`));
    expect(english).toEqual([]);
    // Outside code spans, a 中文 sentence ends and pauses with full-width marks.
    const halfWidth = [...zhText].filter(([, v]) =>
      /[\u4e00-\u9fff][,.;:?!]|[,;:?!](?=[\u4e00-\u9fff])/.test(v.replace(/`[^`]*`/g, '')),
    );
    expect(halfWidth.map(([k]) => k)).toEqual([]);
  });
});
