import { getPreset, PRESETS } from '../../scenario/presets';
import { useAppStore } from '../../store/appStore';
import { useEditorStore } from '../../store/editorStore';
import { useT } from '../i18n/useT';
import { loadCatalog } from '../i18n/catalogs';
import { LabsButton } from '../labs/LabsButton';
import { ScanButton } from '../scan/ScanButton';
import { ExportButton } from '../export/ExportButton';
import { IconTip } from './IconTip';
import { KeySwitch } from './KeySwitch';
import { scenarioText } from '../scenarioText';
import { enterPresentation } from '../present/startShow';

export function Header() {
  const t = useT();
  const presetId = useAppStore((s) => s.presetId);
  const lang = useAppStore((s) => s.lang);
  const theme = useAppStore((s) => s.theme);
  const galleryOpen = useAppStore((s) => s.galleryOpen);
  const tour = useAppStore((s) => s.tour);
  const editorOpen = useEditorStore((s) => s.open);
  const { loadPreset, setLang, setTheme, setHelpOpen } = useAppStore.getState();
  const listed = PRESETS.some((p) => p.id === presetId);
  const unlisted = listed || presetId === null ? undefined : getPreset(presetId);
  const title = unlisted ? scenarioText(t, presetId, unlisted.scenario).title : '';
  return (
    <header className="flex flex-wrap items-center gap-x-1.5 gap-y-2 border-b border-slate-300 px-3 py-2 2xl:gap-x-2.5 dark:border-slate-800">
      {/* One row from 1024 px up: short labels (full accessible names) below 1536 px. */}
      <div className="mr-auto min-w-0">
        <h1 className="font-mono text-lg font-bold tracking-tight 2xl:text-xl" title={t.tagline}>
          <span className="text-bad">non</span>routable
        </h1>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only 2xl:not-sr-only">{t.scenario}</span>
        <select
          value={presetId ?? ''}
          onChange={(e) => {
            loadPreset(e.target.value);
            // Focus goes back to the page: a focused picker would take the next arrow key for another scenario.
            e.currentTarget.blur();
          }}
          className="max-w-[9.5rem] rounded-md border xl:max-w-[13rem] 2xl:max-w-[18rem] border-slate-400 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
        >
          {/* A user's scenario, or a preset the list does not offer (a lab's starting cluster). */}
          {!listed && <option value={presetId ?? ''}>{presetId ? title : '—'}</option>}
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {scenarioText(t, p.id, p.scenario).title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        id="gallery-button"
        aria-expanded={galleryOpen}
        onClick={() => useAppStore.getState().setGalleryOpen(!galleryOpen)}
        className="has-tip relative rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true" className="xl:hidden">
          ▦
        </span>
        <span className="sr-only xl:not-sr-only">{t.gallery.title}</span>
        <IconTip text={t.gallery.title} />
      </button>
      <button
        type="button"
        aria-expanded={editorOpen}
        onClick={() => useEditorStore.getState().setOpen(!editorOpen)}
        className="has-tip relative rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        ✎ <span className="sr-only xl:not-sr-only">{t.editor.button}</span>
        <IconTip text={t.editor.button} />
      </button>
      <button
        type="button"
        onClick={() => enterPresentation()}
        title={t.talkUi.presentHint}
        className="rounded-md border border-accent px-2.5 py-1.5 text-sm font-semibold hover:bg-accent/15"
      >
        <span aria-hidden="true">▶ </span>
        {t.talkUi.present}
      </button>
      <button
        type="button"
        id="tour-button"
        aria-pressed={tour !== null}
        onClick={() =>
          tour === null ? useAppStore.getState().startTour(0) : useAppStore.getState().exitTour()
        }
        className="rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        {t.tour.button}
      </button>
      <LabsButton />
      <ScanButton />
      <KeySwitch />
      {/* One toggle: it names the language it switches to, in that language. The short label is what is
          seen; the full name is what is announced (no aria-label, so the two never disagree: WCAG 2.5.3). */}
      <button
        type="button"
        lang={lang === 'en' ? 'zh' : 'en'}
        title={t.language}
        onClick={() => {
          const next = lang === 'en' ? 'zh' : 'en';
          // The catalog first, then the switch: the page changes language in one go.
          void loadCatalog(next).then(() => setLang(next));
        }}
        className="rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <span aria-hidden="true">{lang === 'en' ? '中文' : 'EN'}</span>
        <span className="sr-only">{lang === 'en' ? '简体中文' : 'English'}</span>
      </button>
      <button
        type="button"
        onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        className="has-tip relative rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        aria-label={`${t.theme}: ${theme === 'dark' ? t.themeDark : t.themeLight}`}
      >
        <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
        <IconTip text={`${t.theme}: ${theme === 'dark' ? t.themeDark : t.themeLight}`} wide />
      </button>
      {/* An icon below 1280 px (its accessible name stays "Export"); also in the Share dialog and the Talk panel. */}
      <ExportButton
        short
        className="has-tip relative rounded-md border border-slate-400 px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
      />
      <button
        type="button"
        onClick={() => useAppStore.getState().setShareOpen(true)}
        className="has-tip relative rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:opacity-90"
      >
        <span aria-hidden="true">⤴</span>
        <span className="sr-only xl:not-sr-only xl:ml-1">{t.share.button}</span>
        <IconTip text={t.share.button} align="end" />
      </button>
      <button
        type="button"
        onClick={() => setHelpOpen(true)}
        className="has-tip relative rounded-md border border-slate-400 min-w-[24px] px-2 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        aria-label={t.help}
      >
        ?
        <IconTip text={t.help} align="end" wide />
      </button>
    </header>
  );
}
