import type { ScenarioServiceV1 } from '../../scenario/types';
import { useEditorStore, type Draft } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { EditorList, smallButton } from './controls';
import { Field, ipList } from './Field';
import { PortFields } from './PortFields';

export function ServicesEditor({ draft }: { draft: Draft }) {
  const t = useT();
  const { edit, renameService } = useEditorStore.getState();
  const set = (i: number, f: (s: ScenarioServiceV1) => void) => edit((d) => (f(d.services[i]!), d));
  return (
    <EditorList
      legend={t.editor.services}
      items={draft.services}
      rowLabel={(s) => `Service ${s.namespace}/${s.name}`}
      removeText={t.editor.remove}
      onRemove={(i) => edit((d) => (d.services.splice(i, 1), d))}
      addText={`${t.editor.add} Service`}
      onAdd={() =>
        edit((d) => {
          const n = d.services.length + 1;
          d.services.push({
            namespace: 'default',
            name: `svc-${n}`,
            type: 'ClusterIP',
            clusterIP: `10.96.1.${n}`,
            ports: [{ port: 80 }],
          });
          return d;
        })
      }
    >
      {(s, i) => {
        const p = `$.services[${i}]`;
        return (
          <>
            <Field
              label="namespace"
              path={`${p}.namespace`}
              value={s.namespace}
              onChange={(v) => renameService(i, { namespace: v })}
            />
            <Field
              label="name"
              path={`${p}.name`}
              value={s.name}
              onChange={(v) => renameService(i, { name: v })}
              width="min-w-40"
            />
            <Field
              label="type"
              path={`${p}.type`}
              value={s.type}
              options={['ClusterIP', 'NodePort', 'LoadBalancer']}
              onChange={(v) => set(i, (x) => (x.type = v as ScenarioServiceV1['type']))}
            />
            <Field
              label="clusterIP"
              path={`${p}.clusterIP`}
              value={s.clusterIP}
              onChange={(v) => set(i, (x) => (x.clusterIP = v))}
            />
            {s.type === 'LoadBalancer' && (
              <Field
                label="loadBalancerIPs"
                path={`${p}.loadBalancerIPs`}
                value={(s.loadBalancerIPs ?? []).join(', ')}
                onChange={(v) => set(i, (x) => (x.loadBalancerIPs = ipList(v) ?? []))}
              />
            )}
            {s.ports.map((port, k) => (
              <PortFields
                key={k}
                path={`${p}.ports[${k}]`}
                port={port}
                withTargetPort
                edit={(f) => set(i, (x) => f(x.ports[k]!))}
              />
            ))}
            <button
              type="button"
              className={smallButton}
              onClick={() => set(i, (x) => x.ports.push({ port: 8080 }))}
            >
              + {t.editor.addPort}
            </button>
          </>
        );
      }}
    </EditorList>
  );
}
