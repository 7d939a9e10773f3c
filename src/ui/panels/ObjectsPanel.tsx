import { useMemo } from 'react';
import { usePanelStep } from './usePanelStep';
import { endpointSliceObject, renderObjectYaml, serviceObject } from '../../model/render/kubectl';
import type { ClusterState } from '../../model/trace';
import { toSimInput } from '../../scenario/toSimInput';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { lineDiff } from './lineDiff';

function objectsYaml(state: ClusterState, startTime: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, s] of Object.entries(state.k8s.services).sort())
    out.set(`service/${k}`, renderObjectYaml(serviceObject(s)));
  for (const [k, s] of Object.entries(state.k8s.slices).sort())
    out.set(`endpointslice/${k}`, renderObjectYaml(endpointSliceObject(s, startTime)));
  return out;
}

/** The Kubernetes objects at this moment, with a diff of those this step changed. */
export function ObjectsPanel() {
  const t = useT();
  const trace = useAppStore(selectTrace);
  // Deferred: the stage and playhead commit first; these panels follow without blocking a frame.
  const step = usePanelStep();
  const scenario = useAppStore((s) => s.scenario);
  const startTime = useMemo(() => toSimInput(scenario).startTime, [scenario]);
  const now = trace.steps[step]!.state;
  const before = step > 0 ? trace.steps[step - 1]!.state : undefined;
  const { current, diffs } = useMemo(() => {
    const cur = objectsYaml(now, startTime);
    const prev = before && before.k8s !== now.k8s ? objectsYaml(before, startTime) : cur;
    const d = [...new Set([...prev.keys(), ...cur.keys()])]
      .filter((k) => prev.get(k) !== cur.get(k))
      .map((k) => ({ key: k, lines: lineDiff(prev.get(k) ?? '', cur.get(k) ?? '') }));
    return { current: cur, diffs: d };
  }, [now, before, startTime]);
  return (
    <section
      role="region"
      aria-label={t.objects}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 [contain-intrinsic-size:auto_400px] [content-visibility:auto] dark:border-slate-700"
    >
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.objects}</h2>
      <h3 className="text-sm font-semibold">{t.diffAgainstPrevious}</h3>
      {diffs.length === 0 && <p className="text-sm text-slate-500">{t.noChanges}</p>}
      {diffs.map((d) => (
        <div key={d.key}>
          <p className="font-mono text-xs font-semibold">{d.key}</p>
          <pre className="term max-h-72 rounded bg-slate-100 p-2 dark:bg-slate-900">
            {d.lines
              .filter(
                (l, i, a) =>
                  l.kind !== 'same' || a.slice(Math.max(0, i - 3), i + 4).some((x) => x.kind !== 'same'),
              )
              .map((l, i) => (
                <span
                  key={i}
                  className={`block ${l.kind === 'add' ? 'bg-ok/20' : l.kind === 'del' ? 'bg-bad/20' : ''}`}
                >
                  {l.kind === 'add' ? '+ ' : l.kind === 'del' ? '- ' : '  '}
                  {l.text}
                </span>
              ))}
          </pre>
        </div>
      ))}
      <details>
        <summary className="cursor-pointer text-sm">
          kubectl get svc,endpointslices -A -o yaml ({current.size})
        </summary>
        <pre className="term mt-1 max-h-96 rounded bg-slate-100 p-2 dark:bg-slate-900">
          {[...current.values()].join('\n---\n')}
        </pre>
      </details>
    </section>
  );
}
