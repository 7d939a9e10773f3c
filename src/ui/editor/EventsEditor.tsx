import { scaleLinear } from 'd3-scale';
import { useRef, useState } from 'react';
import type { ScenarioEventV1 } from '../../scenario/types';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useElementWidth } from '../timeline/useElementWidth';
import { useT } from '../i18n/useT';
import { EditorList } from './controls';
import { Field, ipList, num } from './Field';

const TYPES = [
  'patchEndpointSlice',
  'deleteEndpointSlice',
  'annotateService',
  'deleteService',
  'restartApiserver',
  'restartAgent',
  'connect',
] as const;
type Loose = Record<string, unknown> & { at: number; type: string };

/** Events sorted by time (the format requires time order), keeping each event's identity. */
function sortEvents(d: Draft): Draft {
  d.events.sort((a, b) => (Number(a.at) || 0) - (Number(b.at) || 0));
  return d;
}

/** A strip where each event is a marker that can be dragged in time. */
function EventStrip({ draft }: { draft: Draft }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 600);
  const [drag, setDrag] = useState<{ i: number; at: number } | null>(null);
  const end = Math.max(10_000, ...draft.events.map((e) => (Number(e.at) || 0) + 5000), draft.durationMs ?? 0);
  const x = scaleLinear()
    .domain([0, end])
    .range([12, width - 12])
    .clamp(true);
  const atFromPointer = (clientX: number) =>
    Math.round(x.invert(clientX - ref.current!.getBoundingClientRect().left) / 100) * 100;
  return (
    <div
      ref={ref}
      className="relative h-12 select-none rounded bg-slate-100 dark:bg-slate-900"
      aria-label={t.editor.dragHint}
      title={t.editor.dragHint}
    >
      <svg width={width} height={48} className="block">
        {x.ticks(8).map((tk) => (
          <text key={tk} x={x(tk)} y={44} textAnchor="middle" className="fill-slate-500 text-[9px]">
            {(tk / 1000).toFixed(0)}s
          </text>
        ))}
        {draft.events.map((e, i) => {
          const at = drag?.i === i ? drag.at : Number(e.at) || 0;
          return (
            <g
              key={i}
              transform={`translate(${x(at)},16)`}
              className="cursor-ew-resize"
              data-testid={`event-marker-${i}`}
              onPointerDown={(ev) => {
                ev.currentTarget.setPointerCapture(ev.pointerId);
                setDrag({ i, at });
              }}
              onPointerMove={(ev) => drag?.i === i && setDrag({ i, at: atFromPointer(ev.clientX) })}
              onPointerUp={() => {
                if (drag?.i === i)
                  useEditorStore.getState().edit((d) => ((d.events[i]!.at = drag.at), sortEvents(d)));
                setDrag(null);
              }}
            >
              <title>{`${e.type} @ ${at} ms`}</title>
              <circle
                r={7}
                className={
                  e.type === 'connect'
                    ? 'fill-info'
                    : e.type.startsWith('restart')
                      ? 'fill-warn'
                      : 'fill-mark'
                }
                stroke="currentColor"
              />
              <text y={-9} textAnchor="middle" className="fill-current text-[9px]">
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

export function EventsEditor({ draft }: { draft: Draft }) {
  const t = useT();
  const { edit } = useEditorStore.getState();
  const set = (i: number, f: (e: Loose) => void) => edit((d) => (f(d.events[i] as unknown as Loose), d));
  return (
    <EditorList
      legend={t.editor.events}
      items={draft.events}
      rowLabel={(_, i) => `Event ${i + 1}`}
      removeText={t.editor.remove}
      onRemove={(i) => edit((d) => (d.events.splice(i, 1), d))}
      addText={t.editor.add}
      onAdd={() =>
        edit((d) => {
          const last = d.events.reduce((m, ev) => Math.max(m, Number(ev.at) || 0), 0);
          const svc = d.services[0];
          d.events.push({
            at: last + 2000,
            type: 'connect',
            to: svc ? `${svc.clusterIP}:${svc.ports[0]?.port ?? 80}` : '10.96.0.1:80',
          } as ScenarioEventV1);
          return d;
        })
      }
      before={<EventStrip draft={draft} />}
    >
      {(raw, i) => {
        const e = raw as unknown as Loose;
        const p = `$.events[${i}]`;
        const ref = (
          <>
            <Field
              label="namespace"
              path={`${p}.namespace`}
              value={e.namespace as string}
              onChange={(v) => set(i, (x) => (x.namespace = v))}
            />
            <Field
              label="name"
              path={`${p}.name`}
              value={e.name as string}
              width="w-40"
              onChange={(v) => set(i, (x) => (x.name = v))}
            />
          </>
        );
        return (
          <>
            <span className="pb-1 font-mono text-xs text-slate-500">{i + 1}.</span>
            <Field
              label="at (ms)"
              path={`${p}.at`}
              value={e.at}
              width="w-20"
              onChange={(v) => set(i, (x) => (x.at = num(v)))}
            />
            <Field
              label="type"
              path={`${p}.type`}
              value={e.type}
              width="w-44"
              options={TYPES}
              onChange={(v) =>
                set(i, (x) => {
                  for (const k of Object.keys(x)) if (k !== 'at') delete x[k];
                  x.type = v;
                })
              }
            />
            {(e.type === 'patchEndpointSlice' ||
              e.type === 'deleteEndpointSlice' ||
              e.type === 'annotateService' ||
              e.type === 'deleteService') &&
              ref}
            {e.type === 'patchEndpointSlice' && (
              <Field
                label="endpoints"
                path={`${p}.endpoints`}
                value={e.endpoints === null ? null : ((e.endpoints as string[] | undefined) ?? []).join(', ')}
                width="w-40"
                onChange={(v) => set(i, (x) => (x.endpoints = ipList(v)))}
              />
            )}
            {e.type === 'annotateService' && (
              <>
                <Field
                  label="key"
                  path={`${p}.key`}
                  value={e.key as string}
                  onChange={(v) => set(i, (x) => (x.key = v))}
                />
                <Field
                  label="value"
                  path={`${p}.value`}
                  value={e.value as string}
                  onChange={(v) => set(i, (x) => (x.value = v))}
                />
              </>
            )}
            {e.type === 'connect' && (
              <>
                <Field
                  label="to"
                  path={`${p}.to`}
                  value={e.to as string}
                  width="w-40"
                  onChange={(v) => set(i, (x) => (x.to = v))}
                />
                <Field
                  label="client"
                  path={`${p}.client`}
                  value={(e.client as string) ?? ''}
                  width="w-40"
                  onChange={(v) => set(i, (x) => (v ? (x.client = v) : delete x.client))}
                />
              </>
            )}
            {e.type === 'restartApiserver' && (
              <Field
                label="replica (empty = all)"
                path={`${p}.replica`}
                value={(e.replica as number | undefined) ?? ''}
                width="w-20"
                onChange={(v) => set(i, (x) => (v === '' ? delete x.replica : (x.replica = num(v))))}
              />
            )}
          </>
        );
      }}
    </EditorList>
  );
}
