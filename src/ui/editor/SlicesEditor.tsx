import type { ScenarioSliceV1 } from '../../scenario/types';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { RemoveButton, smallButton } from './controls';
import { Field, ipList, num } from './Field';

export function SlicesEditor({ draft }: { draft: Draft }) {
  const t = useT();
  const { edit } = useEditorStore.getState();
  const set = (i: number, f: (s: ScenarioSliceV1) => void) => edit((d) => (f(d.endpointSlices[i]!), d));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t.editor.slices}</legend>
      {draft.endpointSlices.map((s, i) => {
        const p = `$.endpointSlices[${i}]`;
        return (
          <div
            key={i}
            role="group"
            aria-label={`EndpointSlice ${s.namespace}/${s.name}`}
            className="flex flex-wrap items-end gap-2 rounded border border-slate-300 p-2 dark:border-slate-700"
          >
            <Field
              label="namespace"
              path={`${p}.namespace`}
              value={s.namespace}
              onChange={(v) => set(i, (x) => (x.namespace = v))}
            />
            <Field
              label="name"
              path={`${p}.name`}
              value={s.name}
              width="w-40"
              onChange={(v) => set(i, (x) => (x.name = v))}
            />
            <Field
              label="service"
              path={`${p}.service`}
              value={s.service}
              width="w-36"
              onChange={(v) => set(i, (x) => (x.service = v))}
            />
            <Field
              label="endpoints"
              path={`${p}.endpoints`}
              value={s.endpoints === null ? null : s.endpoints.join(', ')}
              width="w-44"
              onChange={(v) => set(i, (x) => (x.endpoints = ipList(v)))}
            />
            {(s.ports ?? []).map((port, k) => (
              <span key={k} className="inline-flex items-end gap-1">
                <Field
                  label="port name"
                  path={`${p}.ports[${k}].name`}
                  value={port.name ?? ''}
                  width="w-16"
                  onChange={(v) => set(i, (x) => (x.ports![k]!.name = v))}
                />
                <Field
                  label="port"
                  path={`${p}.ports[${k}].port`}
                  value={port.port}
                  width="w-16"
                  onChange={(v) => set(i, (x) => (x.ports![k]!.port = num(v)))}
                />
                <Field
                  label="protocol"
                  path={`${p}.ports[${k}].protocol`}
                  value={port.protocol ?? 'TCP'}
                  options={['TCP', 'UDP', 'SCTP']}
                  onChange={(v) => set(i, (x) => (x.ports![k]!.protocol = v as 'TCP'))}
                />
              </span>
            ))}
            <button
              type="button"
              className={smallButton}
              onClick={() => set(i, (x) => (x.ports = [...(x.ports ?? []), { port: 80 }]))}
            >
              + {t.editor.addPort}
            </button>
            <RemoveButton
              label={`${t.editor.remove} ${s.namespace}/${s.name}`}
              text={t.editor.remove}
              onClick={() => edit((d) => (d.endpointSlices.splice(i, 1), d))}
            />
          </div>
        );
      })}
      <button
        type="button"
        className={`${smallButton} self-start`}
        onClick={() =>
          edit((d) => {
            const svc = d.services[0];
            d.endpointSlices.push({
              namespace: svc?.namespace ?? 'default',
              name: `slice-${d.endpointSlices.length + 1}`,
              service: svc?.name ?? '',
              endpoints: ['10.0.0.1'],
              ports: [{ port: 80 }],
            });
            return d;
          })
        }
      >
        + {t.editor.add} EndpointSlice
      </button>
    </fieldset>
  );
}
