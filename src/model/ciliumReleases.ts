import type { CiliumVersion } from './ciliumVersion';

/**
 * The load-balancer control-plane bugs whose behaviour depends on the Cilium release, and the releases that
 * fixed them: one table, read by the model (a scenario's `ciliumVersion`), the scenario layer and the scanner's
 * version verdict.
 */
export type LbBug = 'prefixRelease' | 'sliceMemoryByName';

export interface LbFix {
  bug: LbBug;
  /** Where upstream tracks it (an issue or the fixing pull request), then the fix and its v1.18 backport. */
  issue: string;
  fix: string;
  backport: string;
  /** The first v1.18 patch release that carries the fix (v1.19.0-rc.0 and later carry both). */
  fixedIn118: number;
}

export const LB_FIXES: readonly LbFix[] = [
  {
    // `BackendInstanceKey.Key()` leaves priority 0 unterminated, so `backendRelease` releases by name prefix.
    bug: 'prefixRelease',
    issue: 'cilium/cilium#43619',
    fix: 'cilium/cilium#43620',
    backport: 'cilium/cilium#43777',
    fixedIn118: 7,
  },
  {
    // The reflector remembers each EndpointSlice's addresses under its bare name, not namespace/name.
    bug: 'sliceMemoryByName',
    issue: 'cilium/cilium#43999',
    fix: 'cilium/cilium#43999',
    backport: 'cilium/cilium#44021',
    fixedIn118: 8,
  },
];

/** The fix of one bug. */
export function lbFix(bug: LbBug): LbFix {
  return LB_FIXES.find((f) => f.bug === bug)!;
}

/**
 * Whether a release carries a bug: `undefined` when the version cannot tell (v1.18 without a patch level) or
 * predates the v1.18 load-balancer control plane (v1.17 and older; v1.17's opt-in experimental LB is the
 * scanner's business). v1.19 pre-releases before rc.0 were cut before the fixes merged.
 */
export function carriesBug(v: CiliumVersion, bug: LbBug): boolean | undefined {
  const { major, minor, patch, prerelease } = v;
  if (major > 1 || minor >= 20) return false;
  if (minor === 19) return patch === 0 && !!prerelease && !/^rc/i.test(prerelease);
  if (minor === 18) return patch === undefined ? undefined : patch < lbFix(bug).fixedIn118;
  return undefined;
}

/** What the model runs differently by release (the buggy/fixed key stays the run's own choice). */
export interface CiliumBehaviour {
  /** The release, as written in the scenario (`1.18.6`); null: none pinned (the incident's releases). */
  version: string | null;
  /** cilium/cilium#43999: per-slice memory keyed by the bare slice name (v1.18.0–v1.18.7). */
  sliceMemoryByName: boolean;
}

/** Without a pinned release: the incident's v1.18.6 (v1.18.7 for the fixed key), both before #43999's fix. */
export const INCIDENT_BEHAVIOUR: CiliumBehaviour = { version: null, sliceMemoryByName: true };

/** A release's behaviours, or undefined when the model does not run it (see `carriesBug`). */
export function behaviourOf(v: CiliumVersion, written: string): CiliumBehaviour | undefined {
  const slice = carriesBug(v, 'sliceMemoryByName');
  if (slice === undefined || v.vendor !== undefined) return undefined;
  return { version: written, sliceMemoryByName: slice };
}
