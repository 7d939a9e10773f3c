import { describe, expect, it } from 'vitest';
import { runWidth, toRuns, wrapRuns } from './textWrap';

const text = (lines: { text: string }[][]) => lines.map((l) => l.map((r) => r.text).join(''));

describe('wrapping text for exported SVGs', () => {
  it('keeps every line within the width, breaking at spaces', () => {
    const runs = toRuns(
      'The apiserver `default/kubernetes` EndpointSlice is cleared to `endpoints: null` by the lease reconciler.',
    );
    const lines = wrapRuns(runs, 300, 16);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines)
      expect(l.reduce((w, r) => w + runWidth(r.text.trimEnd(), r.code, 16), 0)).toBeLessThanOrEqual(300);
    expect(text(lines).join('')).toBe(runs.map((r) => r.text).join(''));
    // Code spans stay code after wrapping.
    expect(
      lines
        .flat()
        .filter((r) => r.code)
        .map((r) => r.text.trim()),
    ).toContain('default/kubernetes');
  });

  it('breaks Chinese between any two characters and long code at / and -', () => {
    const lines = wrapRuns(
      toRuns('于是两个实例都被删除，`default/kubernetes-intranet-qxgk4` 也以这些字节开头'),
      160,
      16,
    );
    for (const l of lines)
      expect(l.reduce((w, r) => w + runWidth(r.text.trimEnd(), r.code, 16), 0)).toBeLessThanOrEqual(160);
    expect(text(lines).join('')).toContain('于是两个实例');
  });

  it('ends a cut paragraph with an ellipsis', () => {
    const lines = wrapRuns(toRuns('word '.repeat(80)), 200, 14, 2);
    expect(lines).toHaveLength(2);
    expect(text(lines)[1]!.endsWith('…')).toBe(true);
  });

  it('estimates bold sans wider than regular, monospace the same', () => {
    expect(runWidth('instance', false, 10, true)).toBeGreaterThan(runWidth('instance', false, 10));
    expect(runWidth('instance', true, 10, true)).toBe(runWidth('instance', true, 10));
    expect(runWidth('中文', false, 10)).toBe(20);
  });
});
