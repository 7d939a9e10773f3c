import { useEffect, useRef } from 'react';
import { useAppStore } from '../store/appStore';
import { useT } from './i18n/useT';
import { useModalDialog } from './useModalDialog';
import { Rich } from './text/Rich';

/** Every term the story uses, with a short definition; opened at the term that was clicked. */
export function GlossaryDialog() {
  const t = useT();
  const target = useAppStore((s) => s.glossary);
  const ref = useModalDialog(target !== null);
  const list = useRef<HTMLDListElement>(null);
  useEffect(() => {
    if (!target || target === 'all') return;
    list.current?.querySelector(`[data-term="${target}"]`)?.scrollIntoView({ block: 'center' });
  }, [target]);
  return (
    <dialog
      ref={ref}
      aria-labelledby="glossary-h"
      onClose={() => useAppStore.getState().openGlossary(null)}
      className="m-auto max-h-[85vh] max-w-2xl rounded-lg border border-slate-400 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="glossary-h" className="mb-3 text-lg font-semibold">
        {t.glossary.title}
      </h2>
      <dl ref={list} className="flex flex-col gap-3 text-sm">
        {t.glossary.entries.map((e) => (
          <div
            key={e.id}
            data-term={e.id}
            className={`rounded-md p-2 ${target === e.id ? 'bg-sky-100 ring-2 ring-info dark:bg-sky-900/40' : ''}`}
          >
            <dt className="font-semibold">{e.term}</dt>
            <dd className="mt-0.5 text-slate-700 dark:text-slate-300">
              <Rich text={e.definition} />
            </dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4 text-right">
        <button className="rounded-md border border-slate-400 px-3 py-1 text-sm" autoFocus>
          {t.close}
        </button>
      </form>
    </dialog>
  );
}
