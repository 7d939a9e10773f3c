import { describe, expect, it } from 'vitest';
import { realShapedDumpJson } from '../../bench/realShapedDump';
import { scanClusterJson } from '../../bench/scanCluster';
import { collectObjects, expandLists } from './collectObjects';
import { emptyDump } from './dump';
import { agentDaemonSet, decoyObjects, entry, incidentObjects, list } from './fixtures';
import { readJsonList, STREAM_MIN_BYTES } from './readJsonList';
import { scanEntries } from './scan';
import { splitJsonList } from './splitJsonList';

const enc = (s: string) => new TextEncoder().encode(s);
/** kubectl's layout: four-space indentation. */
const kubectlJson = (v: unknown) => JSON.stringify(v, null, 4);

/** The dump the whole-text path makes of one JSON text. */
function whole(text: string) {
  const dump = emptyDump();
  collectObjects(expandLists([{ value: JSON.parse(text), src: { file: 'f.json' } }]), dump);
  return dump;
}
function streamed(text: string) {
  const dump = emptyDump();
  const used = readJsonList('f.json', enc(text), dump);
  return { used, dump };
}

describe('splitJsonList: the items of a kubectl JSON List, from its bytes', () => {
  it('finds each item exactly (strings holding braces, quotes, escaped line breaks and non-ASCII are data)', () => {
    const items = [
      {
        kind: 'Service',
        metadata: { name: 'a', annotations: { x: '}\n        }', y: '"}\\', z: '服务 }' } },
      },
      { kind: 'EndpointSlice', endpoints: [{ addresses: ['10.0.0.1'] }], nested: { deep: { '}': '{' } } },
    ];
    const bytes = enc('\ufeff' + kubectlJson(list(items)) + '\n');
    const split = splitJsonList(bytes)!;
    const dec = new TextDecoder();
    expect(split.items.map(([a, b]) => JSON.parse(dec.decode(bytes.subarray(a, b))))).toEqual(items);
    expect(dec.decode(bytes.subarray(split.open, split.close + 1))).toMatch(/^\[[\s\S]*\]$/);
  });

  it('an empty List, and layouts it does not guess (compact, two spaces, no items) give the whole-text path', () => {
    expect(splitJsonList(enc(kubectlJson(list([]))))!.items).toEqual([]);
    expect(splitJsonList(enc(JSON.stringify(list([{ a: 1 }]))))).toBeUndefined();
    expect(splitJsonList(enc(JSON.stringify(list([{ a: 1 }]), null, 2)))).toBeUndefined();
    expect(splitJsonList(enc(kubectlJson({ kind: 'Service', metadata: {} })))).toBeUndefined();
    const two = kubectlJson(list([{ a: 1 }, { b: 2 }]));
    expect(splitJsonList(enc(two))!.items).toHaveLength(2);
    expect(splitJsonList(enc(two.replace('        },', '        } x,')))).toBeUndefined();
    expect(splitJsonList(enc(kubectlJson(list([{ a: 1 }, [1, 2]]))))).toBeUndefined();
  });
});

describe('readJsonList: the same objects as parsing the whole text', () => {
  it.each([
    [
      'the incident, decoys and the agent DaemonSet',
      kubectlJson(
        list([...incidentObjects(), ...decoyObjects(), agentDaemonSet('quay.io/cilium/cilium:v1.18.5')]),
      ),
    ],
    ['a generated cluster', kubectlJson(JSON.parse(scanClusterJson(300, 3, 5)))],
    ['a real-shaped dump (annotations, owner references, targetRefs)', realShapedDumpJson(200)],
    [
      'a typed ServiceList whose items omit their kind',
      kubectlJson({
        ...list(
          incidentObjects()
            .slice(0, 2)
            .map(({ kind: _, ...o }) => o),
        ),
        kind: 'ServiceList',
      }),
    ],
  ])('%s', (_, text) => {
    const { used, dump } = streamed(text);
    expect(used).toBeGreaterThan(0);
    expect(dump).toEqual(whole(text));
  });

  it('what the whole-text path words differently is left to it: a syntax error, a List of nothing it reads', () => {
    const text = kubectlJson(list(incidentObjects()));
    expect(streamed(text.replace('"kind": "Service"', '"kind": "Service",,')).used).toBeUndefined();
    expect(streamed(text.slice(0, -3)).used).toBeUndefined();
    expect(streamed(kubectlJson(list([{ kind: 'Pod', metadata: { name: 'p' } }]))).used).toBeUndefined();
    expect(streamed(kubectlJson({ ...list(incidentObjects()), kind: 'Thing' })).used).toBeUndefined();
  });
});

describe('scan of a dump large enough to be read item by item', () => {
  const big = kubectlJson(JSON.parse(scanClusterJson(4_000, 5, 20)));
  it('is large enough', () => expect(big.length).toBeGreaterThan(STREAM_MIN_BYTES));

  it('finds what the whole-text path finds (the same dump, compact, is parsed whole)', async () => {
    const compact = JSON.stringify(JSON.parse(big));
    const opts = { ciliumVersion: 'v1.18.6', replays: false };
    const [a, b] = await Promise.all([
      scanEntries([entry('dump.json', big)], opts),
      scanEntries([entry('dump.json', compact)], opts),
    ]);
    expect(a.exposure.pairs).toHaveLength(20);
    expect(a).toEqual(b);
  });

  it('a truncated large dump gets the whole-text path’s message, with its line and column', async () => {
    await expect(scanEntries([entry('dump.json', big.slice(0, -10))])).rejects.toThrow(
      /dump\.json:\d+:\d+.*is not valid JSON: the text ends too early/,
    );
  });
});
