import { useEditorStore } from '../../store/editorStore';
import { Field, ipList, num } from './Field';

/** An event as typed: any field may hold anything (the validator reports it next to the field). */
export type Loose = Record<string, unknown> & { at: number; type: string };
type Rec = Record<string, unknown>;

const text = (v: unknown) => (v === undefined ? '' : (v as string));

/** The `port` field of an object's first port (a slice's or a new Service's); `update` edits that object. */
function firstPortField(path: string, obj: Rec, update: (f: (o: Rec) => void) => void) {
  const ports = obj.ports as Rec[] | undefined;
  return (
    <Field
      key="port"
      label="port"
      path={`${path}.ports[0].port`}
      value={ports?.[0]?.port as number | undefined}
      width="min-w-16"
      onChange={(v) =>
        update((o) => (o.ports = [{ ...((o.ports as Rec[] | undefined)?.[0] ?? {}), port: num(v) }]))
      }
    />
  );
}
const list = (v: unknown) => (v === null ? null : ((v as string[] | undefined) ?? []).join(', '));

/** The fields of one event, by type. `p` is its JSON path, `i` its index. */
export function EventFields({ e, i, p }: { e: Loose; i: number; p: string }) {
  const set = (f: (x: Loose) => void) =>
    useEditorStore.getState().edit((d) => (f(d.events[i] as unknown as Loose), d));
  const field = (key: string, width = 'min-w-28') => (
    <Field
      key={key}
      label={key}
      path={`${p}.${key}`}
      value={text(e[key])}
      width={width}
      onChange={(v) => set((x) => (x[key] = v))}
    />
  );
  const endpoints = (
    <Field
      key="endpoints"
      label="endpoints"
      path={`${p}.endpoints`}
      value={list(e.endpoints)}
      width="min-w-40"
      onChange={(v) => set((x) => (x.endpoints = ipList(v)))}
    />
  );
  switch (e.type) {
    case 'patchEndpointSlice':
      return [field('namespace'), field('name', 'min-w-40'), endpoints];
    case 'deleteEndpointSlice':
    case 'deleteService':
      return [field('namespace'), field('name', 'min-w-40')];
    case 'annotateService':
      return [field('namespace'), field('name', 'min-w-40'), field('key', 'min-w-40'), field('value')];
    case 'createEndpointSlice':
      return [
        field('namespace'),
        field('name', 'min-w-40'),
        field('service', 'min-w-36'),
        endpoints,
        firstPortField(p, e, set),
      ];
    case 'createService': {
      const svc = (e.service ?? {}) as Rec;
      const sp = `${p}.service`;
      const setSvc = (f: (s: Rec) => void) => set((x) => f((x.service ??= {}) as Rec));
      return [
        ...(['namespace', 'name', 'clusterIP'] as const).map((k) => (
          <Field
            key={k}
            label={k}
            path={`${sp}.${k}`}
            value={text(svc[k])}
            width={k === 'name' ? 'min-w-40' : 'min-w-28'}
            onChange={(v) => setSvc((s) => (s[k] = v))}
          />
        )),
        <Field
          key="type"
          label="type"
          path={`${sp}.type`}
          value={text(svc.type)}
          options={['ClusterIP', 'NodePort', 'LoadBalancer']}
          onChange={(v) => setSvc((s) => (s.type = v))}
        />,
        firstPortField(sp, svc, setSvc),
      ];
    }
    case 'connect':
      return [
        field('to', 'min-w-40'),
        <Field
          key="client"
          label="client"
          path={`${p}.client`}
          value={text(e.client)}
          width="min-w-40"
          onChange={(v) => set((x) => (v ? (x.client = v) : delete x.client))}
        />,
      ];
    case 'restartApiserver':
      return (
        <Field
          label="replica (empty = all)"
          path={`${p}.replica`}
          value={(e.replica as number | undefined) ?? ''}
          width="min-w-20"
          onChange={(v) => set((x) => (v === '' ? delete x.replica : (x.replica = num(v))))}
        />
      );
    default:
      return null;
  }
}
