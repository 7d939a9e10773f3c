import { encodeGraphChunks } from './graphCodec';
import type { SimReply } from './simProtocol';

/**
 * Operations per trace chunk (8 bytes each: 512 kB). A 2,000-Service trace is about 17 chunks: the page rebuilds
 * the first while the worker writes the second, and only the last chunk's rebuild is left once it is written.
 */
export const TRACE_CHUNK_OPS = 1 << 16;

/**
 * How a simulation worker posts a reply: the trace encoded in chunks (graphCodec.ts), each posted with its buffers
 * transferred as soon as it is written, so that the page rebuilds it in slices meanwhile instead of cloning an
 * object graph in one task; as it is if it cannot be encoded (the page drops any chunk it took before).
 */
export function postReply(
  m: SimReply,
  post: (m: SimReply, transfer: Transferable[]) => void,
  chunkOps = TRACE_CHUNK_OPS,
): void {
  if (m.type !== 'trace') return post(m, []);
  try {
    encodeGraphChunks(
      m.trace,
      (chunk, last) => post({ type: 'traceChunk', chunk, last }, [chunk.ops.buffer, chunk.lengths.buffer]),
      chunkOps,
    );
  } catch {
    post(m, []);
  }
}
