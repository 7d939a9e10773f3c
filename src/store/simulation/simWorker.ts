/// <reference lib="webworker" />
/** Simulation off the main thread (see simTask.ts). Cancelling terminates the worker. */
import { encodeReply } from './encodeReply';
import type { SimReply, SimRequest } from './simProtocol';
import { handleSimRequest } from './simTask';

const post = (m: SimReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(...encodeReply(m));

self.onmessage = (e: MessageEvent<SimRequest>) => handleSimRequest(e.data, post);
