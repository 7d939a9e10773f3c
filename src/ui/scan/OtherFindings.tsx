import { where } from '../../scan/dump';
import type { ScanResult } from '../../scan/scanResult';
import { fill, type ScanMessages } from './messages';

const details = 'rounded-lg border border-slate-300 p-2 text-sm dark:border-slate-700';
const summary = 'cursor-pointer font-semibold';

/** Damage now (open by default when present), prefix pairs that do not collide, safe cross-namespace names, warnings. */
export function OtherFindings({ r, m }: { r: ScanResult; m: ScanMessages }) {
  const d = r.damage;
  const e = r.exposure;
  return (
    <div className="flex flex-col gap-2">
      {(d.frontends.length > 0 || d.logs.length > 0) && (
        <section aria-label={m.damageDetails} className={details}>
          <h3 className="font-semibold">{m.damageDetails}</h3>
          <ul className="mt-1 list-disc pl-5">
            {d.frontends.map((f) => (
              <li key={`${f.node} ${f.frontend}`}>
                {fill(m.damageFrontend, {
                  node: f.node,
                  frontend: f.frontend,
                  flags: f.flags,
                  service: f.service,
                  ready: f.readyEndpoints,
                  source: where(f.source),
                })}{' '}
                {f.pairs[0] ? fill(m.explainedBy, { pair: f.pairs[0] }) : m.unexplained}
              </li>
            ))}
            {d.logs.map((l) => (
              <li key={`${l.node} ${l.vip}`}>
                {fill(m.damageLog, {
                  node: l.node,
                  lines: l.lines,
                  vip: l.vip,
                  service: l.service,
                  source: where(l.first.source),
                })}{' '}
                {l.pairs[0] ? fill(m.explainedBy, { pair: l.pairs[0] }) : m.unexplained}
              </li>
            ))}
          </ul>
        </section>
      )}
      {e.notExposed.length > 0 && (
        <details className={details}>
          <summary className={summary}>{fill(m.notExposedHeading, { n: e.notExposed.length })}</summary>
          <ul className="mt-1 list-disc pl-5">
            {e.notExposed.slice(0, 500).map((p) => (
              <li key={`${p.released} ${p.victim}`}>
                <span className="font-mono text-xs">
                  {p.released} &gt; {p.victim}
                </span>
                : {m.notExposedReason[p.reason]}
                {p.nearMiss &&
                  ` (${fill(m.nearMiss, { address: p.nearMiss.address, differs: m.differs[p.nearMiss.differs] })})`}
              </li>
            ))}
          </ul>
        </details>
      )}
      {[true, false].map((same) => {
        const xs = e.crossNamespace.examples.filter((x) => x.sameName === same);
        if (!xs.length) return null;
        return (
          <details key={String(same)} className={details}>
            <summary className={summary}>
              {fill(same ? m.crossHeading : m.crossPrefixHeading, { n: xs.length })}
            </summary>
            <p className="mt-1">{m.crossWhy}</p>
            <ul className="mt-1 list-disc pl-5 font-mono text-xs">
              {xs.map((x) => (
                <li key={`${x.a} ${x.b}`}>{fill(m.crossRow, { a: x.a, b: x.b, shared: x.shared })}</li>
              ))}
            </ul>
          </details>
        );
      })}
      {r.warnings.length > 0 && (
        <details className={details}>
          <summary className={summary}>
            {m.warningsHeading} ({r.warnings.length})
          </summary>
          <ul className="mt-1 list-disc pl-5 font-mono text-xs break-all">
            {r.warnings.slice(0, 200).map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
