import type { ScenarioSliceV1 } from '../../scenario/types';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { EditorList, smallButton } from './controls';
import { Field, ipList } from './Field';
import { keepNodeNames, NodeNameFields } from './NodeNameFields';
import { PortFields } from './PortFields';

export function SlicesEditor({ draft }: { draft: Draft }) {
  const t = useT();
  const { edit, renameSlice } = useEditorStore.getState();
  const set = (i: number, f: (s: ScenarioSliceV1) => void) => edit((d) => (f(d.endpointSlices[i]!), d));
  return (
    <EditorList
      legend={t.editor.slices}
      items={draft.endpointSlices}
      rowLabel={(s) => `EndpointSlice ${s.namespace}/${s.name}`}
      removeText={t.editor.remove}
      onRemove={(i) => edit((d) => (d.endpointSlices.splice(i, 1), d))}
      addText={`${t.editor.add} EndpointSlice`}
      onAdd={() =>
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
      {(s, i) => {
        const p = `$.endpointSlices[${i}]`;
        return (
          <>
            <Field
              label="namespace"
              path={`${p}.namespace`}
              value={s.namespace}
              onChange={(v) => renameSlice(i, { namespace: v })}
            />
            <Field
              label="name"
              path={`${p}.name`}
              value={s.name}
              width="min-w-40"
              onChange={(v) => renameSlice(i, { name: v })}
            />
            <Field
              label="service"
              path={`${p}.service`}
              value={s.service}
              width="min-w-36"
              onChange={(v) => set(i, (x) => (x.service = v))}
            />
            <Field
              label="endpoints"
              path={`${p}.endpoints`}
              value={s.endpoints === null ? null : s.endpoints.join(', ')}
              width="min-w-44"
              onChange={(v) =>
                set(i, (x) => {
                  x.endpoints = ipList(v);
                  keepNodeNames(x);
                })
              }
            />
            <NodeNameFields path={p} slice={s} edit={(f) => set(i, f)} />
            {(s.ports ?? []).map((port, k) => (
              <PortFields
                key={k}
                path={`${p}.ports[${k}]`}
                port={port}
                edit={(f) => set(i, (x) => f(x.ports![k]!))}
              />
            ))}
            <button
              type="button"
              className={smallButton}
              onClick={() => set(i, (x) => (x.ports = [...(x.ports ?? []), { port: 80 }]))}
            >
              + {t.editor.addPort}
            </button>
          </>
        );
      }}
    </EditorList>
  );
}
