import { scanAgentLog } from './agentLog';
import type { InputEntry } from './archive';
import { collectObjects, expandLists } from './collectObjects';
import { emptyDump, type Dump, type FileKind, type NodeEvidence } from './dump';
import { expandArchives, type TextEntry } from './expandArchives';
import { ScanInputError } from './inputError';
import {
  parseBpfLbListJson,
  parseBpfLbListText,
  parseServiceListJson,
  parseServiceListText,
} from './nodeOutputs';
import { parseJson, yamlDocuments } from './parseText';
import { readListItems, STREAM_MIN_BYTES, type StreamedFile } from './streamedFile';
import { nodeOf } from './sysdumpPaths';
import { sniff, unwrapMarkdown, versionFromOutput } from './sniff';

export interface ParseOptions {
  /** `--cilium-version`: overrides whatever the dump says. */
  ciliumVersion?: string;
  onProgress?: (p: { file: string; done: number; total: number }) => void;
  /** Checked between files. */
  signal?: { aborted: boolean };
}

const decoder = new TextDecoder('utf-8', { fatal: true });

function decode(e: TextEntry): string | undefined {
  if (e.data.subarray(0, 8192).includes(0)) return undefined;
  try {
    return decoder.decode(e.data);
  } catch {
    return undefined;
  }
}

/** A large file of kubectl objects, read item by item ({@link readListItems}); not a sysdump's file. */
const streamable = (e: TextEntry) => e.data.length >= STREAM_MIN_BYTES && !e.role;

function node(dump: Dump, name: string): NodeEvidence {
  let n = dump.nodes.find((x) => x.node === name);
  if (!n) dump.nodes.push((n = { node: name, frontends: [], outputs: [], logHits: [], logLines: 0 }));
  return n;
}

function addOutput(n: NodeEvidence, what: string) {
  if (!n.outputs.includes(what)) n.outputs.push(what);
}

/** Reads one text file into the dump; returns what it was, or undefined when it held nothing usable. */
async function readText(e: TextEntry, text: string, dump: Dump): Promise<FileKind | undefined> {
  const src = { file: e.name };
  const body = unwrapMarkdown(text);
  const kind = e.role === 'agent log' ? 'agent log' : e.role === 'objects' ? undefined : sniff(body);
  if (kind === 'bpf lb list' || kind === 'service list') {
    const fes = kind === 'bpf lb list' ? parseBpfLbListText(body, src) : parseServiceListText(body, src);
    const n = node(dump, nodeOf(e.name));
    n.frontends.push(...fes);
    addOutput(n, kind);
    return kind;
  }
  if (kind === 'version') {
    const v = versionFromOutput(body);
    if (v) dump.versions.push({ raw: v, source: src });
    return v ? 'version' : undefined;
  }
  if (kind === 'agent log') {
    const r = scanAgentLog(text, src);
    const n = node(dump, nodeOf(e.name));
    n.logHits.push(...r.hits);
    n.logLines += r.lines;
    addOutput(n, 'agent log');
    if (r.version) dump.versions.push({ raw: r.version.raw, source: { file: e.name, line: r.version.line } });
    return 'agent log';
  }
  let json: unknown;
  if (kind === 'json') {
    const v = (json = parseJson(e.name, body));
    const outputs = parseBpfLbListJson(v, src) ?? parseServiceListJson(v, src);
    if (outputs) {
      const what = Array.isArray(v) ? 'service list' : 'bpf lb list';
      const n = node(dump, nodeOf(e.name));
      n.frontends.push(...outputs);
      addOutput(n, what);
      return what;
    }
  }
  const docs = kind === 'json' ? expandLists([{ value: json, src }]) : await yamlDocuments(e.name, text);
  const before = { ...dump.ignored };
  if (collectObjects(docs, dump) > 0) return 'kubernetes objects';
  if (!e.top) return undefined;
  const found = Object.entries(dump.ignored)
    .map(([k, n]) => [k, n - (before[k] ?? 0)] as const)
    .filter(([k, n]) => n > 0 && k !== '(not an object)')
    .map(([k, n]) => `${n} ${k}`)
    .join(', ');
  throw new ScanInputError(
    e.name,
    found
      ? `holds ${found}, not Services or EndpointSlices (expected the output of kubectl get svc,endpointslices -A -o yaml, a cilium sysdump, or a Cilium command output)`
      : 'is neither Kubernetes objects (JSON/YAML) nor a Cilium output (bpf lb list, service list, agent log)',
    docs[0]?.src.line,
    undefined,
    found ? 'wrong-kind' : 'neither',
    found || undefined,
  );
}

