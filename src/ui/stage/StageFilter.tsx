import { useId } from 'react';
import type { ScenarioV1 } from '../../scenario/types';
import { useAppStore } from '../../store/appStore';
import { plural } from '../i18n/plural';
import { fmt, useT } from '../i18n/useT';
import { STAGE_PAGE_LIMITS } from '../layout';
import { matchesFilter } from './stageModel';

/** Whether a scenario has more Services than the page's stage shows at once (then it gets a filter box). */
export const wantsStageFilter = (scenario: ScenarioV1) =>
  scenario.services.length > STAGE_PAGE_LIMITS.services;

/**
 * "Filter services": narrows the stage to the Services whose `namespace/name` contains the text (their slices,
 * backends and BPF rows with them), and says how many match. The rows the current moment is about still come
 * first among those that match.
 */
export function StageFilter({
  scenario,
  value,
  onChange,
}: {
  scenario: ScenarioV1;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const id = useId();
  const total = scenario.services.length;
  const n = value.trim()
    ? scenario.services.filter((s) => matchesFilter(`${s.namespace}/${s.name}`, value)).length
    : total;
  return (
    <div className="flex flex-wrap items-center gap-2 px-1 pb-1 text-sm">
      <label htmlFor={id} className="font-medium">
        {t.stageFilter.label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t.stageFilter.placeholder}
        onChange={(e) => onChange(e.target.value)}
        // Typing here must not drive the player (Space, arrows): the page's shortcuts skip inputs.
        className="w-56 rounded border border-slate-400 bg-white px-2 py-0.5 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <span role="status" className={n === 0 ? 'text-bad-strong' : 'text-slate-600 dark:text-slate-300'}>
        {value.trim()
          ? n === 0
            ? fmt(t.stageFilter.none, { q: value.trim() })
            : plural(lang, t.stageFilter.matches, n, { total: total.toLocaleString() })
          : ''}
      </span>
    </div>
  );
}
