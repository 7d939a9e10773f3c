import { describe, expect, it } from 'vitest';
import { scanClusterJson } from '../../bench/scanCluster';
import { collectObjects, expandLists } from './collectObjects';
import { emptyDump } from './dump';
import { entry, incidentObjects, list } from './fixtures';
import { readJsonList, STREAM_MIN_BYTES } from './readJsonList';
import { scanEntries } from './scan';
import { listDumps } from './testDumps';
import { JsonListSplitter } from './jsonListStream';

const enc = (s: string) => new TextEncoder().encode(s);
/** kubectl's layout: four-space indentation. */
const kubectlJson = (v: unknown) => JSON.stringify(v, null, 4);

/** The dump the whole-text path makes of one JSON text. */
function whole(text: string) {
  const dump = emptyDump();
  collectObjects(expandLists([{ value: JSON.parse(text), src: { file: 'f.json' } }]), dump);
  return dump;
}
/** The bytes in chunks of `size` (the last one shorter), each copied into one reused buffer as a file reader does. */
function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  const buf = new Uint8Array(size);
  for (let i = 0; i < bytes.length; i += size) {
    const part = bytes.subarray(i, i + size);
    buf.set(part);
    yield buf.subarray(0, part.length);
  }
}
/** Chunk sizes from one byte (every boundary falls inside some token) to the whole file. */
const SIZES = [1, 7, 100, 4096, Infinity];
function streamed(text: string, size = Infinity) {
  const dump = emptyDump();
  const bytes = enc(text);
  const used = readJsonList('f.json', size === Infinity ? [bytes] : chunked(bytes, size), dump);
  return { used, dump };
}
/** The items' texts as the splitter hands them over, from chunks of `size`. */
function split(bytes: Uint8Array, size: number) {
  const dec = new TextDecoder();
  const items: string[] = [];
  const s = new JsonListSplitter((b) => (items.push(dec.decode(b)), true));
  for (const c of size === Infinity ? [bytes] : chunked(bytes, size)) if (!s.push(c)) return undefined;
  const shell = s.end();
  return shell && { items, shell: dec.decode(shell) };
}

describe('JsonListSplitter: the items of a kubectl JSON List, from its bytes as they arrive', () => {
  it.each(SIZES)(
    'finds each item exactly in chunks of %s bytes (braces, quotes, escaped line breaks, non-ASCII in strings are data)',
    (size) => {
      const items = [
        {
          kind: 'Service',
          metadata: { name: 'a', annotations: { x: '}\n        }', y: '"}\\', z: '服务 }' } },
        },
        { kind: 'EndpointSlice', endpoints: [{ addresses: ['10.0.0.1'] }], nested: { deep: { '}': '{' } } },
      ];
      const r = split(enc('\ufeff' + kubectlJson(list(items)) + '\n'), size)!;
      expect(r.items.map((t) => JSON.parse(t))).toEqual(items);
      expect(JSON.parse(r.shell)).toEqual({ ...list([]), items: [] });
    },
  );

  it('an empty List, and layouts it does not guess (compact, two spaces, no items) give the whole-text path', () => {
    for (const size of SIZES) {
      expect(split(enc(kubectlJson(list([]))), size)!.items).toEqual([]);
      expect(split(enc(JSON.stringify(list([{ a: 1 }]))), size)).toBeUndefined();
      expect(split(enc(JSON.stringify(list([{ a: 1 }]), null, 2)), size)).toBeUndefined();
      expect(split(enc(kubectlJson({ kind: 'Service', metadata: {} })), size)).toBeUndefined();
      const two = kubectlJson(list([{ a: 1 }, { b: 2 }]));
      expect(split(enc(two), size)!.items).toHaveLength(2);
      expect(split(enc(two.replace('        },', '        } x,')), size)).toBeUndefined();
      expect(split(enc(two.replace('        }\n    ]', '        },\n    ]')), size)).toBeUndefined();
      expect(split(enc(kubectlJson(list([{ a: 1 }, [1, 2]]))), size)).toBeUndefined();
      expect(split(enc(two.slice(0, -20)), size)).toBeUndefined(); // ends inside the array
    }
  });
});

describe('readJsonList: the same objects as parsing the whole text', () => {
  it.each([...listDumps().map(([name, v]) => [name, kubectlJson(v)] as const)])(
    '%s, in chunks of every size',
    (_, text) => {
      for (const size of SIZES) {
        const { used, dump } = streamed(text, size);
        expect(used).toBeGreaterThan(0);
        expect(dump).toEqual(whole(text));
      }
    },
  );

  it('what the whole-text path words differently is left to it: a syntax error, a List of nothing it reads', () => {
    const text = kubectlJson(list(incidentObjects()));
    for (const size of SIZES) {
      expect(streamed(text.replace('"kind": "Service"', '"kind": "Service",,'), size).used).toBeUndefined();
      expect(streamed(text.slice(0, -3), size).used).toBeUndefined();
    }
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
