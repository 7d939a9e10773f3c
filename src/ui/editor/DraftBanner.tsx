import { useAppStore } from '../../store/appStore';
import { useEditorStore } from '../../store/editorStore';
import type { Messages } from '../i18n/en';
import { plural } from '../i18n/plural';
import { fmt, useT } from '../i18n/useT';
import { downloadScenario } from '../share/scenarioFile';
import { smallButton } from './controls';

const draftTitle = (d: { title?: unknown }) => String(d.title ?? '') || '—';

function when(savedAt: number, lang: 'en' | 'zh', t: Messages): string {
  if (!savedAt) return t.drafts.earlierVersion;
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(savedAt);
}

/** "Your draft was replaced … Undo": choosing a preset, following a link or importing never loses work. */
function UndoBar() {
  const t = useT();
  const undo = useEditorStore((s) => s.undo);
  if (!undo) return null;
  const title = draftTitle(undo.draft);
  const text =
    undo.by.kind === 'file'
      ? fmt(t.drafts.replacedByFile, { title, name: undo.by.name })
      : fmt(t.drafts.replaced, { title, by: undo.by.title });
  return (
    <div role="status" className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true">↶</span>
      <p className="flex-1">{text}</p>
      <button type="button" className={smallButton} onClick={() => useEditorStore.getState().undoReplace()}>
        {t.drafts.undo}
      </button>
      <button
        type="button"
        className="px-1"
        aria-label={t.notices.dismiss}
        onClick={() => useEditorStore.getState().dismissUndo()}
      >
        ✕
      </button>
    </div>
  );
}

/** A draft kept in this browser (another tab's, or an earlier visit's) is offered, never imposed. */
function OfferBar() {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const offers = useEditorStore((s) => s.offers);
  const first = offers[0];
  if (!first) return null;
  const params = { title: draftTitle(first.draft), when: when(first.savedAt, lang, t) };
  const { openOffer, discardOffer } = useEditorStore.getState();
  return (
    <div role="status" className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true">✎</span>
      <p className="flex-1">
        {fmt(first.live ? t.drafts.offerLive : t.drafts.offer, params)}
        {offers.length > 1 && <> ({plural(lang, t.drafts.more, offers.length - 1)})</>}
      </p>
      <button type="button" className={smallButton} onClick={() => openOffer(first.key)}>
        {t.drafts.open}
      </button>
      <button type="button" className={smallButton} onClick={() => downloadScenario(first.draft)}>
        ⬇ {t.drafts.download}
      </button>
      <button type="button" className={smallButton} onClick={() => discardOffer(first.key)}>
        {t.drafts.discard}
      </button>
    </div>
  );
}

/** Offers of drafts and the undo of a replaced draft, under the header. */
export function DraftBanner() {
  const t = useT();
  const hasUndo = useEditorStore((s) => s.undo !== null);
  const hasOffer = useEditorStore((s) => s.offers.length > 0);
  if (!hasUndo && !hasOffer) return null;
  return (
    <section
      aria-label={t.drafts.region}
      className="mx-4 mt-2 flex flex-col gap-1 rounded-md border border-info bg-info/10 px-3 py-2 text-sm"
    >
      <UndoBar />
      <OfferBar />
    </section>
  );
}
