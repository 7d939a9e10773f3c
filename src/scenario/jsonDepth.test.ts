import { describe, expect, it } from 'vitest';
import { findTooDeep, MAX_JSON_DEPTH } from './jsonDepth';
import { parseScenarioText } from './parseScenario';

describe('JSON nesting depth', () => {
  it('finds the bracket that opens one level too many, with its line and column', () => {
    expect(findTooDeep('[[1]]', 2)).toBeUndefined();
    expect(findTooDeep('[[[1]]]', 2)).toEqual({ at: 2, line: 1, column: 3 });
    expect(findTooDeep('{"a":\n  {"b": [ {} ]}}', 3)).toEqual({ at: 16, line: 2, column: 11 });
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(findTooDeep('["[[[[", "\\"[[[[", {}]', 2)).toBeUndefined();
  });

  it('a scenario file nested too deep is refused before it is parsed, saying where', () => {
    const text = '{"version":1,"title":' + '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH) + '}';
    const r = parseScenarioText(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors).toEqual([
      expect.objectContaining({
        path: '$',
        code: 'nestedTooDeep',
        message: `nests deeper than ${MAX_JSON_DEPTH} levels (line 1, column ${21 + MAX_JSON_DEPTH})`,
      }),
    ]);
  });
});
