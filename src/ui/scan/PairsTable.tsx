import { Fragment, useId, useMemo, useState } from 'react';
import type { ExposedPair } from '../../scan/exposure';
import { fill, type ScanMessages } from './messages';
import { PairExplain } from './PairExplain';

type Col = 'released' | 'victim' | 'prefix' | 'shared' | 'effect';
const value: Record<Col, (p: ExposedPair) => string | number> = {
  released: (p) => p.released.key,
  victim: (p) => p.victim.key,
  prefix: (p) => p.prefix.bytes,
  shared: (p) => p.shared.length,
  effect: (p) => (p.victimLosesAll ? 1 : p.shared.length / Math.max(1, p.victim.backends)),
};

interface Props {
  pairs: ExposedPair[];
  m: ScanMessages;
  onReplay: (id: string) => string | undefined;
}

const btn =
  'rounded border border-slate-400 px-2 py-0.5 text-xs hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800';

/** The exposed pairs: sortable by any column, filterable by name or address, copyable as a tab-separated table. */
export function PairsTable({ pairs, m, onReplay }: Props) {
  const [sort, setSort] = useState<{ col: Col; dir: 1 | -1 }>({ col: 'victim', dir: 1 });
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const id = useId();
  const effect = (p: ExposedPair) =>
    p.victimLosesAll ? m.effectAll : fill(m.effectSome, { n: p.shared.length, m: p.victim.backends });
  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    const shown = q
      ? pairs.filter((p) =>
          [p.released.key, p.victim.key, ...p.shared].some((s) => s.toLowerCase().includes(q)),
        )
      : pairs;
    const get = value[sort.col];
    return [...shown].sort((a, b) => {
      const x = get(a);
      const y = get(b);
      return (x < y ? -1 : x > y ? 1 : 0) * sort.dir;
    });
  }, [pairs, filter, sort]);
  const cols: [Col, string][] = [
    ['released', m.colReleased],
    ['victim', m.colVictim],
    ['prefix', m.colPrefix],
    ['shared', m.colShared],
    ['effect', m.colEffect],
  ];
  const copy = async () => {
    const tsv = [
      cols.map(([, h]) => h),
      ...rows.map((p) => [
        p.released.key,
        p.victim.key,
        String(p.prefix.bytes),
        p.shared.join(' '),
        effect(p),
      ]),
    ]
      .map((r) => r.join('\t'))
      .join('\n');
    try {
      await navigator.clipboard.writeText(tsv);
      setNote(fill(m.copied, { n: rows.length }));
    } catch {
      setNote(m.copyFailed);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 id={`${id}-h`} className="text-base font-semibold">
          {m.pairsHeading} ({pairs.length})
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <label className="flex items-center gap-2">
            <span>{m.filterLabel}</span>
            <input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className="w-48 rounded-md border border-slate-400 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900"
            />
          </label>
          <button type="button" className={btn} onClick={() => void copy()}>
            {m.copyTable}
          </button>
        </div>
      </div>
      <p role="status" className="min-h-5 text-xs text-slate-700 dark:text-slate-300">
        {note || (filter && fill(m.shownOf, { shown: rows.length, total: pairs.length }))}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-400 dark:border-slate-600">
              {cols.map(([c, h]) => (
                <th
                  key={c}
                  scope="col"
                  aria-sort={sort.col === c ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none'}
                  className="px-2 py-1 font-semibold"
                >
                  <button
                    type="button"
                    onClick={() => setSort((s) => ({ col: c, dir: s.col === c ? (-s.dir as 1 | -1) : 1 }))}
                    className="text-left hover:underline"
                    title={fill(m.sortBy, { col: h })}
                  >
                    {h}
                    <span aria-hidden="true">{sort.col === c ? (sort.dir === 1 ? ' ▲' : ' ▼') : ' ↕'}</span>
                  </button>
                </th>
              ))}
              <th scope="col" className="px-2 py-1 font-semibold">
                {m.colActions}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <Fragment key={p.id}>
                <tr className="border-b border-slate-300 align-top dark:border-slate-800">
                  <td className="px-2 py-1.5 font-mono text-xs break-all">{p.released.key}</td>
                  <td className="px-2 py-1.5 font-mono text-xs break-all">{p.victim.key}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{fill(m.bytes, { n: p.prefix.bytes })}</td>
                  <td className="px-2 py-1.5 font-mono text-xs">
                    {p.shared.slice(0, 2).join(', ')}
                    {p.shared.length > 2 && ` +${p.shared.length - 2}`}
                  </td>
                  <td className="px-2 py-1.5">{effect(p)}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    <button
                      type="button"
                      className={`${btn} mr-1`}
                      aria-label={fill(m.replayOf, { pair: p.id })}
                      onClick={() => setNote(onReplay(p.id) ?? '')}
                    >
                      ▶ {m.replay}
                    </button>
                    <button
                      type="button"
                      className={btn}
                      aria-expanded={open === p.id}
                      aria-label={fill(m.explainOf, { pair: p.id })}
                      onClick={() => setOpen(open === p.id ? null : p.id)}
                    >
                      {open === p.id ? m.hide : m.explain}
                    </button>
                  </td>
                </tr>
                {open === p.id && (
                  <tr className="border-b border-slate-300 dark:border-slate-800">
                    <td colSpan={6} className="px-2 py-2">
                      <PairExplain p={p} m={m} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
        {!rows.length && <p className="p-2 text-sm">{pairs.length ? m.filterNone : m.pairsEmpty}</p>}
      </div>
    </section>
  );
}
