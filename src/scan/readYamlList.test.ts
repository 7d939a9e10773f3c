import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { scanClusterJson } from '../../bench/scanCluster';
import { toKubectlYaml } from '../../bench/toKubectlYaml';
import { collectObjects } from './collectObjects';
import { emptyDump } from './dump';
import { entry, incidentObjects, list } from './fixtures';
import { yamlDocuments } from './parseText';
import { STREAM_MIN_BYTES } from './readJsonList';
import { readYamlList } from './readYamlList';
import { scanEntries } from './scan';
import { listDumps, TEST_DUMPS } from './testDumps';

/** The dump the whole-text path makes of one YAML text. */
async function whole(text: string) {
  const dump = emptyDump();
  collectObjects(await yamlDocuments('f.yaml', text), dump);
  return dump;
}
function* chunked(text: string, size: number): Generator<string> {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
/** Chunk sizes from one character (every line is split) to the whole text. */
const SIZES = [1, 7, 100, 4096, Infinity];
function streamed(text: string, size = Infinity) {
  const dump = emptyDump();
  const used = readYamlList('f.yaml', size === Infinity ? [text] : chunked(text, size), dump);
  return { used, dump };
}

/** go-yaml's shapes inside items: literal blocks (kept trailing lines too), folded and quoted strings, `{}`. */
const KUBECTL_SHAPES = `apiVersion: v1
items:
- apiVersion: v1
  kind: Service
  metadata:
    annotations:
      applied: |
        {"apiVersion":"v1"}

      kept: |+
        two trailing lines


      long: this is a long plain annotation value that go-yaml folds over more than one line
        because it is longer than eighty characters
      quoted: 'it''s quoted: with a colon and a # hash that would otherwise
        start a comment'
    labels: {}
    name: api
    namespace: shop
  spec:
    clusterIP: 10.0.0.1
    ports:
    - port: 80
      protocol: TCP
      targetPort: 8080
    type: ClusterIP

- addressType: IPv4
  apiVersion: discovery.k8s.io/v1
  endpoints:
  - addresses:
    - 10.1.0.1
  kind: EndpointSlice
  metadata:
    labels:
      kubernetes.io/service-name: api
    name: api-x
    namespace: shop
  ports: []
kind: List
metadata:
  resourceVersion: ""
`;

describe('readYamlList: the same objects and lines as reading the whole text', () => {
  it.each([
    ['go-yaml shapes (literal blocks, folded and quoted strings)', KUBECTL_SHAPES] as const,
    ...listDumps().map(([name, v]) => [name, toKubectlYaml(v)] as const),
  ])('%s, in chunks of every size', async (_, text) => {
    const expected = await whole(text);
    for (const size of SIZES) {
      const { used, dump } = streamed(text, size);
      expect(used).toBeGreaterThan(0);
      expect(dump).toEqual(expected);
    }
  });

  it('the test dumps: each List is read as the whole text reads it, or left to that path', async () => {
    let read = 0;
    for (const d of TEST_DUMPS)
      for (const e of d.entries()) {
        const text = new TextDecoder().decode(e.data);
        if (!/^\s*[{[]|^apiVersion:/.test(text)) continue; // node outputs, logs, archives
        const value: unknown = text.trimStart().startsWith('{') ? JSON.parse(text) : undefined;
        // Each as it was given, and (a JSON List) as kubectl prints it in YAML.
        for (const t of value ? [toKubectlYaml(value)] : [text]) {
          const { used, dump } = streamed(t);
          if (used !== undefined) {
            read++;
            expect(dump).toEqual(await whole(t));
          }
        }
      }
    expect(read).toBeGreaterThanOrEqual(5);
  });

  it('any List of objects kubectl could print: streamed, the same as whole (property)', async () => {
    const str = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'a: b',
        '- x',
        '# c',
        "it's",
        '"q"',
        'x\ny',
        'tail\n\n',
        '{}',
        '[]',
        'true',
        '007',
        '~',
      ),
    );
    const obj = fc.record({
      kind: fc.constantFrom('Service', 'EndpointSlice', 'ConfigMap', 'Pod'),
      metadata: fc.record({
        name: str,
        namespace: str,
        annotations: fc.dictionary(str, str, { maxKeys: 3 }),
      }),
      data: fc.array(fc.oneof(str, fc.integer(), fc.boolean(), fc.constant(null)), { maxLength: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(obj, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...SIZES),
        async (items, size) => {
          for (const text of [toKubectlYaml(list(items)), stringify(list(items))]) {
            const { used, dump } = streamed(text, size);
            let expected;
            try {
              expected = await whole(text);
            } catch {
              expect(used).toBeUndefined(); // text the whole path refuses is never read item by item
              continue;
            }
            if (used !== undefined) expect(dump).toEqual(expected);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('what it does not read is left to the whole-text path', () => {
    const text = toKubectlYaml(list(incidentObjects()));
    for (const size of SIZES) {
      expect(streamed(text, size).used).toBeGreaterThan(0);
      expect(streamed('---\n' + text, size).used).toBeUndefined(); // several documents
      expect(streamed('# dump\n' + text, size).used).toBeUndefined(); // a column-0 comment
      expect(streamed(text.replace(/\n/g, '\r\n'), size).used).toBeUndefined();
      expect(streamed(text.replace('kind: List', 'kind: Thing'), size).used).toBeUndefined();
      expect(streamed(text.replace('items:\n', 'items:\n  x: 1\n'), size).used).toBeUndefined();
      expect(streamed(text.replace('  kind: Service', '  kind: &a Service'), size).used).toBeUndefined();
      expect(
        streamed(toKubectlYaml(list([{ kind: 'Pod', metadata: { name: 'p' } }])), size).used,
      ).toBeUndefined();
      expect(streamed(toKubectlYaml(incidentObjects()[0]), size).used).toBeUndefined(); // not a List
    }
  });
});

describe('scan of a YAML dump large enough to be read item by item', () => {
  const big = toKubectlYaml(JSON.parse(scanClusterJson(4_000, 5, 20)));
  it('is large enough', () => expect(big.length).toBeGreaterThan(STREAM_MIN_BYTES));

  it('finds what the whole-text path finds (a comment at the end sends the same dump that way)', async () => {
    const opts = { ciliumVersion: 'v1.18.6', replays: false };
    const [a, b] = await Promise.all([
      scanEntries([entry('dump.yaml', big)], opts),
      scanEntries([entry('dump.yaml', big + '# the end\n')], opts),
    ]);
    expect(a.exposure.pairs).toHaveLength(20);
    expect(a).toEqual(b);
  });

  it(
    'malformed YAML gets the whole-text path’s message, with its line',
    async () => {
      const bad = big.replace('\n  kind: Service\n', '\n  kind: Service\n   oops: 1\n');
      // The message names the first problem: a short text with the same start gets the same one.
      const start = bad.slice(0, bad.indexOf('\n- ', bad.indexOf('oops'))) + '\nkind: List\n';
      const expected = await yamlDocuments('dump.yaml', start).then(
        () => 'no error',
        (e: Error) => e.message,
      );
      expect(expected).toMatch(/^dump\.yaml:\d+(:\d+)?: is not valid YAML/);
      await expect(scanEntries([entry('dump.yaml', bad)])).rejects.toThrow(expected);
    },
    // The whole-text path then reads 4 MB with the full YAML library: seconds, more on a loaded machine.
    120_000,
  );
});
