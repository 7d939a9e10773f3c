/**
 * The hostile inputs of issue 37, generated (the large ones are never stored): links, files, commands, pictures
 * and dumps, each with the message it must produce. e2e/hostile.spec.ts opens each one in the built app.
 */
import { deflateSync, zlibSync } from 'fflate';
import lz from 'lz-string';
import { bytesToBase64url } from '../src/scenario/link/base64url';
import { insertAfterIHDR, LINK_KEYWORD, pngChunk } from '../src/ui/export/files/pngChunks';
import { tinyPng } from '../src/ui/export/files/testPictures';
import { LAUGHS, mergeChain } from '../src/testing/yamlBombs';

export type Surface = 'link' | 'file' | 'command' | 'picture' | 'dump';

export interface HostileCase {
  name: string;
  surface: Surface;
  /** link: the fragment; command: the text typed; file, picture, dump: the file. */
  input: string | { name: string; bytes: Buffer };
  /** What the page must say (a regular expression over the alert, the command's entry or the scan dialog). */
  says: RegExp;
}

const ips = (n: number) => Array.from({ length: n }, (_, k) => `10.1.${k >> 8}.${k & 255}`);
const ports = (n: number) => Array.from({ length: n }, (_, p) => ({ name: `p${p}`, port: 1000 + p }));

/** One Service of 100 ports whose slice is patched `n` times, alternating 1,000 endpoints and none. */
export function patchesScenario(n: number) {
  return {
    version: 1,
    title: `${n} large patches`,
    services: [
      { namespace: 'default', name: 'wide', type: 'ClusterIP', clusterIP: '10.96.0.9', ports: ports(100) },
    ],
    endpointSlices: [
      { namespace: 'default', name: 'wide-1', service: 'wide', endpoints: [], ports: ports(100) },
    ],
    events: Array.from({ length: n }, (_, i) => ({
      at: 1000 * (i + 1),
      type: 'patchEndpointSlice',
      namespace: 'default',
      name: 'wide-1',
      endpoints: i % 2 ? [] : ips(1000),
    })),
    durationMs: 15_000,
  };
}

/** A v1 link part (lz-string) that unfolds into `codes`²/2 copies of "a": the decoder's dictionary doubles up. */
export function lzRunBomb(codes: number): string {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
  const bits: number[] = [];
  const put = (value: number, width: number) => {
    for (let i = 0; i < width; i++) bits.push((value >> i) & 1);
  };
  put(0, 2); // an 8-bit character follows
  put(97, 8); // "a"
  let width = 3;
  let enlargeIn = 4;
  let size = 4;
  for (let k = 0; k < codes; k++) {
    put(size, width); // the entry one past the last: the previous one plus its first character
    size++;
    if (--enlargeIn === 0) enlargeIn = 2 ** width++;
  }
  put(2, width); // the end
  let out = '';
  for (let i = 0; i < bits.length; i += 6) {
    let v = 0;
    for (let b = 0; b < 6; b++) v = (v << 1) | (bits[i + b] ?? 0);
    out += ALPHABET[v];
  }
  return out;
}

const v2Part = (bytes: Uint8Array) => bytesToBase64url(deflateSync(bytes, { level: 9 }));
const text = (s: string) => new TextEncoder().encode(s);
const file = (name: string, s: string | Uint8Array) => ({
  name,
  bytes: Buffer.from(typeof s === 'string' ? text(s) : s),
});

/** A PNG carrying `link` in a compressed iTXt chunk under the app's keyword. */
function pngWithLink(link: Uint8Array, compressed: boolean): Buffer {
  const head = text(LINK_KEYWORD);
  const body = compressed ? zlibSync(link) : link;
  const data = new Uint8Array([...head, 0, compressed ? 1 : 0, 0, 0, 0, ...body]);
  return Buffer.from(insertAfterIHDR(tinyPng(), [pngChunk('iTXt', data)]));
}

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const heredoc = (body: string) => `kubectl apply -f - <<EOF\n${body}\nEOF`;

