// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chapterLabels, layoutChapterLabels, type ChapterLabels } from '../timeline/chapterLabels';
import { COPY_LABELS_ID, seedLabelsFromCopy } from './copyLabels';
import { copyLayouts } from './copyWidths';
import { renderFirstView } from './firstView';

type Key = [number, number, number, boolean, number[], string[]];

/** The copy's label layouts as the page gets them: the block's entries, parsed. */
const block = (() => {
  const body = renderFirstView();
  const m = new RegExp(`<script type="application/json" id="${COPY_LABELS_ID}">(.*?)</script>`).exec(body);
  if (!m) throw new Error('the copy has no label block');
  return { text: m[1]!, entries: JSON.parse(m[1]!) as [string, ChapterLabels][] };
})();

/** A layout no search would make, to tell a seeded layout from a searched one. */
const marked = (): ChapterLabels => ({
  names: ['seeded'],
  places: [null],
  inView: [true],
  short: true,
  rows: 7,
});

/** A page holding a label block with `text`. */
function pageWith(text: string) {
  const s = document.createElement('script');
  s.type = 'application/json';
  s.id = COPY_LABELS_ID;
  s.textContent = text;
  document.body.append(s);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the copy’s chapter-label layouts', () => {
  it('are what the search finds for each key’s input, exactly, through JSON', () => {
    expect(block.entries.length).toBeGreaterThan(0);
    for (const [key, labels] of block.entries) {
      const [width, from, to, compact, ats, names] = JSON.parse(key) as Key;
      const chapters = ats.map((at) => ({ at }));
      expect(labels).toEqual(layoutChapterLabels(width, [from, to], chapters, names, compact));
      // Under the key chapterLabels makes for that input.
      expect(JSON.stringify([width, from, to, compact, ats, names])).toBe(key);
    }
  });

  it('cover every width the copy draws its timeline at', () => {
    const widths = new Set(block.entries.map(([key]) => (JSON.parse(key) as Key)[0]));
    for (const kind of ['merged', 'lanes'] as const)
      for (const { width } of copyLayouts()[kind]) expect(widths).toContain(width);
  });

  it('are what chapterLabels answers once the page has seeded them', () => {
    const [key] = block.entries[0]!;
    const [width, from, to, compact, ats, names] = JSON.parse(key) as Key;
    // A marked layout under a key that no other test asks for.
    const other = JSON.stringify([width + 1, from, to, compact, ats, names]);
    pageWith(JSON.stringify([[other, marked()]]));
    seedLabelsFromCopy(document);
    const chapters = ats.map((at) => ({ at }));
    expect(chapterLabels(width + 1, [from, to], chapters, names, compact)).toEqual(marked());
  });

  it('are left alone when the block is missing or damaged', () => {
    expect(() => seedLabelsFromCopy(document)).not.toThrow();
    pageWith('[["x", {');
    expect(() => seedLabelsFromCopy(document)).not.toThrow();
    document.body.innerHTML = '';
    // Not entries: nothing is seeded under the key.
    const key = JSON.stringify([4321, 0, 1, false, [0], ['a']]);
    pageWith(JSON.stringify([[key, { rows: 7 }]]));
    seedLabelsFromCopy(document);
    expect(chapterLabels(4321, [0, 1], [{ at: 0 }], ['a'], false).rows).not.toBe(7);
  });
});
