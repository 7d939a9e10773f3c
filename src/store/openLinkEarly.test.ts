// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeLinkHash } from '../scenario/link/encodeLink';
import { incidentWithServices } from '../testing/bigIncident';
import { useAppStore } from './appStore';
import { setDecoder } from './decode/decodeClient';
import type { DecodeRequest } from './decode/decodeProtocol';
import { handleDecodeRequest } from './decode/decodeTask';
import { applyLinkHash, readLinkEarly } from './openLink';
import { setSimWorkerSpawn, type SimWorker } from './simulation/simClient';

const initial = useAppStore.getState();
let reads: DecodeRequest[];
let spawned: number;
beforeEach(() => {
  useAppStore.setState(initial, true);
  reads = [];
  spawned = 0;
  // Links are read "off the page's thread" (a task later) and counted; workers are counted, never run.
  setDecoder((req) => {
    reads.push(req);
    return new Promise((resolve) => setTimeout(() => resolve(handleDecodeRequest(req)), 0));
  });
  setSimWorkerSpawn(() => {
    spawned++;
    return { onmessage: null, onerror: null, postMessage: () => {}, terminate: () => {} } as SimWorker;
  });
});
afterEach(() => {
  setDecoder(null);
  setSimWorkerSpawn(null);
});

describe('a long link read early (before the model is in)', () => {
  const big = incidentWithServices(400);
  const link = `#${encodeLinkHash({ scenario: big, mode: 'buggy', at: 40_000 })}`;

  it('starts its read and warms a simulation worker; applying that link takes the read', async () => {
    expect(link.length).toBeGreaterThan(8_000);
    readLinkEarly(link);
    expect([reads.length, spawned]).toEqual([1, 1]);
    const then = vi.fn();
    applyLinkHash(link, then);
    // Not read a second time: the early read is the one applied.
    expect(reads).toHaveLength(1);
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    expect(reads).toHaveLength(1);
    expect(useAppStore.getState().simulation?.scenario.title).toBe(big.title);
  });

  it('another link is read on its own; short links and links without a compressed part are not read early', async () => {
    readLinkEarly(link);
    const other = `#${encodeLinkHash({ scenario: incidentWithServices(401), mode: 'buggy' })}`;
    const then = vi.fn();
    applyLinkHash(other, then);
    expect(reads.map((r) => r.kind === 'link' && r.hash)).toEqual([link, other]);
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    reads = [];
    readLinkEarly('#v=2&p=minimal-repro&m=buggy');
    readLinkEarly(`#v=2&c=${'x'.repeat(100)}`);
    expect(reads).toEqual([]);
  });
});
