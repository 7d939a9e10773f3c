import { hexBytes } from '../../model/bytes';
import { conditionText } from '../../scan/dump';
import type { ExposedPair } from '../../scan/exposure';
import { fill, type ScanMessages } from './messages';

/** Hex bytes with the first `marked` of them highlighted (the shared prefix). */
function Bytes({ hex, marked, label }: { hex: string; marked: number; label: string }) {
  const b = hexBytes(hex);
  return (
    <code aria-label={label} className="block font-mono text-xs leading-relaxed break-all">
      <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
        {b.slice(0, marked).join(' ')}
      </mark>
      {b.length > marked && ` ${b.slice(marked).join(' ')}`}
    </code>
  );
}

/** Why this pair collides: the byte prefix, the victim's key that starts with it, the fixed key, and the effect. */
export function PairExplain({ p, m }: { p: ExposedPair; m: ScanMessages }) {
  const params = {
    released: p.released.key,
    victim: p.victim.key,
    shared: p.shared.slice(0, 3).join(', ') + (p.shared.length > 3 ? ' …' : ''),
    n: p.shared.length,
    m: p.victim.backends,
  };
  const n = p.prefix.bytes;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>{fill(p.victimLosesAll ? m.explainSentence : m.explainSentencePartial, params)}</p>
      {p.conditions.length > 0 && (
        <p data-testid="pair-conditions">
          {fill(m.explainConditions, {
            list: p.conditions
              .map((c) => fill(m.conditionItem, { ...c, conditions: conditionText(c.conditions) }))
              .join(m.listSeparator),
          })}
        </p>
      )}
      <div>
        <p>{fill(m.explainPrefix, { released: p.released.key, n })}</p>
        <Bytes hex={p.prefix.hex} marked={n} label={p.prefix.text} />
      </div>
      <div>
        <p>{fill(m.explainVictimKey, { victim: p.victim.key })}</p>
        <Bytes hex={p.victimKeyHex} marked={n} label={p.victim.key} />
      </div>
      <div>
        <p>{fill(m.explainFixed, { victim: p.victim.key })}</p>
        <Bytes hex={p.prefix.fixedHex} marked={n} label={`${p.prefix.text} 0x20`} />
      </div>
      <p className="text-xs text-slate-700 dark:text-slate-300">{m.explainNamespaces}</p>
    </div>
  );
}
