import type { DamagedFrontend, LogDamage } from './damageNow';
import { conditionText } from './dump';
import type { ExposedPair } from './exposure';
import { atRisk, type Finding, type ScanResult } from './scanResult';
import type { VersionVerdict } from './versionVerdict';

/** A finding before the run decides whether it fails it. */
type Draft = Omit<Finding, 'failsRun'>;

const list = (xs: readonly string[], max = 3) =>
  xs.length <= max ? xs.join(', ') : `${xs.slice(0, max).join(', ')} and ${xs.length - max} more`;

/** Which one breaks when which one's endpoints change, in one paragraph. */
export function pairSentence(p: ExposedPair): string {
  const r = p.released.key;
  const v = p.victim.key;
  const end = p.victimLosesAll
    ? 'then get zero backends: connects to it fail with "operation not permitted"'
    : `then lose ${p.shared.length} of their ${p.victim.backends} backends`;
  return (
    `"${r}" (${p.prefix.bytes} bytes) is a byte-prefix of "${v}" and both list ${list(p.shared)}. ` +
    `When ${r}'s EndpointSlices drop ${p.shared.length === 1 ? 'that backend' : 'a shared backend'}, ` +
    `the buggy backendRelease also removes ${v}'s instance; ${v}'s frontends keep working until ${v} is next ` +
    `updated (an annotation is enough), ${end}. Endpoint changes of ${v} never affect ${r}.` +
    conditionsSentence(p)
  );
}

/** The shared endpoints that are not simply ready, and why they count all the same. */
export function conditionsSentence(p: ExposedPair): string {
  if (!p.conditions.length) return '';
  const each = p.conditions.map((c) => `${c.backend} in ${c.service} (${conditionText(c.conditions)})`);
  return (
    ` Not ready in this dump: ${list(each)}. They count as shared all the same: a readiness change is what ` +
    'releases the backend, and the address is listed on both sides.'
  );
}

/**
 * The version finding is located where the version was read, or else at the first input file: code scanning
 * accepts no result without a location, and the verdict is about that input.
 */
function versionFinding(v: VersionVerdict, inputs: ScanResult['inputs']): Draft {
  const level =
    v.status === 'affected'
      ? 'error'
      : v.status === 'fixed' || v.status === 'not-affected'
        ? 'note'
        : 'warning';
  return {
    id: 'version',
    rule: 'NR001-version',
    level,
    title: `Cilium ${v.version ?? 'version unknown'}: ${v.status}`,
    message: v.message,
    ...((v.location ?? inputs.files[0]) && { location: v.location ?? { file: inputs.files[0]!.name } }),
  };
}

function pairFinding(p: ExposedPair, v: VersionVerdict): Draft {
  return {
    id: `pair:${p.id}`,
    rule: 'NR002-exposed-pair',
    level: v.status === 'affected' ? 'error' : atRisk(v) ? 'warning' : 'note',
    // "Empty" only when the victim would be left with no backend at all.
    title: p.victimLosesAll
      ? `${p.released.key} can empty ${p.victim.key}`
      : `${p.released.key} can take ${p.shared.length} of ${p.victim.backends} backends from ${p.victim.key}`,
    message: pairSentence(p) + (atRisk(v) ? '' : ' (This Cilium version is not affected.)'),
    ...(p.victim.source && { location: p.victim.source }),
    pair: p.id,
  };
}

function frontendFinding(d: DamagedFrontend): Draft {
  return {
    id: `frontend:${d.node} ${d.frontend}`,
    rule: 'NR003-empty-frontend',
    level: 'error',
    title: `${d.frontend} (${d.service}) has no backends on ${d.node}`,
    message:
      `${d.output} on ${d.node} shows ${d.frontend} ${d.flags} with count 0 and no backend slots, although ` +
      `${d.service} has ${d.readyEndpoints} ready endpoint(s)` +
      (d.pairs.length ? `: consistent with ${d.pairs[0]}` : '; no prefix pair in the input explains it'),
    location: d.source,
    ...(d.pairs[0] && { pair: d.pairs[0] }),
  };
}

function logFinding(l: LogDamage): Draft {
  return {
    id: `log:${l.node} ${l.vip}`,
    rule: 'NR004-eperm-log',
    level: 'error',
    title: `connects to ${l.vip} (${l.service}) rejected on ${l.node}`,
    message:
      `${l.lines} agent log line(s) on ${l.node} report "operation not permitted" towards ${l.vip}, a VIP of ` +
      `${l.service}, which has ready endpoints` +
      (l.pairs.length ? `: consistent with ${l.pairs[0]}` : ''),
    location: l.first.source,
    ...(l.pairs[0] && { pair: l.pairs[0] }),
  };
}

/** The findings, exit code and summary of a result, derived from its verdicts (after any redaction). */
export function withFindings(r: Omit<ScanResult, 'findings' | 'exitCode' | 'summary'>): ScanResult {
  const exposed = r.exposure.pairs.length;
  const exitCode = r.damage.status === 'damaged' ? 3 : exposed && atRisk(r.version) ? 2 : 0;
  // A finding fails the run exactly when it is a reason for the exit code, so JUnit and the exit code agree.
  const fails = (f: Draft) =>
    f.rule === 'NR003-empty-frontend' || f.rule === 'NR004-eperm-log'
      ? true
      : exposed > 0 && atRisk(r.version);
  const findings = [
    versionFinding(r.version, r.inputs),
    ...r.exposure.pairs.map((p) => pairFinding(p, r.version)),
    ...r.damage.frontends.map(frontendFinding),
    ...r.damage.logs.map(logFinding),
  ].map((f) => ({ ...f, failsRun: fails(f) }));
  const summary =
    exitCode === 3
      ? `Damage now: ${r.damage.frontends.length} empty frontend(s), ${r.damage.logs.length} VIP(s) with EPERM in agent logs.`
      : exitCode === 2
        ? `At risk: ${exposed} exposed pair(s) and Cilium ${r.version.version ?? '(version unknown)'} is ${r.version.status}.`
        : exposed
          ? `Not affected: ${exposed} exposed pair(s), but Cilium ${r.version.version} is ${r.version.status}.`
          : `Not affected: no two Services share a backend under byte-prefix names.`;
  return { ...r, findings, exitCode, summary };
}
