import { describe, expect, it } from 'vitest';
import { en } from './en';
import { englishRuns } from './englishRuns';
import { definitionsEn } from './glossary/definitionsEn';
import { definitionsZh } from './glossary/definitionsZh';
import { tourStopsEn } from './tour/stopsEn';
import { tourStopsZh } from './tour/stopsZh';
import { zh } from './zh';

/** Strings that are the same in both languages on purpose: names, commands, and terms kept in English. */
const SAME = new Set([
  'nonroutable',
  'Key',
  'CrashLoopBackOff',
  'etcd',
  'lease',
  'watch',
  'cilium-agent',
  'service-controller',
  'BPF LB map',
  'EndpointSlice',
  'Service',
  'Len()==1 shortcut',
  'frontend',
  'backend',
  'rev-NAT',
  'socket-LB',
  'statedb',
  'reflector',
  'BPF',
  'eBPF',
  'TKE',
]);

/** Plural forms (see plural.ts) that Chinese does not use: an English `one` has no Chinese counterpart. */
const ZH_CATEGORIES: readonly string[] = new Intl.PluralRules('zh-CN').resolvedOptions().pluralCategories;
const isPlural = (v: unknown) => typeof v === 'object' && v !== null && 'other' in v;

function walk(a: unknown, b: unknown, path: string, out: { path: string; en: string; zh: string }[]) {
  if (typeof a === 'string') {
    out.push({ path, en: a, zh: typeof b === 'string' ? b : '<missing>' });
    return;
  }
  if (typeof a === 'function' || a === null || typeof a !== 'object') return;
  for (const [k, v] of Object.entries(a)) {
    // `id` fields are keys, not text a reader sees.
    if (k === 'id' || (isPlural(a) && !ZH_CATEGORIES.includes(k))) continue;
    walk(v, (b as Record<string, unknown> | undefined)?.[k], `${path}.${k}`, out);
  }
}

describe('the 中文 catalog', () => {
  const entries: { path: string; en: string; zh: string }[] = [];
  walk(en, zh, 'messages', entries);
  // The tour's stops load with the tour panel, in modules of their own.
  walk(tourStopsEn, tourStopsZh, 'tourStops', entries);
  walk(definitionsEn, definitionsZh, 'glossaryDefinitions', entries);

  it('has every entry, translated (not identical to English, unless a name or term kept in English)', () => {
    // A string that is only code (a command line) reads the same in every language.
    const codeOnly = (s: string) => /^`[^`]*`$/.test(s);
    const untranslated = entries.filter(
      (e) => e.zh === '<missing>' || (e.zh === e.en && !SAME.has(e.en) && !codeOnly(e.en)),
    );
    expect(untranslated.map((e) => `${e.path}: ${e.en}`)).toEqual([]);
  });

  it('contains no English phrases (outside code, quotes and kept terms)', () => {
    const english = entries.flatMap((e) => englishRuns(e.zh).map((r) => `${e.path}: ${r}`));
    expect(english).toEqual([]);
  });
});

describe('presets in 中文', () => {
  it('every preset has a Chinese title and summary', async () => {
    const { PRESETS } = await import('../../scenario/presets');
    for (const p of PRESETS) {
      const tr = zh.presets[p.id];
      expect(tr?.title, p.id).toMatch(/[\u4e00-\u9fff]/);
      expect(tr?.summary, p.id).toMatch(/[\u4e00-\u9fff]/);
      expect(englishRuns(tr!.summary), p.id).toEqual([]);
    }
  });
});
