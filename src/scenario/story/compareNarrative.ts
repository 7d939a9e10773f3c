import { instanceKeyHex, K8S_SOURCE_PRIORITY, serviceLookupPrefix } from '../../model/backendInstanceKey';
import { byteGlyph, hexBytes } from '../../model/bytes';
import type { L3n4Addr } from '../../model/l3n4Addr';
import type { ServiceName } from '../../model/serviceName';
import type { Trace } from '../../model/trace';
import { narrate, type StoryInput } from './narrate';
import type { Narrative } from './narrative';

/** One byte of a key: its hex and how it prints (`␣` for the space). */
export interface KeyByte {
  hex: string;
  glyph: string;
}

/**
 * Why the two keys part at a release: the released Service's lookup prefix under each key, and the victim's
 * stored key, byte by byte (all computed by `backendInstanceKey.ts`, never written down).
 */
export interface KeyPairFacts {
  backend: L3n4Addr;
  released: ServiceName;
  victim: ServiceName;
  /** The buggy lookup prefix is the released name's bytes: how many, and the last two. */
  nameBytes: number;
  buggyTail: KeyByte[];
  /** 1-based position of the first byte where the fixed prefix and the victim's stored key differ. */
  position: number;
  fixedByte: KeyByte;
  victimByte: KeyByte;
  /** The victim's stored key ends in the space and the Kubernetes source's priority, under both keys. */
  storedTail: string[];
  priority: number;
}

/** What compare view tells at one moment: each run's step, and at the first divergence why the keys part. */
export interface CompareNarrative {
  buggy: Narrative;
  fixed: Narrative;
  /** The buggy run's step is the first at which the two runs differ. */
  atDivergence: boolean;
  /** At the divergence, the release that parts them (null: they part somewhere else). */
  keys: KeyPairFacts | null;
}

const byte = (hex: string): KeyByte => ({ hex, glyph: byteGlyph(hex) });

/** The bytes of a release in the buggy run that took `victim`'s instance, against the fixed key's prefix. */
export function keyPairFacts(backend: L3n4Addr, released: ServiceName, victim: ServiceName): KeyPairFacts {
  const buggy = hexBytes(serviceLookupPrefix(released, 'buggy'));
  const fixed = hexBytes(serviceLookupPrefix(released, 'fixed'));
  const stored = (v: 'buggy' | 'fixed') =>
    hexBytes(instanceKeyHex({ serviceName: victim, sourcePriority: K8S_SOURCE_PRIORITY }, v));
  const victimKey = stored('fixed');
  let i = 0;
  while (i < fixed.length && fixed[i] === victimKey[i]) i++;
  return {
    backend,
    released,
    victim,
    nameBytes: buggy.length,
    buggyTail: buggy.slice(-2).map(byte),
    position: i + 1,
    fixedByte: byte(fixed[i] ?? ''),
    victimByte: byte(victimKey[i] ?? ''),
    storedTail: stored('buggy').slice(-2),
    priority: K8S_SOURCE_PRIORITY,
  };
}

/**
 * What each run did at this moment in compare view (the buggy run at `buggyIndex`, the fixed one at the step
 * it has reached by then) and, at the runs' first divergence, the bytes that part them.
 */
export function compareNarrative(
  traces: { buggy: Trace; fixed: Trace },
  index: { buggy: number; fixed: number },
  divergence: number | undefined,
  story: StoryInput,
): CompareNarrative {
  const atDivergence = divergence !== undefined && index.buggy === divergence;
  const release = atDivergence
    ? traces.buggy.steps[index.buggy]!.releases.find((r) => r.collateral.length > 0)
    : undefined;
  return {
    buggy: narrate(traces.buggy, index.buggy, story),
    fixed: narrate(traces.fixed, index.fixed, story),
    atDivergence,
    keys: release ? keyPairFacts(release.backend, release.service, release.collateral[0]!) : null,
  };
}