export function hostileCases(): HostileCase[] {
  const tenPatches = lz.compressToEncodedURIComponent(JSON.stringify(patchesScenario(10)));
  const onePatch = lz.compressToEncodedURIComponent(JSON.stringify(patchesScenario(1)));
  return [
    // Links
    {
      name: 'link: ten patches of 100,000 backends (v1)',
      surface: 'link',
      input: `#v=1&c=${tenPatches}&m=buggy`,
      says: /the run would make 22000000 backend writes/,
    },
    {
      name: 'link: one patch of 100,000 backends (v1, valid)',
      surface: 'link',
      input: `#v=1&c=${onePatch}&m=buggy`,
      says: /^$/,
    },
    {
      name: 'link: talk bomb, ~390 M characters (v1, 64,000 characters)',
      surface: 'link',
      input: `#v=1&p=tke-incident&tk=${lzRunBomb(28_000)}`,
      says: /tk= part unfolds to more than 200,000 characters/,
    },
    {
      name: 'link: scenario bomb (v1)',
      surface: 'link',
      input: `#v=1&c=${lzRunBomb(20_000)}`,
      says: /c= part unfolds to more than 2,000,000 characters/,
    },
    {
      name: 'link: scenario bomb, 48 MB of DEFLATE (v2)',
      surface: 'link',
      input: `#v=2&c=${v2Part(new Uint8Array(48_000_000))}`,
      says: /c= part unfolds to more than 2,000,000 characters/,
    },
    {
      name: 'link: scenario nested 100,000 deep (v2)',
      surface: 'link',
      input: `#v=2&c=${v2Part(text(`{"version":1,"title":${deepJson(100_000)}}`))}`,
      says: /nests deeper than 32 levels \(line 1, column 53\)/,
    },
    {
      name: 'link: talk nested 100,000 deep (v2)',
      surface: 'link',
      input: `#v=2&p=tke-incident&tk=${v2Part(text(deepJson(100_000)))}`,
      says: /tk= part nests deeper than 32 levels/,
    },
    {
      name: 'link: 150,000 characters',
      surface: 'link',
      input: `#v=2&c=${'A'.repeat(150_000)}`,
      says: /links over 100,000 are not read/,
    },
    // Files (a talk travels inside its scenario file)
    {
      name: 'file: ten patches of 100,000 backends',
      surface: 'file',
      input: file('patches.json', JSON.stringify(patchesScenario(10))),
      says: /\$\.events\[1\]: the run would make/,
    },
    {
      name: 'file: nested 1,000,000 deep',
      surface: 'file',
      input: file('deep.json', `{"version":1,"title":${deepJson(1_000_000)}}`),
      says: /nests deeper than 32 levels/,
    },
    {
      name: 'file: a talk nested 100,000 deep',
      surface: 'file',
      input: file(
        'talk.json',
        `{"version":1,"title":"t","services":[],"endpointSlices":[],"events":[],"talk":${deepJson(100_000)}}`,
      ),
      says: /nests deeper than 32 levels/,
    },
    // Commands
    {
      name: 'command: 1 MB command',
      surface: 'command',
      input: `echo ${'x'.repeat(1_000_000)}`,
      says: /Not run: the input is 1000005 characters; at most 100000/,
    },
    {
      name: 'command: 1 MB annotation',
      surface: 'command',
      input: `kubectl annotate svc kubernetes a=${'y'.repeat(1_000_000)}`,
      says: /Not run: the input is/,
    },
    {
      name: 'command: YAML nested 400 deep (block)',
      surface: 'command',
      input: heredoc(Array.from({ length: 400 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' 1'),
      says: /error parsing YAML: line 33: nested deeper than 32 levels/,
    },
    {
      name: 'command: YAML nested 20,000 deep (flow)',
      surface: 'command',
      input: heredoc(`a: ${'['.repeat(20_000)}${']'.repeat(20_000)}`),
      says: /error parsing YAML: line 1: nested deeper than 32 levels/,
    },
    {
      name: 'command: billion laughs',
      surface: 'command',
      input: heredoc(LAUGHS),
      says: /error parsing YAML: .*alias/i,
    },
    {
      name: 'command: merge-key chain',
      surface: 'command',
      input: heredoc(mergeChain(300)),
      says: /error parsing YAML: .*alias/i,
    },
    // Pictures
    {
      name: 'picture: compressed link chunk unfolding to 48 MB',
      surface: 'picture',
      input: { name: 'bomb.png', bytes: pngWithLink(new Uint8Array(48_000_000).fill(0x61), true) },
      says: /holds no nonroutable link/,
    },
    {
      name: 'picture: link whose talk is a bomb',
      surface: 'picture',
      input: {
        name: 'talk.png',
        bytes: pngWithLink(text(`http://x/#v=1&p=tke-incident&tk=${lzRunBomb(20_000)}`), false),
      },
      says: /tk= part unfolds to more than/,
    },
    // Dumps (the scanner)
    {
      name: 'dump: JSON nested 1,000,000 deep',
      surface: 'dump',
      input: file('deep.json', deepJson(1_000_000)),
      says: /deep\.json/,
    },
    {
      name: 'dump: YAML billion laughs',
      surface: 'dump',
      input: file('laughs.yaml', LAUGHS),
      says: /laughs\.yaml/,
    },
  ];
}
