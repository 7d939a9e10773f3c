import type { DecodeResult, LinkLimits } from '../../scenario/link/decodeLink';
import type { ParseResult } from '../../scenario/parseScenario';
import { validationError, wordWholeProblem, type Problem } from '../../scenario/problems';
import type { DecodeReply, DecodeRequest } from './decodeProtocol';
import { handleDecodeRequest } from './decodeTask';

/**
 * How long decoding one input may take before its worker is stopped and the input refused. Every decoder is
 * capped (sizes, depth, work), so only a machine far busier than any we measured gets near it.
 */
export const DECODE_TIME_LIMIT_MS = 15_000;

type Decoder = (req: DecodeRequest, limitMs: number) => Promise<DecodeReply | 'tooSlow'>;

/** A worker per input: it is stopped when it answers or runs out of time (terminate ends even a busy loop). */
const inWorker: Decoder = (req, limitMs) =>
  new Promise((resolve) => {
    const w = new Worker(new URL('./decodeWorker.ts', import.meta.url), { type: 'module' });
    const done = (r: DecodeReply | 'tooSlow') => {
      clearTimeout(timer);
      w.terminate();
      resolve(r);
    };
    const timer = setTimeout(() => done('tooSlow'), limitMs);
    w.onmessage = (e: MessageEvent<DecodeReply>) => done(e.data);
    // A worker that fails to load or crashes (out of memory) is answered like one that took too long.
    w.onerror = (e) => {
      e.preventDefault();
      done('tooSlow');
    };
    w.postMessage(req, req.kind === 'file' ? [req.bytes.buffer] : []);
  });

/** In the page, a task later (tests, and the one-file offline copy, which cannot start workers from file://). */
const inPage: Decoder = (req) =>
  new Promise((resolve) => setTimeout(() => resolve(handleDecodeRequest(req)), 0));

const offThreadPossible = () => typeof Worker === 'function' && import.meta.env.MODE !== 'offline';

let decoder: Decoder | null = null;
/** For tests: how inputs are decoded (null: a worker where one can start, else in the page). */
export const setDecoder = (d: Decoder | null) => (decoder = d);

/** Whether links and files are decoded off the page's thread here (Node and test DOMs cannot). */
export const canDecodeOffThread = () => decoder !== null || offThreadPossible();

const run: Decoder = (req, limitMs) => (decoder ?? (offThreadPossible() ? inWorker : inPage))(req, limitMs);

/** A link's fragment decoded and validated off the page's thread (decodeLinkHash), within the time limit. */
export async function decodeLinkOffThread(
  hash: string,
  limits?: LinkLimits,
  limitMs = DECODE_TIME_LIMIT_MS,
): Promise<DecodeResult> {
  const r = await run({ kind: 'link', hash, ...(limits ? { limits } : {}) }, limitMs);
  if (r !== 'tooSlow' && r.kind === 'link') return r.result;
  const problem: Problem = { code: 'linkTooSlow', params: { limit: limitMs / 1000 } };
  return { ok: false, error: wordWholeProblem(problem), problem };
}

/** A scenario file's bytes decoded, parsed and validated off the page's thread, within the time limit. */
export async function parseScenarioOffThread(
  bytes: Uint8Array,
  limitMs = DECODE_TIME_LIMIT_MS,
): Promise<ParseResult> {
  const r = await run({ kind: 'file', bytes }, limitMs);
  if (r !== 'tooSlow' && r.kind === 'file') return r.result;
  return { ok: false, errors: [validationError('$', 'readTooSlow', { limit: limitMs / 1000 })] };
}
