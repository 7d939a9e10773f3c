/// <reference lib="webworker" />
/** Simulation off the main thread (see simTask.ts). Cancelling terminates the worker. */
import type { SimReply, SimRequest } from './simProtocol';
import { handleSimRequest } from './simTask';

const post = (m: SimReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

self.onmessage = (e: MessageEvent<SimRequest>) => handleSimRequest(e.data, post);
