import { describe, expect, it } from 'vitest';
import { decodeScenarioBytes } from './decodeScenarioBytes';
import { MAX_FILE_BYTES, fileSizeProblem, megabytes, parseScenarioText } from './parseScenario';
import {
  EN_PROBLEMS,
  validationError,
  wordError,
  wordProblem,
  wordWholeProblem,
  type ProblemCatalog,
} from './problems';

/** A catalog that marks every template, to see which one was used and what was filled in. */
const marked: ProblemCatalog = {
  codes: Object.fromEntries(
    Object.entries(EN_PROBLEMS.codes).map(([k, en]) => [
      k,
      `[${k}]${en.includes('{got}') ? '{got}' : ''}${en.includes('{details}') ? '{details}' : ''}`,
    ]),
  ) as ProblemCatalog['codes'],
  got: {
    null: 'N',
    array: 'A',
    object: 'O',
    string: 'S{value}',
    number: 'D{value}',
    boolean: 'B{value}',
    missing: 'M',
  },
  more: ' +{n}',
  separator: ' | ',
};

describe('problems as data', () => {
  it('words a code in the catalog given, English by default; {got} comes from the got table', () => {
    expect(wordProblem('notString', { gotType: 'number', value: '7' })).toBe(
      'must be a string, got number 7',
    );
    expect(wordProblem('notString', { gotType: 'number', value: '7' }, marked)).toBe('[notString]D7');
    expect(wordProblem('notString', { gotType: 'missing' }, marked)).toBe('[notString]M');
    // A placeholder without a value is a bug the tests name (fillTemplate).
    expect(() => wordProblem('notString', { gotType: 'string' }, marked)).toThrow(/\{value\}/);
  });

  it('a whole problem lists up to three details and counts the rest', () => {
    const details = [1, 2, 3, 4, 5].map((i) =>
      validationError(`$.a[${i}]`, 'notObject', { gotType: 'null' }),
    );
    expect(wordWholeProblem({ code: 'linkScenarioInvalid', params: {}, details }, marked)).toBe(
      '[linkScenarioInvalid]$.a[1] [notObject]N | $.a[2] [notObject]N | $.a[3] [notObject]N +2',
    );
    expect(wordWholeProblem({ code: 'linkBadOutcome', params: {} })).toBe(
      "The link's outcome check is damaged.",
    );
    expect(wordError(details[0]!)).toBe('$.a[1]: must be an object, got null');
    // Exactly as many as are listed: nothing is counted.
    expect(
      wordWholeProblem({ code: 'linkScenarioInvalid', params: {}, details: details.slice(0, 3) }, marked),
    ).toMatch(/\[notObject\]N$/);
    expect(wordWholeProblem({ code: 'linkScenarioInvalid', params: {}, details }, marked, 4)).toMatch(
      / \+1$/,
    );
  });
});

describe('file sizes and text', () => {
  it('"too large: N MB, limit M MB", with one decimal below 10 MB', () => {
    expect(fileSizeProblem(MAX_FILE_BYTES)).toBeUndefined();
    expect(MAX_FILE_BYTES).toBe(64 * 1024 * 1024);
    expect(fileSizeProblem(3.2 * 1024 * 1024)).toBeUndefined();
    expect(fileSizeProblem(MAX_FILE_BYTES + 1)?.message).toBe('too large: 64 MB, limit 64 MB');
    expect(fileSizeProblem(600 * 1024 * 1024)?.message).toBe('too large: 600 MB, limit 64 MB');
    expect(megabytes(600 * 1024 * 1024)).toBe('600');
    expect(megabytes(1.26 * 1024 * 1024)).toBe('1.3');
    expect(megabytes(10.4 * 1024 * 1024)).toBe('10');
  });

  it('decodes UTF-8 (dropping a byte order mark) and UTF-16 with one; refuses other bytes', () => {
    const enc = new TextEncoder();
    expect(decodeScenarioBytes(enc.encode('{"a":"é"}'))).toEqual({ ok: true, text: '{"a":"é"}' });
    expect(decodeScenarioBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...enc.encode('{}')]))).toEqual({
      ok: true,
      text: '{}',
    });
    expect(decodeScenarioBytes(new Uint8Array([0xff, 0xfe, 0x7b, 0, 0x7d, 0]))).toEqual({
      ok: true,
      text: '{}',
    });
    expect(decodeScenarioBytes(new Uint8Array([0xfe, 0xff, 0, 0x7b, 0, 0x7d]))).toEqual({
      ok: true,
      text: '{}',
    });
    expect(decodeScenarioBytes(new Uint8Array([0x7b, 0, 0x7d, 0]))).toMatchObject({
      ok: false,
      errors: [{ code: 'notText' }],
    });
    expect(decodeScenarioBytes(new Uint8Array([0xc3, 0x28]))).toMatchObject({
      ok: false,
      errors: [{ code: 'notText' }],
    });
  });

  it('parses text within a limit, naming where JSON breaks', () => {
    expect(parseScenarioText('x'.repeat(11), 10)).toEqual({
      ok: false,
      errors: [validationError('$', 'textTooLarge', { size: 11, limit: 10 })],
    });
    expect(parseScenarioText('{\n  "a": tru\n}')).toMatchObject({
      ok: false,
      errors: [{ code: 'notJson', params: { line: 2, column: 8, found: '"tru"' } }],
    });
    expect(parseScenarioText('{"version": 1,')).toMatchObject({
      ok: false,
      errors: [{ code: 'notJsonEnd', params: { line: 1, column: 15 } }],
    });
  });
});
