import type { DecodeResult, LinkLimits } from '../../scenario/link/decodeLink';
import type { ParseResult } from '../../scenario/parseScenario';

/**
 * What the page asks a decode worker: a link's fragment, or a scenario file's bytes (which travel as a
 * transferred buffer, not a copy). Each is decoded, decompressed (capped) and validated there, off the page's
 * thread; the page receives the typed result.
 */
export type DecodeRequest =
  { kind: 'link'; hash: string; limits?: LinkLimits } | { kind: 'file'; bytes: Uint8Array };

export type DecodeReply = { kind: 'link'; result: DecodeResult } | { kind: 'file'; result: ParseResult };
