import { eventDef, type EditorField, type FieldWidth } from '../../scenario/events';
import { useEditorStore } from '../../store/editorStore';
import { Field, ipList, num } from './Field';

/** An event as typed: any field may hold anything (the validator reports it next to the field). */
export type Loose = Record<string, unknown> & { at: number; type: string };
type Rec = Record<string, unknown>;

const WIDTH: Record<FieldWidth, string> = {
  xs: 'min-w-16',
  s: 'min-w-20',
  m: 'min-w-28',
  l: 'min-w-36',
  xl: 'min-w-40',
};

const text = (v: unknown) => (v === undefined ? '' : (v as string));
const list = (v: unknown) => (v === null ? null : ((v as string[] | undefined) ?? []).join(', '));

/** One input of an event's row, as its type's definition describes it. `obj` is the object it edits. */
function EventField({
  f,
  obj,
  p,
  update,
}: {
  f: EditorField;
  obj: Rec;
  p: string;
  update: (g: (o: Rec) => void) => void;
}) {
  const label = f.label ?? f.key;
  const width = WIDTH[f.width ?? (f.kind === 'firstPort' ? 'xs' : 'm')];
  switch (f.kind) {
    case 'text':
      return (
        <Field
          label={label}
          path={`${p}.${f.key}`}
          value={text(obj[f.key])}
          width={width}
          onChange={(v) => update((o) => (f.optional && v === '' ? delete o[f.key] : (o[f.key] = v)))}
        />
      );
    case 'list':
      return (
        <Field
          label={label}
          path={`${p}.${f.key}`}
          value={list(obj[f.key])}
          width={width}
          onChange={(v) => update((o) => (o[f.key] = ipList(v)))}
        />
      );
    case 'int':
      return (
        <Field
          label={label}
          path={`${p}.${f.key}`}
          value={(obj[f.key] as number | undefined) ?? ''}
          width={width}
          onChange={(v) => update((o) => (f.optional && v === '' ? delete o[f.key] : (o[f.key] = num(v))))}
        />
      );
    case 'choice':
      return (
        <Field
          label={label}
          path={`${p}.${f.key}`}
          value={text(obj[f.key])}
          options={f.options}
          onChange={(v) => update((o) => (o[f.key] = v))}
        />
      );
    case 'firstPort':
      return (
        <Field
          label={label}
          path={`${p}.ports[0].port`}
          value={(obj.ports as Rec[] | undefined)?.[0]?.port as number | undefined}
          width={width}
          onChange={(v) =>
            update((o) => (o.ports = [{ ...((o.ports as Rec[] | undefined)?.[0] ?? {}), port: num(v) }]))
          }
        />
      );
  }
}

/** The fields of one event, from its type's definition. `p` is its JSON path, `i` its index. */
export function EventFields({ e, i, p }: { e: Loose; i: number; p: string }) {
  const def = eventDef(e.type);
  if (!def) return null;
  const edit = (f: (x: Loose) => void) =>
    useEditorStore.getState().edit((d) => (f(d.events[i] as unknown as Loose), d));
  return def.fields.map((f) => {
    const nested = f.in;
    const obj = nested ? (((e[nested] as Rec | undefined) ?? {}) as Rec) : e;
    const update = (g: (o: Rec) => void) => edit((x) => g(nested ? ((x[nested] ??= {}) as Rec) : x));
    return (
      <EventField
        key={`${nested ?? ''}.${f.key}`}
        f={f}
        obj={obj}
        p={nested ? `${p}.${nested}` : p}
        update={update}
      />
    );
  });
}
