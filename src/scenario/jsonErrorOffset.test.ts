import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonError, jsonErrorOffset } from './jsonErrorOffset';

// The engine's JSON.parse is the oracle: valid text is -1; otherwise the offset is the position the engine
// names, the end of the text when it says the input ended, or the character it calls unexpected.

type Verdict = { ok: true } | { at: number } | { token: string };
function engine(text: string): Verdict {
  try {
    JSON.parse(text);
    return { ok: true };
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /at position (\d+)/.exec(msg);
    if (pos) return { at: Number(pos[1]) };
    if (/end of JSON input/.test(msg)) return { at: text.length };
    const token = /Unexpected token '(.)'/su.exec(msg);
    if (token) return { token: token[1]! };
    throw new Error(`unrecognised engine message: ${msg}`, { cause: e });
  }
}

const CHARS = '{}[],:"a\\u0eE1-+.9 \ntrnlfsA\u0001';
const soup = fc.array(fc.constantFrom(...CHARS), { maxLength: 14 }).map((a) => a.join(''));
/** Valid JSON with one character inserted or removed somewhere. */
const damaged = fc
  .tuple(fc.json(), fc.nat(), fc.boolean(), fc.constantFrom(...CHARS))
  .map(([j, n, insert, c]) => {
    const i = n % (j.length + 1);
    return insert ? j.slice(0, i) + c + j.slice(i) : j.slice(0, i) + j.slice(i + 1);
  });
/** Valid JSON cut short. */
const truncated = fc.tuple(fc.json(), fc.nat()).map(([j, n]) => j.slice(0, n % (j.length + 1)));

describe('jsonErrorOffset agrees with JSON.parse (fast-check)', () => {
  it('on valid JSON, damaged JSON, truncated JSON and character soup', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), damaged, truncated, soup), (text) => {
        const got = jsonErrorOffset(text);
        const want = engine(text);
        if ('ok' in want) expect(got).toBe(-1);
        else if ('at' in want) expect(got).toBe(want.at);
        else expect(text[got]).toBe(want.token);
      }),
      { numRuns: 4000 },
    );
  });
});

describe('jsonErrorOffset: the first character no valid JSON can continue with', () => {
  it.each([
    ['nul', 3],
    ['[tue]', 2],
    ['fals', 4],
    ['-', 1],
    ['-a', 1],
    ['-3.', 3],
    ['-3.[', 3],
    ['1e', 2],
    ['1e+', 3],
    ['1E-x', 3],
    ['0.5e+10 ', -1],
    ['-0', -1],
    ['00', 1],
    ['1' + '2'.repeat(1000), -1],
    ['"\\u00e9"', -1],
    ['"\\uD83D\\uDE00"', -1],
    ['"\\/\\b\\f\\n\\r\\t\\"\\\\"', -1],
    ['"\\u0', 4],
    ['"\\u00G0"', 5],
    ['"a\tb"', 2],
    ['"a b"', -1],
    ['[1 ,\r\n\t2]', -1],
    ['[1\f]', 2],
  ])('%j → %i', (text, at) => {
    expect(jsonErrorOffset(text)).toBe(at);
  });
});

describe('findJsonError: where a reader has to fix it', () => {
  it.each([
    // A broken bare word or number is shown from its start; anything else from the bad character.
    ['{\n  "a": tru\n}', { at: 12, token: 9, line: 2, column: 8, found: 'tru' }],
    ['[1, -3.]', { at: 7, token: 4, line: 1, column: 5, found: '-3.]' }],
    ['[1e+]', { at: 4, token: 1, line: 1, column: 2, found: '1e+]' }],
    ['[nul', { at: 4, token: 1, line: 1, column: 2, found: 'nul' }],
    ['[truex]', { at: 5, token: 5, line: 1, column: 6, found: 'x]' }],
    ['01', { at: 1, token: 1, line: 1, column: 2, found: '1' }],
    ['{\r\n"a":\n\n x}', { at: 10, token: 10, line: 4, column: 2, found: 'x}' }],
    ['{"a" 1}', { at: 5, token: 5, line: 1, column: 6, found: '1}' }],
    ['', { at: 0, token: 0, line: 1, column: 1, found: '' }],
    // A line break where none may be is shown as itself.
    ['"a\nb"', { at: 2, token: 2, line: 1, column: 3, found: '\n' }],
    ['[1,\r\n]', { at: 5, token: 5, line: 2, column: 1, found: ']' }],
  ])('%j', (text, want) => {
    expect(findJsonError(text)).toEqual(want);
  });

  it('is undefined for valid JSON', () => {
    fc.assert(fc.property(fc.json(), (text) => findJsonError(text) === undefined));
  });
});
