import { useAppStore } from '../../store/appStore';
import { fmt, useT } from '../i18n/useT';
import { RunProgress } from './RunProgress';

/**
 * The other key's run, still being simulated while a large scenario already shows one key: said where a view
 * asked for it is waiting (`wanted`: the key or compare, which opens once the run is in), or, with `always`,
 * wherever something needs both runs (presenting, a talk, an export). Nothing otherwise.
 */
export function RunPending({ always = false }: { always?: boolean }) {
  const t = useT();
  const pending = useAppStore((s) => s.pendingRun);
  if (!pending || (!always && pending.wanted === null)) return null;
  const key = pending.variant === 'fixed' ? t.fixedKey : t.buggyKey;
  const text =
    pending.wanted === null
      ? fmt(t.simulation.pendingBoth, { key })
      : fmt(pending.wanted === 'compare' ? t.simulation.pendingCompare : t.simulation.pendingKey, { key });
  const percent = Math.round(pending.fraction * 100);
  return (
    // Where a view waits, it stays in sight however far the page is scrolled (the key was asked for anywhere).
    <section
      aria-label={t.simulation.region}
      className={`flex flex-col gap-2 rounded-lg border border-accent/60 px-4 py-3 text-sm dark:border-info/60 ${
        always ? 'bg-accent/10 dark:bg-info/10' : 'sticky top-2 z-20 bg-slate-50 shadow-lg dark:bg-slate-900'
      }`}
    >
      <p role="status" className="text-slate-800 dark:text-slate-200">
        {text}
      </p>
      <div className="flex items-center gap-3">
        <RunProgress label={fmt(t.simulation.pendingRun, { key })} percent={percent} />
      </div>
    </section>
  );
}
