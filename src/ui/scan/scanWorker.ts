/// <reference lib="webworker" />
/** The scan off the main thread (see scanTask.ts). Cancelling terminates the worker. */
import { handleScan } from './scanTask';
import type { ScanReply, ScanRequest } from './scanProtocol';

const post = (m: ScanReply) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

// Returns the scan's promise (the worker ignores it; tests await it).
self.onmessage = (e: MessageEvent<ScanRequest>) => handleScan(e.data, post);
