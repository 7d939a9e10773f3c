import { selectRuns, useAppStore } from '../store/appStore';
import { fmt, useT } from './i18n/useT';
import { scenarioText } from './scenarioText';
import { Rich } from './text/Rich';

/** The current scenario's title and summary, always visible (also for a custom scenario opened from a link). */
export function ScenarioBar() {
  const t = useT();
  const presetId = useAppStore((s) => s.presetId);
  const scenario = useAppStore(selectRuns).scenario;
  const { title, summary } = scenarioText(t, presetId, scenario);
  const release = `v${(scenario.ciliumVersion ?? '').replace(/^v/, '')}`;
  return (
    <div className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1 px-1">
      <h2 className="text-base font-semibold">{title}</h2>
      {/* Beside the title while it has room for a readable column (18rem), else on a line of its own. */}
      {summary && (
        <p className="min-w-0 grow basis-72 text-sm text-slate-700 dark:text-slate-300">
          <Rich text={summary} />
        </p>
      )}
      {presetId === null && (
        <span className="text-xs text-slate-600 dark:text-slate-400">{t.customScenario}</span>
      )}
      {scenario.ciliumVersion && (
        <span
          className="text-xs text-slate-600 dark:text-slate-400"
          title={fmt(t.ciliumReleaseTip, { version: release })}
        >
          {fmt(t.ciliumRelease, { version: release })}
        </span>
      )}
    </div>
  );
}
