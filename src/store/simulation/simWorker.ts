/// <reference lib="webworker" />
/** Simulation off the main thread (see simTask.ts). Cancelling terminates the worker. */
import { postReply } from './postReply';
import type { SimReply, SimRequest } from './simProtocol';
import { handleSimRequest } from './simTask';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: SimReply) => postReply(m, (r, transfer) => scope.postMessage(r, transfer));

self.onmessage = (e: MessageEvent<SimRequest>) => handleSimRequest(e.data, post);
