import type { ReactNode } from 'react';
import { atRisk, type ScanResult } from '../../scan/scanResult';
import { fill, type ScanMessages } from './messages';

export type Tone = 'bad' | 'warn' | 'ok' | 'info';

// Text and border colours chosen for WCAG AA contrast in both themes; the icon says the same as the colour.
export const TONE: Record<Tone, string> = {
  bad: 'border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950/50 dark:text-red-50',
  warn: 'border-amber-700 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950/50 dark:text-amber-50',
  ok: 'border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950/50 dark:text-emerald-50',
  info: 'border-slate-500 bg-slate-100 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
};
export const ICON: Record<Tone, string> = { bad: '✗', warn: '⚠', ok: '✓', info: 'ℹ' };

function Card(props: { n: number; title: string; tone: Tone; status: string; children: ReactNode }) {
  return (
    <section
      aria-label={props.title}
      className={`flex flex-col gap-1.5 rounded-lg border-2 p-3 text-sm ${TONE[props.tone]}`}
    >
      <h3 className="text-xs font-semibold tracking-wide uppercase opacity-90">
        {props.n} · {props.title}
      </h3>
      <p className="text-lg font-bold">
        <span aria-hidden="true">{ICON[props.tone]} </span>
        {props.status}
      </p>
      {props.children}
    </section>
  );
}

/** The three verdicts, first thing on the page: version, exposure, damage now. */
export function Verdicts({ r, m }: { r: ScanResult; m: ScanMessages }) {
  const v = r.version;
  const vTone: Tone =
    v.status === 'affected' ? 'bad' : v.status === 'possibly' || v.status === 'unknown' ? 'warn' : 'ok';
  const e = r.exposure;
  const eTone: Tone = !e.pairs.length ? 'ok' : atRisk(v) ? 'bad' : 'info';
  const d = r.damage;
  const dTone: Tone = d.status === 'damaged' ? 'bad' : d.status === 'none' ? 'ok' : 'info';
  const kprOff = v.kubeProxyReplacement !== undefined && /^(false|disabled)$/i.test(v.kubeProxyReplacement);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      <Card
        n={1}
        title={m.verdictVersion}
        tone={vTone}
        status={`${m.versionStatus[v.status]}${v.version ? ` · ${v.version}` : ''}`}
      >
        {/* The version field is in the input section below the results: the reason says so by its names. */}
        <p>{fill(m.versionReason[v.reason], { field: m.versionLabel, section: m.inputAgain })}</p>
        {v.vendorBuild && <p>{m.vendorBuild}</p>}
        {kprOff && <p>{fill(m.kprOff, { kpr: v.kubeProxyReplacement })}</p>}
        {v.source && (
          <p className="font-mono text-xs break-all opacity-90">
            {fill(m.versionFrom, { source: v.source })}
          </p>
        )}
        {v.seen.length > 1 && (
          <p className="text-xs">
            {fill(m.versionsSeen, {
              list: v.seen.map((s) => `${s.version} (${m.versionStatus[s.status]})`).join(', '),
            })}
          </p>
        )}
      </Card>
      <Card
        n={2}
        title={m.verdictExposure}
        tone={eTone}
        status={e.pairs.length ? fill(m.exposed, { n: e.pairs.length }) : m.notExposedAll}
      >
        {e.notExposed.length > 0 && <p>{fill(m.notExposedCount, { n: e.notExposed.length })}</p>}
        <p className="text-xs">{m.explainNamespaces}</p>
      </Card>
      <Card n={3} title={m.verdictDamage} tone={dTone} status={m.damageStatus[d.status]}>
        {d.status !== 'no-data' && (
          <p>{fill(m.damageCounts, { frontends: d.frontends.length, logs: d.logs.length })}</p>
        )}
      </Card>
    </div>
  );
}

/** One sentence for the whole result, with the CLI's exit code for the same input. */
export function Summary({ r, m }: { r: ScanResult; m: ScanMessages }) {
  const status = m.versionStatus[r.version.status].toLowerCase();
  const text =
    r.exitCode === 0 && r.exposure.pairs.length
      ? fill(m.summary.fixedWithPairs, { status })
      : fill(m.summary[r.exitCode], { status });
  const tone: Tone = r.exitCode === 0 ? 'ok' : 'bad';
  return (
    <p role="status" className={`rounded-md border-l-4 px-3 py-2 text-sm font-medium ${TONE[tone]}`}>
      <span aria-hidden="true">{ICON[tone]} </span>
      {text} <span className="font-normal opacity-90">({fill(m.exitCode, { code: r.exitCode })})</span>
    </p>
  );
}
