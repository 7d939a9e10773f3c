import { useEditorStore, type Draft } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { EditorList } from './controls';
import { EventFields, type Loose } from './EventFields';
import { EventStrip } from './EventStrip';
import { Field, num } from './Field';
import { EVENT_TYPES, createEvent, type EventType } from '../../scenario/events';

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
          d.events.push(createEvent('connect', last + 2000, d));
          return d;
        })
      }
      before={<EventStrip draft={draft} />}
    >
      {(raw, i) => {
        const e = raw as unknown as Loose;
        const p = `$.events[${i}]`;
        return (
          <>
            <span className="pb-1 font-mono text-xs text-slate-500">{i + 1}.</span>
            <Field
              label="at (ms)"
              path={`${p}.at`}
              value={e.at}
              width="min-w-20"
              onChange={(v) => set(i, (x) => (x.at = num(v)))}
            />
            <Field
              label={t.editor.eventType}
              path={`${p}.type`}
              value={e.type}
              width="min-w-44"
              options={EVENT_TYPES}
              // A new type gets the fields it needs, filled from the draft (not an empty, invalid event).
              onChange={(v) =>
                edit((d) => {
                  d.events[i] = createEvent(v as EventType, Number(e.at) || 0, d);
                  return d;
                })
              }
            />
            <EventFields e={e} i={i} p={p} />
          </>
        );
      }}
    </EditorList>
  );
}
