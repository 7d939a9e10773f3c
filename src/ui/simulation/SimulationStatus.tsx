import { useAppStore } from '../../store/appStore';
import { fmt, useT } from '../i18n/useT';
import { RunProgress } from './RunProgress';

/**
 * A large scenario being simulated off the page’s thread: what (its title and size), how far,
 * and Cancel. What is going on is a status; the percentage is a progress bar, not chatter.
 */
export function SimulationStatus() {
  const t = useT();
  const sim = useAppStore((s) => s.simulation);
  const reading = useAppStore((s) => s.readingLink);
  if (!sim && reading)
    return (
      <section
        aria-label={t.simulation.region}
        className="rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm dark:border-info/60 dark:bg-info/10"
      >
        <p role="status" className="text-slate-800 dark:text-slate-200">
          {t.simulation.readingLink}
        </p>
      </section>
    );
  if (!sim) return null;
  const percent = Math.round(sim.fraction * 100);
  const heading = fmt(sim.reason === 'open' ? t.simulation.opening : t.simulation.editing, {
    title: sim.scenario.title,
  });
  return (
    <section
      aria-label={t.simulation.region}
      className="flex flex-col gap-2 rounded-lg border border-accent/60 bg-accent/10 px-4 py-3 text-sm dark:border-info/60 dark:bg-info/10"
    >
      <h2 className="text-base font-semibold break-words">{heading}</h2>
      <p role="status" className="text-slate-800 dark:text-slate-200">
        {fmt(t.simulation.size, { services: sim.services, slices: sim.slices })} · {t.simulation.running}
      </p>
      <div className="flex items-center gap-3">
        <RunProgress label={t.simulation.progress} percent={percent} />
        <button
          type="button"
          className="rounded-md border border-slate-400 px-3 py-1 hover:bg-slate-200 dark:border-slate-500 dark:hover:bg-slate-800"
          onClick={() => useAppStore.getState().cancelSimulation()}
        >
          {t.simulation.cancel}
        </button>
      </div>
    </section>
  );
}
