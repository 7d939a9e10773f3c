import { encodeGraph } from './graphCodec';
import type { SimReply } from './simProtocol';

/**
 * How a simulation worker posts a reply: the trace encoded (graphCodec.ts), its buffers transferred, so the page
 * rebuilds it in slices instead of cloning an object graph in one task; as it is if it cannot be encoded.
 */
export function encodeReply(m: SimReply): [SimReply, Transferable[]] {
  if (m.type !== 'trace') return [m, []];
  try {
    const trace = encodeGraph(m.trace);
    return [{ type: 'encodedTrace', trace }, [trace.ops.buffer, trace.lengths.buffer]];
  } catch {
    return [m, []];
  }
}
