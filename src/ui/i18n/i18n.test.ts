import { describe, expect, it } from 'vitest';
import { en } from './en';
import { plural } from './plural';
import { fmt } from './useT';
import { zh } from './zh';
import { INCIDENT_TOUR } from '../../scenario/tours/incidentTour';
import { definitionsEn } from './glossary/definitionsEn';
import { definitionsZh } from './glossary/definitionsZh';
import { tourStopsEn } from './tour/stopsEn';
import { tourStopsZh } from './tour/stopsZh';

/** Every string leaf of a catalog with its path, e.g. `share.copy`. */
function leaves(v: unknown, path = ''): [string, string][] {
  if (typeof v === 'string') return [[path, v]];
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => leaves(x, path ? `${path}.${k}` : k));
  return [];
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('fmt', () => {
  it('fills placeholders', () => {
    expect(fmt('{a} and {b}', { a: 1, b: 'x' })).toBe('1 and x');
  });
  it('throws under test when a placeholder has no value, naming it', () => {
    expect(() => fmt('hello {who}', {})).toThrow('no value for {who}');
  });
});

describe('plural', () => {
  const forms = { one: '{n} problem', other: '{n} problems' };
  it('uses Intl.PluralRules: one/other in English, a single form in Chinese', () => {
    expect(plural('en', forms, 1)).toBe('1 problem');
    expect(plural('en', forms, 2)).toBe('2 problems');
    expect(plural('en', forms, 0)).toBe('0 problems');
    expect(plural('en', forms, 1700)).toBe('1,700 problems');
    expect(plural('zh', { other: '{n} 个问题' }, 1)).toBe('1 个问题');
  });
});

describe('catalogs', () => {
  it('zh has every message of en, with the same placeholders', () => {
    const zhLeaves = new Map(leaves(zh));
    for (const [path, text] of leaves(en)) {
      // A plural form may exist in one language only (Chinese has no "one"); its siblings are checked.
      if (/\.(zero|one|two|few|many)$/.test(path)) continue;
      expect(zhLeaves.has(path), path).toBe(true);
      expect(placeholders(zhLeaves.get(path)!), path).toEqual(placeholders(text));
    }
  });
  it('the tour stops (their own modules) have the same stops and fields in both languages', () => {
    expect(leaves(tourStopsZh).map(([p]) => p)).toEqual(leaves(tourStopsEn).map(([p]) => p));
    expect(Object.keys(tourStopsEn)).toEqual(INCIDENT_TOUR.map((s) => s.id));
  });
  it('the glossary definitions (their own modules) define every term of the catalogs, in both languages', () => {
    for (const [catalog, definitions] of [
      [en, definitionsEn],
      [zh, definitionsZh],
    ] as const) {
      expect(Object.keys(definitions).sort()).toEqual(catalog.glossary.entries.map((e) => e.id).sort());
      expect(Object.values(definitions).every((d) => d.trim().length > 20)).toBe(true);
    }
  });
});
