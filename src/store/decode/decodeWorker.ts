/// <reference lib="webworker" />
/** Decoding and validation of links and scenario files off the main thread (see decodeTask.ts). */
import type { DecodeRequest } from './decodeProtocol';
import { handleDecodeRequest } from './decodeTask';

self.onmessage = (e: MessageEvent<DecodeRequest>) =>
  (self as unknown as DedicatedWorkerGlobalScope).postMessage(handleDecodeRequest(e.data));
