import { carriesBug, lbFix } from '../model/ciliumReleases';
import { parseCiliumVersion, type CiliumVersion } from './ciliumVersion';
import { where, type CiliumConfig, type SourceRef, type VersionEvidence } from './dump';

export type VersionStatus = 'affected' | 'possibly' | 'unknown' | 'fixed' | 'not-affected';

/** Why: one code per rule, so each language can word it (the CLI's English is in `message`). */
export type VersionReason =
  | 'no-version'
  | 'unparsable'
  | 'no-patch'
  | 'affected-range'
  | 'affected-prerelease'
  | 'fixed-backport'
  | 'fixed-release'
  | 'v117-experimental-on'
  | 'v117-experimental-off'
  | 'v117-experimental-unknown'
  | 'older';

export interface VersionVerdict {
  status: VersionStatus;
  reason: VersionReason;
  /** The version the verdict is about (normalised), when one was found. */
  version?: string;
  /** Where it was read (`--cilium-version`, a file and line). */
  source?: string;
  /** The same as a location, when it was read from a file (not from `--cilium-version`). */
  location?: SourceRef;
  /** Set for a vendor build such as `v1.18.6-7d4d8932`: it may carry the backport; ask the vendor. */
  vendorBuild?: boolean;
  /** `cilium-config`'s kube-proxy-replacement, when the dump has it. */
  kubeProxyReplacement?: string;
  /** Every distinct version in the dump (several during an upgrade); the verdict is the worst. */
  seen: { version: string; source: string; status: VersionStatus }[];
  message: string;
}

const PREFIX_FIX = lbFix('prefixRelease');

/** The fix of cilium/cilium#43619, from the model's table of releases (`LB_FIXES`). */
export const FIX = {
  issue: PREFIX_FIX.issue,
  pr: PREFIX_FIX.fix,
  backport: PREFIX_FIX.backport,
  fixedIn: [`v1.18.${PREFIX_FIX.fixedIn118}`, 'v1.19.0-rc.0'],
} as const;

const RANK: Record<VersionStatus, number> = {
  affected: 4,
  possibly: 3,
  unknown: 2,
  fixed: 1,
  'not-affected': 0,
};

function judge(v: CiliumVersion, cfg?: CiliumConfig): { status: VersionStatus; reason: VersionReason } {
  const { major, minor, prerelease } = v;
  const carries = carriesBug(v, 'prefixRelease');
  if (major > 1 || minor >= 19) {
    // v1.19.0-pre.N were cut from main before #43620 merged; rc.0 is the first with the fix.
    return carries
      ? { status: 'affected', reason: 'affected-prerelease' }
      : { status: 'fixed', reason: 'fixed-release' };
  }
  if (minor === 18) {
    if (carries === undefined) return { status: 'unknown', reason: 'no-patch' };
    if (!carries) return { status: 'fixed', reason: 'fixed-backport' };
    return { status: 'affected', reason: prerelease ? 'affected-prerelease' : 'affected-range' };
  }
  if (minor === 17) {
    const on = cfg?.experimentalLb;
    if (on === 'true') return { status: 'possibly', reason: 'v117-experimental-on' };
    if (cfg) return { status: 'not-affected', reason: 'v117-experimental-off' };
    return { status: 'unknown', reason: 'v117-experimental-unknown' };
  }
  return { status: 'not-affected', reason: 'older' };
}

const MESSAGES: Record<VersionReason, string> = {
  'no-version': 'no Cilium version in the input; pass --cilium-version (the scanner does not guess)',
  unparsable: 'the version found is not one the scanner can read; pass --cilium-version',
  'no-patch': 'v1.18 without a patch level: v1.18.0–v1.18.6 are affected, v1.18.7 and later are fixed',
  'affected-range': 'affected: v1.18.0–v1.18.6 release backends by name prefix (fixed in v1.18.7 by #43777)',
  'affected-prerelease':
    'affected: a pre-release built before the fix (#43620 first shipped in v1.19.0-rc.0)',
  'fixed-backport': 'fixed: v1.18.7 and later carry the backport #43777',
  'fixed-release': 'fixed: v1.19.0-rc.0 and later carry #43620',
  'v117-experimental-on':
    'possibly affected: v1.17 with the experimental load balancer (enable-experimental-lb) has the same prefix release',
  'v117-experimental-off':
    'not affected: v1.17 without the experimental load balancer uses the old service control plane',
  'v117-experimental-unknown':
    'unknown: v1.17 is affected only with enable-experimental-lb; the input has no cilium-config to tell',
  older: 'not affected: versions before v1.17 do not have the new load-balancer control plane',
};

const KPR_OFF = /^(false|disabled)$/i;

/**
 * The version verdict: affected v1.18.0–v1.18.6, fixed from v1.18.7 / v1.19.0-rc.0, v1.17 only with the
 * experimental load balancer, "unknown" when no version can be read. With kube-proxy replacement off an affected
 * version becomes "possibly": NodePort/LoadBalancer traffic is kube-proxy's, but Cilium still programs ClusterIP
 * frontends (`pkg/loadbalancer/reflectors`, convertService) and pod-to-ClusterIP traffic goes through them.
 */
export function versionVerdict(evidence: readonly VersionEvidence[], cfg?: CiliumConfig): VersionVerdict {
  const kpr = cfg?.kubeProxyReplacement;
  const base = { ...(kpr !== undefined && { kubeProxyReplacement: kpr }) };
  // A version given on the command line replaces what the dump says.
  const used = evidence[0]?.source.file === '--cilium-version' ? evidence.slice(0, 1) : evidence;
  const seen: VersionVerdict['seen'] = [];
  let worst: VersionVerdict | undefined;
  for (const e of used) {
    const v = parseCiliumVersion(e.raw);
    if (!v || seen.some((s) => s.version === v.text)) continue;
    const judged = judge(v, cfg);
    const { reason } = judged;
    const kprOff = judged.status === 'affected' && kpr !== undefined && KPR_OFF.test(kpr);
    const status: VersionStatus = kprOff ? 'possibly' : judged.status;
    seen.push({ version: v.text, source: where(e.source), status });
    const vendor = v.vendor !== undefined && status !== 'fixed' && status !== 'not-affected';
    const cand = {
      status,
      reason,
      version: v.text,
      source: where(e.source),
      ...(e.source.file !== '--cilium-version' && { location: e.source }),
      ...(vendor && { vendorBuild: true }),
    };
    if (!worst || RANK[status] > RANK[worst.status])
      worst = { ...base, ...cand, seen, message: MESSAGES[reason] };
  }
  if (!worst) {
    const reason: VersionReason = used.length ? 'unparsable' : 'no-version';
    return { ...base, status: 'unknown', reason, seen, message: MESSAGES[reason] };
  }
  const verdict = worst;
  if (verdict.status === 'possibly' && kpr !== undefined && KPR_OFF.test(kpr))
    verdict.message = `${MESSAGES[verdict.reason]}; kube-proxy replacement is ${kpr}, so only ClusterIP traffic goes through Cilium's load balancer`;
  if (verdict.vendorBuild)
    verdict.message += '; a vendor build may carry the backport #43777 — ask the vendor';
  return verdict;
}
