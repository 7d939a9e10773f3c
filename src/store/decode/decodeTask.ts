import { decodeScenarioBytes } from '../../scenario/decodeScenarioBytes';
import { decodeLinkHash } from '../../scenario/link/decodeLink';
import { parseScenarioText } from '../../scenario/parseScenario';
import type { DecodeReply, DecodeRequest } from './decodeProtocol';

/** Decodes one request (in a decode worker, or in the page where no worker can start). Never throws. */
export function handleDecodeRequest(req: DecodeRequest): DecodeReply {
  if (req.kind === 'link') return { kind: 'link', result: decodeLinkHash(req.hash, req.limits) };
  const text = decodeScenarioBytes(req.bytes);
  return { kind: 'file', result: text.ok ? parseScenarioText(text.text) : text };
}
