import { useEditorStore } from '../../store/editorStore';
import { fmt, useT } from '../i18n/useT';
import { downloadScenario, readScenarioFile } from '../share/scenarioFile';
import { useAppStore } from '../../store/appStore';
import { CollisionPanel } from './CollisionPanel';
import { EventsEditor } from './EventsEditor';
import { ServicesEditor } from './ServicesEditor';
import { SlicesEditor } from './SlicesEditor';
import { Field } from './Field';
import { smallButton } from './controls';

/** Edit the scenario; every valid change re-simulates both key variants at once. */
export function Editor() {
  const t = useT();
  const open = useEditorStore((s) => s.open);
  const draft = useEditorStore((s) => s.draft);
  const errors = useEditorStore((s) => s.errors);
  if (!open || !draft) return null;
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const r = await readScenarioFile(file);
    if (r.ok) useEditorStore.getState().importDraft(r.scenario);
    else useAppStore.getState().setNotice(fmt(t.share.fileError, { name: file.name, error: r.error }));
  };
  return (
    <section
      aria-labelledby="editor-h"
      className="mx-3 mt-3 flex flex-col gap-3 rounded-lg border-2 border-accent/60 p-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="editor-h" className="text-lg font-semibold">
          {t.editor.title}
        </h2>
        <Field
          label="title"
          path="$.title"
          value={draft.title}
          width="w-72"
          mono={false}
          onChange={(v) => useEditorStore.getState().edit((d) => ((d.title = v), d))}
        />
        <p role="status" className={`text-sm ${errors.length ? 'text-bad' : 'text-ok'}`}>
          <span aria-hidden="true">{errors.length ? '✗ ' : '✓ '}</span>
          {errors.length ? fmt(t.editor.invalid, { n: errors.length }) : t.editor.valid}
        </p>
        <span className="text-xs text-slate-500">{t.editor.savedLocally}</span>
        <button
          type="button"
          className={`${smallButton} px-2 py-1 text-sm ml-auto`}
          onClick={() => downloadScenario(draft)}
        >
          ⬇ {t.editor.exportJson}
        </button>
        <label className={`${smallButton} px-2 py-1 text-sm cursor-pointer`}>
          ⬆ {t.editor.importJson}
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            onChange={(e) => void onImport(e.target.files?.[0])}
          />
        </label>
      </div>
      <CollisionPanel draft={draft} />
      <ServicesEditor draft={draft} />
      <SlicesEditor draft={draft} />
      <EventsEditor draft={draft} />
      {errors.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-bad">{fmt(t.editor.invalid, { n: errors.length })}</summary>
          <ul className="font-mono text-xs">
            {errors.map((e, i) => (
              <li key={i}>
                {e.path}: {e.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
