import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runs } from '../../testing/runs';
import { toYaml } from './yaml';

/** Strings that change meaning or break the document when written plain. */
const TRICKY = [
  'a: b',
  '- x',
  'true',
  'False',
  'yes',
  'off',
  '~',
  '1',
  '-1.5',
  '.5',
  '1e3',
  '0x1f',
  '0o17',
  '1_000',
  '.inf',
  '12:30',
  'null',
  '#x',
  'a #b',
  ' lead',
  'trail ',
  'end:',
  '',
  '默认',
  'x\ny',
  'tab\there',
  '\u2028',
  '---',
  '...',
  '"q"',
  "'s'",
  '@a',
  '%x',
  '*a',
  '&a',
  '!t',
  '|',
  '>',
  '?x',
  '{}',
  '[a]',
  ',',
  '2026-01-08T11:10:00Z',
  'back\\slash',
];

describe('toYaml', () => {
  it.each(TRICKY.map((s) => [JSON.stringify(s), s]))('keeps %s a string, as a key and a value', (_, s) => {
    const doc = { [s]: s, list: [s], nested: { k: s } };
    expect(parse(toYaml(doc))).toEqual(doc);
  });

  it('writes what kubectl writes: plain names and IPs, quoted resourceVersions and times', () => {
    expect(
      toYaml({
        metadata: { name: 'kubernetes-intranet', resourceVersion: '15', time: '2026-01-08T11:10:00Z' },
        spec: { clusterIP: '192.168.60.179', ports: [{ name: 'https', port: 443 }] },
        endpoints: null,
        annotations: {},
        ingress: [],
        skipped: undefined,
      }),
    ).toBe(
      [
        'metadata:',
        '  name: kubernetes-intranet',
        '  resourceVersion: "15"',
        '  time: "2026-01-08T11:10:00Z"',
        'spec:',
        '  clusterIP: 192.168.60.179',
        '  ports:',
        '  - name: https',
        '    port: 443',
        'endpoints: null',
        'annotations: {}',
        'ingress: []',
      ].join('\n'),
    );
  });

  it('nests lists of lists and indents from a starting column', () => {
    expect(toYaml([[1, 2], [], {}], 2)).toBe(['  - - 1', '    - 2', '  - []', '  - {}'].join('\n'));
  });

  it('(fast-check, `yaml` as the oracle) parse(toYaml(x)) deep-equals x for any JSON value', () => {
    const key = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'grapheme' }));
    const text = fc.oneof(fc.constantFrom(...TRICKY), fc.string({ unit: 'grapheme' }), fc.string());
    const leaf = fc.oneof(
      text,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('value'), { maxLength: 4 }),
      object: fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(json, (x) => {
        expect(parse(toYaml(x))).toEqual(x);
      }),
      { numRuns: runs(2000) },
    );
  }, 60_000); // under a second alone; a loaded, shared machine can stretch it past the 5 s default
});
