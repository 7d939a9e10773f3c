import { wordError } from '../../scenario/problems';
import { useAppStore } from '../../store/appStore';
import { useEditorStore } from '../../store/editorStore';
import { showNotice } from '../../store/notices';
import { plural } from '../i18n/plural';
import { useT } from '../i18n/useT';
import { downloadScenario, readScenarioFile } from '../share/scenarioFile';
import { CollisionPanel } from './CollisionPanel';
import { EditorCrashGuard } from './EditorCrashGuard';
import { EventsEditor } from './EventsEditor';
import { ServicesEditor } from './ServicesEditor';
import { SlicesEditor } from './SlicesEditor';
import { Field } from './Field';
import { smallButton } from './controls';
import { useRevealOnOpen } from '../useRevealOnOpen';
import { useRef } from 'react';

/** Whether the draft is really kept: never "saved" when storage refused it, with a way to keep it anyway. */
function SaveStatus() {
  const t = useT();
  const save = useEditorStore((s) => s.save);
  const draft = useEditorStore((s) => s.draft);
  if (save === 'saved') return <span className="text-xs text-slate-500">{t.editor.savedLocally}</span>;
  if (save === 'idle') return <span className="text-xs text-slate-500">{t.editor.notEdited}</span>;
  if (save === 'pending') return <span className="text-xs text-slate-500">{t.editor.pendingPause}</span>;
  return (
    <span role="alert" className="flex items-center gap-2 text-xs text-bad">
      <span>
        <span aria-hidden="true">⚠ </span>
        {save === 'full' ? t.editor.notSavedFull : t.editor.notSavedBlocked}
      </span>
      {draft && (
        <button type="button" className={smallButton} onClick={() => downloadScenario(draft)}>
          ⬇ {t.editor.downloadDraft}
        </button>
      )}
    </span>
  );
}

/** Edit the scenario; every valid change re-simulates both key variants at once. */
/** Sets one of the scenario's optional top-level texts, or removes it when it is empty. */
const setOptional = (key: 'summary' | 'ciliumVersion', v: string) =>
  useEditorStore.getState().edit((d) => {
    if (v.trim()) d[key] = v;
    else delete d[key];
    return d;
  });

export function Editor() {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const open = useEditorStore((s) => s.open);
  const draft = useEditorStore((s) => s.draft);
  const errors = useEditorStore((s) => s.errors);
  const waiting = useEditorStore((s) => s.save === 'pending');
  const simulating = useAppStore((s) => s.simulation?.reason === 'edit');
  const section = useRef<HTMLElement>(null);
  useRevealOnOpen(section, open && draft !== null);
  if (!open || !draft) return null;
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    const r = await readScenarioFile(file);
    if (r.ok) useEditorStore.getState().importDraft(r.scenario, file.name);
    else showNotice({ kind: 'fileError', name: file.name, errors: r.errors });
  };
  return (
    <section
      ref={section}
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
          width="min-w-72"
          mono={false}
          onChange={(v) => useEditorStore.getState().edit((d) => ((d.title = v), d))}
        />
        <Field
          label="ciliumVersion"
          path="$.ciliumVersion"
          value={draft.ciliumVersion}
          // Empty: no pinned release (the incident's).
          onChange={(v) => setOptional('ciliumVersion', v.trim())}
        />
        <p role="status" className={`text-sm ${errors.length ? 'text-bad' : 'text-ok'}`}>
          <span aria-hidden="true">{errors.length ? '✗ ' : '✓ '}</span>
          {errors.length
            ? plural(lang, t.editor.invalid, errors.length)
            : waiting
              ? t.editor.validWaiting
              : simulating
                ? t.editor.validSimulating
                : t.editor.valid}
        </p>
        <SaveStatus />
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
            onChange={(e) => {
              void onImport(e.target.files?.[0]);
              e.target.value = ''; // the same file can be imported again
            }}
          />
        </label>
      </div>
      {/* The summary travels in every link, embed and picture: a preset's own would describe another scenario
          once edited, so it is edited here too (empty: none). */}
      <Field
        label="summary"
        path="$.summary"
        value={draft.summary ?? ''}
        mono={false}
        prose
        onChange={(v) => setOptional('summary', v)}
      />
      <EditorCrashGuard t={t}>
        <CollisionPanel draft={draft} />
        <ServicesEditor draft={draft} />
        <SlicesEditor draft={draft} />
        <EventsEditor draft={draft} />
      </EditorCrashGuard>
      {errors.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-bad">
            {plural(lang, t.editor.invalid, errors.length)}
          </summary>
          <ul className="font-mono text-xs">
            {errors.map((e, i) => (
              <li key={i}>{wordError(e, t.problems)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
