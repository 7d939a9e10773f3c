import { PRESETS } from '../../scenario/presets';
import { useAppStore } from '../../store/appStore';
import { useEditorStore } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { ScanButton } from '../scan/ScanButton';
import { KeySwitch } from './KeySwitch';

export function Header() {
  const t = useT();
  const presetId = useAppStore((s) => s.presetId);
  const lang = useAppStore((s) => s.lang);
  const theme = useAppStore((s) => s.theme);
  const galleryOpen = useAppStore((s) => s.galleryOpen);
  const editorOpen = useEditorStore((s) => s.open);
  const { loadPreset, setLang, setTheme, setHelpOpen } = useAppStore.getState();
  return (
    <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-300 px-4 py-2 dark:border-slate-800">
      <div className="mr-auto min-w-0">
        <h1 className="font-mono text-xl font-bold tracking-tight">
          <span className="text-bad">non</span>routable
        </h1>
        <p className="hidden truncate text-xs text-slate-600 2xl:block dark:text-slate-400">{t.tagline}</p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span>{t.scenario}</span>
        <select
          value={presetId ?? ''}
          onChange={(e) => loadPreset(e.target.value)}
          className="max-w-[13rem] rounded-md border border-slate-400 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
        >
          {presetId === null && <option value="">—</option>}
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.scenario.title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        aria-expanded={galleryOpen}
        onClick={() => useAppStore.getState().setGalleryOpen(!galleryOpen)}
        className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t.gallery.title}
      </button>
      <button
        type="button"
        aria-expanded={editorOpen}
        onClick={() => useEditorStore.getState().setOpen(!editorOpen)}
        className="rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        ✎ {t.editor.button}
      </button>
      <ScanButton />
      <KeySwitch />
      <div
        role="group"
        aria-label={t.language}
        className="flex overflow-hidden rounded-md border border-slate-400 text-sm dark:border-slate-600"
      >
        {(
          [
            ['en', 'English', 'EN'],
            ['zh', '简体中文', '中文'],
          ] as const
        ).map(([id, name, short]) => (
          <button
            key={id}
            type="button"
            lang={id}
            aria-pressed={lang === id}
            aria-label={name}
            onClick={() => setLang(id)}
            className={`px-2.5 py-1.5 ${lang === id ? 'bg-slate-700 text-white dark:bg-slate-200 dark:text-slate-900' : 'hover:bg-slate-200 dark:hover:bg-slate-800'}`}
          >
            {short}
          </button>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        className="rounded-md border border-slate-400 px-2.5 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        aria-label={`${t.theme}: ${theme === 'dark' ? t.themeDark : t.themeLight}`}
      >
        <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
      </button>
      <button
        type="button"
        onClick={() => useAppStore.getState().setShareOpen(true)}
        className="rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:opacity-90"
      >
        <span aria-hidden="true">⤴ </span>
        {t.share.button}
      </button>
      <button
        type="button"
        onClick={() => setHelpOpen(true)}
        className="rounded-md border border-slate-400 px-2.5 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        aria-label={t.help}
      >
        ?
      </button>
    </header>
  );
}
