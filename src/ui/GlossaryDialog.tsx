import { useEffect, useRef } from 'react';
import { useAppStore } from '../store/appStore';
import { definitionsEn } from './i18n/glossary/definitionsEn';
import { definitionsZh } from './i18n/glossary/definitionsZh';
import { useT } from './i18n/useT';
import { ModalDialog } from './ModalDialog';
import { Rich } from './text/Rich';

/** Every term the story uses, with a short definition; opened at the term that was clicked. */
export function GlossaryDialog() {
  const t = useT();
  // The definitions load with this dialog (a lazy chunk); the first view only links the terms.
  const definitions = useAppStore((s) => s.lang) === 'zh' ? definitionsZh : definitionsEn;
  const target = useAppStore((s) => s.glossary);
  const list = useRef<HTMLDListElement>(null);
  useEffect(() => {
    if (!target || target === 'all') return;
    list.current?.querySelector(`[data-term="${target}"]`)?.scrollIntoView({ block: 'center' });
  }, [target]);
  return (
    <ModalDialog
      id="glossary"
      open={target !== null}
      title={t.glossary.title}
      onClose={() => useAppStore.getState().openGlossary(null)}
      className="max-h-[85vh] max-w-2xl"
    >
      <dl ref={list} className="flex flex-col gap-3 text-sm">
        {t.glossary.entries.map((e) => (
          <div
            key={e.id}
            data-term={e.id}
            className={`rounded-md p-2 ${target === e.id ? 'bg-sky-100 ring-2 ring-info dark:bg-sky-900/40' : ''}`}
          >
            <dt className="font-semibold">{e.term}</dt>
            <dd className="mt-0.5 text-slate-700 dark:text-slate-300">
              <Rich text={definitions[e.id]} />
            </dd>
          </div>
        ))}
      </dl>
    </ModalDialog>
  );
}
