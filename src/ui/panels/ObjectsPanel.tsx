import { useMemo, useState } from 'react';
import { usePanelStep } from './usePanelStep';
import { endpointSliceObject, renderObjectYaml, serviceObject } from '../../model/render/kubectl';
import type { ClusterState } from '../../model/trace';
import { toSimInput } from '../../scenario/toSimInput';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { lineDiff } from './lineDiff';

type K8sObject = ClusterState['k8s']['services'][string] | ClusterState['k8s']['slices'][string];

// YAML per object and start time. States share unchanged objects, so a step renders only the objects it changed.
const yamlCache = new WeakMap<K8sObject, Map<number, string>>();

function objectYaml(kind: 'service' | 'endpointslice', o: K8sObject, startTime: number): string {
  let byStart = yamlCache.get(o);
  if (!byStart) yamlCache.set(o, (byStart = new Map()));
  let y = byStart.get(startTime);
  if (y === undefined) {
    y =
      kind === 'service'
        ? renderObjectYaml(serviceObject(o as ClusterState['k8s']['services'][string]))
        : renderObjectYaml(endpointSliceObject(o as ClusterState['k8s']['slices'][string], startTime));
    byStart.set(startTime, y);
  }
  return y;
}

/** Every object of a state, keyed `service/ns/name` or `endpointslice/ns/name`, in kubectl's order. */
function objectsOf(state: ClusterState): Map<string, { kind: 'service' | 'endpointslice'; o: K8sObject }> {
  const out = new Map<string, { kind: 'service' | 'endpointslice'; o: K8sObject }>();
  for (const [k, o] of Object.entries(state.k8s.services).sort())
    out.set(`service/${k}`, { kind: 'service', o });
  for (const [k, o] of Object.entries(state.k8s.slices).sort())
    out.set(`endpointslice/${k}`, { kind: 'endpointslice', o });
  return out;
}

/** The objects this step changed (by identity: states share the ones it did not), each with its YAML diff. */
function changedObjects(now: ClusterState, before: ClusterState | undefined, startTime: number) {
  if (!before || before.k8s === now.k8s) return [];
  const cur = objectsOf(now);
  const prev = objectsOf(before);
  return [...new Set([...prev.keys(), ...cur.keys()])]
    .filter((k) => prev.get(k)?.o !== cur.get(k)?.o)
    .map((k) => {
      const y = (e: { kind: 'service' | 'endpointslice'; o: K8sObject } | undefined) =>
        e ? objectYaml(e.kind, e.o, startTime) : '';
      return { key: k, before: y(prev.get(k)), after: y(cur.get(k)) };
    })
    .filter((d) => d.before !== d.after)
    .map((d) => ({ key: d.key, lines: lineDiff(d.before, d.after) }));
}

/** All objects as `kubectl get svc,endpointslices -A -o yaml` prints them. */
const allYaml = (state: ClusterState, startTime: number) =>
  [...objectsOf(state).values()].map((e) => objectYaml(e.kind, e.o, startTime)).join('\n---\n');

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
  const diffs = useMemo(() => changedObjects(now, before, startTime), [now, before, startTime]);
  const count = Object.keys(now.k8s.services).length + Object.keys(now.k8s.slices).length;
  // The full listing renders only while it is open (thousands of objects in a large cluster).
  const [open, setOpen] = useState(false);
  const all = useMemo(() => (open ? allYaml(now, startTime) : ''), [open, now, startTime]);
  return (
    <section
      role="region"
      aria-label={t.objects}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 [contain-intrinsic-size:auto_7.9rem] [content-visibility:auto] dark:border-slate-700"
    >
      <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.objects}</h2>
      <h3 className="text-sm font-semibold">{t.diffAgainstPrevious}</h3>
      {diffs.length === 0 && <p className="text-sm text-slate-500">{t.noChanges}</p>}
      {diffs.map((d) => (
        <div key={d.key}>
          <p className="font-mono text-xs font-semibold">{d.key}</p>
          <pre tabIndex={0} className="term max-h-72 rounded bg-slate-100 p-2 dark:bg-slate-900">
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
      <details onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer text-sm">
          <code className="font-mono">kubectl get svc,endpointslices -A -o yaml</code> ({count})
        </summary>
        {open && (
          <pre tabIndex={0} className="term mt-1 max-h-96 rounded bg-slate-100 p-2 dark:bg-slate-900">
            {all}
          </pre>
        )}
      </details>
    </section>
  );
}