/**
 * Reads a cluster dump — kubectl JSON/YAML (Lists or several documents, in one or more files), a `cilium sysdump`
 * zip or folder, loose Cilium command outputs and agent logs — into one {@link Dump}. Throws
 * {@link ScanInputError} naming the file, line and problem when the input cannot be used.
 */
export async function parseDump(input: InputEntry[] | StreamedFile, opts: ParseOptions = {}): Promise<Dump> {
  if (!Array.isArray(input)) return parseStreamed(input, opts);
  const dump = emptyDump();
  const entries = await expandArchives(input, dump.warnings);
  for (const [i, e] of entries.entries()) {
    if (opts.signal?.aborted) throw new DOMException('The scan was cancelled', 'AbortError');
    opts.onProgress?.({ file: e.name, done: i, total: entries.length });
    if (streamable(e) && readListItems(e.name, e.data, () => [e.data], dump) !== undefined) {
      dump.files.push({ name: e.name, kind: 'kubernetes objects' });
      continue;
    }
    const text = decode(e);
    if (text === undefined) {
      if (e.top)
        throw new ScanInputError(
          e.name,
          'is binary: not text, and not a zip, tar or gzip archive',
          undefined,
          undefined,
          'binary',
        );
      dump.warnings.push(`${e.name}: skipped (binary)`);
      continue;
    }
    const kind = await readText(e, text, dump);
    dump.files.push({ name: e.name, kind: kind ?? 'skipped' });
    if (!kind) dump.warnings.push(`${e.name}: skipped (nothing the scanner reads)`);
  }
  opts.onProgress?.({ file: '', done: entries.length, total: entries.length });
  return finish(
    dump,
    input.map((e) => e.name),
    opts,
  );
}

/**
 * One large file the user named, parsed while it is read when it is a kubectl List (JSON or YAML); anything else
 * is read whole and takes {@link parseDump}'s path, so the dump is the same either way.
 */
async function parseStreamed(f: StreamedFile, opts: ParseOptions): Promise<Dump> {
  opts.onProgress?.({ file: f.name, done: 0, total: 1 });
  const dump = emptyDump();
  if (readListItems(f.name, f.head, f.chunks, dump) === undefined)
    return parseDump([{ name: f.name, data: f.read() }], opts);
  dump.files.push({ name: f.name, kind: 'kubernetes objects' });
  opts.onProgress?.({ file: '', done: 1, total: 1 });
  return finish(dump, [f.name], opts);
}

/** What every dump gets once its files are read: the version flag, one copy of each object, a usable check. */
function finish(dump: Dump, names: string[], opts: ParseOptions): Dump {
  if (opts.ciliumVersion)
    dump.versions.unshift({ raw: opts.ciliumVersion, source: { file: '--cilium-version' } });
  mergeDuplicates(dump);
  checkUsable(dump, names);
  if (dump.ignored.Secret)
    dump.warnings.push(`${dump.ignored.Secret} Secret(s) ignored; their data was not read`);
  return dump;
}

/**
 * Keeps one of each object: the same dump given twice, or a Service both in a kubectl dump and in a sysdump, is
 * counted once. Objects are the same when kind, namespace, name and uid agree (without a uid, the first three);
 * the first copy is kept, so locations point at the first file given.
 */
function mergeDuplicates(dump: Dump) {
  const once = <T extends { namespace: string; name: string; uid?: string }>(xs: T[]): T[] => {
    const seen = new Set<string>();
    return xs.filter((x) => {
      const k = `${x.namespace}/${x.name}/${x.uid ?? ''}`;
      return !seen.has(k) && !!seen.add(k);
    });
  };
  const services = once(dump.services);
  const slices = once(dump.slices);
  const merged = dump.services.length - services.length + dump.slices.length - slices.length;
  if (merged)
    dump.warnings.push(
      `${merged} duplicate object(s) merged (same kind, namespace, name and uid; was a dump given twice?)`,
    );
  dump.services = services;
  dump.slices = slices;
}

function checkUsable(dump: Dump, files: string[]) {
  const names = files.join(', ') || '(no input)';
  if (!dump.services.length)
    throw new ScanInputError(
      names,
      'no Services found. Dump them with: kubectl get svc,endpointslices -A -o yaml (or pass a cilium sysdump)',
      undefined,
      undefined,
      'no-services',
    );
  if (!dump.slices.length)
    throw new ScanInputError(
      names,
      `found ${dump.services.length} Services but no EndpointSlices${dump.ignored.Endpoints ? ' (Endpoints are not enough: Cilium reads EndpointSlices)' : ''}. Dump both: kubectl get svc,endpointslices -A -o yaml`,
      undefined,
      undefined,
      'no-slices',
      String(dump.services.length),
    );
}
