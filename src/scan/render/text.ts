import { hexBytes } from '../../model/bytes';
import { where } from '../dump';
import { pairSentence } from '../findings';
import type { ScanResult } from '../scanResult';

const STATUS: Record<string, string> = {
  affected: 'AFFECTED',
  possibly: 'POSSIBLY AFFECTED',
  unknown: 'UNKNOWN',
  fixed: 'FIXED',
  'not-affected': 'NOT AFFECTED',
  exposed: 'EXPOSED',
  'not-exposed': 'NOT EXPOSED',
  damaged: 'DAMAGED',
  none: 'NONE SEEN',
  'no-data': 'NO NODE OUTPUTS',
};

/** Hex bytes spaced for reading, cut after 40 bytes. */
export function spacedHex(hex: string): string {
  const b = hexBytes(hex);
  return b.length > 40 ? `${b.slice(0, 40).join(' ')} …` : b.join(' ');
}

const REASON: Record<string, string> = {
  'no-shared-backend': 'no shared backend',
  'victim-headless': 'the longer-named Service is headless (no frontends)',
  'victim-not-in-dump': 'the longer-named Service is not in the input',
};

/** The result for a terminal, in English. Every finding's title appears in it. */
export function renderText(r: ScanResult, opts: { replayHint?: string } = {}): string {
  const L: string[] = [];
  // Counts with thousands separators, as toLocaleString('en-US') writes them, without loading the engine's locale
  // data (its first call cost the CLI 10–25 ms of CPU).
  const n = (x: number) => String(x).replace(/\B(?=(\d{3})+$)/g, ',');
  const ignored = Object.entries(r.inputs.ignored)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  L.push(`nonroutable scan — ${r.issue.id} (byte-prefix backend release)${r.redacted ? ' [redacted]' : ''}`);
  L.push(
    `Input: ${r.inputs.files.length} file(s), ${n(r.inputs.services)} Services, ${n(r.inputs.endpointSlices)} EndpointSlices, ` +
      `${n(r.inputs.endpoints)} endpoints, ${r.inputs.nodes} node output set(s)${ignored ? `; ignored: ${ignored}` : ''}`,
  );
  L.push('');
  const v = r.version;
  L.push(`1. Version      ${STATUS[v.status]}  ${v.version ?? ''}${v.source ? `  (from ${v.source})` : ''}`);
  L.push(`   ${v.message}`);
  if (v.seen.length > 1)
    L.push(`   versions seen: ${v.seen.map((s) => `${s.version} (${s.status})`).join(', ')}`);
  const e = r.exposure;
  L.push(
    `2. Exposure     ${STATUS[e.status]}  ${e.pairs.length} pair(s); ${e.notExposed.length} prefix pair(s) not exposed`,
  );
  const d = r.damage;
  L.push(
    `3. Damage now   ${STATUS[d.status]}  ` +
      (d.status === 'no-data'
        ? '(no bpf lb list, service list or agent log in the input)'
        : `${d.frontends.length} empty frontend(s), ${d.logs.length} VIP(s) with EPERM in logs`),
  );
  e.pairs.forEach((p, i) => {
    L.push(
      '',
      `[${i + 1}] ${p.released.key}  >  ${p.victim.key}   — ${r.findings.find((f) => f.pair === p.id)?.title ?? ''}`,
    );
    L.push(`    prefix  "${p.prefix.text}" = ${spacedHex(p.prefix.hex)} (${p.prefix.bytes} bytes)`);
    L.push(
      `    victim  key ${spacedHex(p.victimKeyHex)}; fixed prefix adds 0x20: ${spacedHex(p.prefix.fixedHex)}`,
    );
    L.push(
      `    shared  ${p.shared.slice(0, 5).join(', ')}${p.shared.length > 5 ? ` (+${p.shared.length - 5})` : ''}`,
    );
    L.push(`    breaks  ${pairSentence(p)}`);
    const rp = r.replays[p.id];
    const how = rp?.link ?? rp?.file ?? opts.replayHint ?? 'scenario in --format json';
    L.push(`    replay  ${rp ? `${how}${rp.link ? '' : ` (compare view at t=${rp.at} ms)`}` : 'none'}`);
  });
  if (e.notExposed.length) {
    L.push('', 'Not exposed (prefix names, but no collision):');
    for (const p of e.notExposed.slice(0, 50))
      L.push(
        `  ${p.released} > ${p.victim}: ${REASON[p.reason]}${p.nearMiss ? ` (${p.nearMiss.address}: different ${p.nearMiss.differs}, so different backend rows)` : ''}`,
      );
    if (e.notExposed.length > 50) L.push(`  … and ${e.notExposed.length - 50} more`);
  }
  const damage = r.findings.filter((f) => f.rule === 'NR003-empty-frontend' || f.rule === 'NR004-eperm-log');
  if (damage.length) {
    L.push('', 'Damage now:');
    for (const f of damage)
      L.push(`  ${f.title}${f.location ? ` (${where(f.location)})` : ''}`, `    ${f.message}`);
  }
  for (const same of [true, false]) {
    const xs = e.crossNamespace.examples.filter((x) => x.sameName === same);
    if (!xs.length) continue;
    L.push(
      '',
      `${same ? 'Same names' : 'Prefix names'} in other namespaces, safe (the key is "namespace/name"; "/" cannot occur in a namespace, so one never prefixes another):`,
    );
    for (const x of xs.slice(0, 5)) L.push(`  ${x.a} and ${x.b} share ${x.shared}`);
  }
  if (r.warnings.length) L.push('', 'Warnings:', ...r.warnings.map((w) => `  ${w}`));
  L.push('', `Findings (${r.findings.length}):`);
  for (const f of r.findings) L.push(`  ${f.level.toUpperCase().padEnd(7)} ${f.rule.padEnd(20)} ${f.title}`);
  L.push('', `Verdict: ${r.summary} (exit ${r.exitCode})`);
  L.push(`Fix: ${r.issue.fix} (in ${r.issue.fixedIn.join(', ')}; backport ${r.issue.backport}).`);
  return L.join('\n');
}
