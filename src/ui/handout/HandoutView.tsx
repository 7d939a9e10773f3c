import { useEffect, useState } from 'react';
import { selectRuns, useAppStore } from '../../store/appStore';
import { pictureSvg } from '../export/picture/exportPicture';
import { stageWhere } from '../stage/StageSvg';
import { useT } from '../i18n/useT';
import { effectiveTalk } from '../talk/effectiveTalk';
import { handoutBody, HANDOUT_CSS, handoutWords } from './handoutHtml';
import { handoutPages } from './handoutPages';
import { qrSvg } from './qrSvg';

/** The stage pictures are as wide as the export's default: on A4 landscape they are scaled to the page. */
const PICTURE = { width: 960, scale: 1, caption: false, keys: false };

/**
 * The talk's handout, in place of the page: one page per beat (its stage, caption, note, link and QR code),
 * printed (or saved as PDF) with the browser's print. The same pages as `npm run cli -- talk handout`.
 */
export default function HandoutView() {
  const t = useT();
  const [html, setHtml] = useState<string | null>(null);
  const [notes, setNotes] = useState(true);
  useEffect(() => {
    // After the "preparing" line has painted: a long talk's pictures take a moment.
    const id = setTimeout(() => {
      const s = useAppStore.getState();
      const runs = selectRuns(s);
      const talk = effectiveTalk(s);
      const where = stageWhere(runs.scenario);
      const pages = handoutPages({
        runs,
        talk,
        presetId: s.presetId,
        lang: s.lang,
        base: window.location.href.split('#')[0],
        notes,
        renderStage: (m, link) => pictureSvg(m, where, PICTURE, link),
        qr: qrSvg,
      });
      setHtml(handoutBody(pages, talk.title, handoutWords(t)));
    }, 30);
    return () => clearTimeout(id);
  }, [t, notes]);
  const close = () => useAppStore.getState().setShowUi({ handout: false });
  return (
    <main aria-label={t.show.handout.title} className="min-h-screen bg-slate-200 text-slate-900">
      <style>{HANDOUT_CSS}</style>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 bg-slate-100 p-3 shadow print:hidden">
        <h1 className="text-lg font-semibold">{t.show.handout.title}</h1>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={notes} onChange={(e) => setNotes(e.target.checked)} />
          {t.talkUi.note}
        </label>
        <button
          type="button"
          disabled={html === null}
          onClick={() => window.print()}
          className="rounded-md border border-slate-500 bg-white px-3 py-1.5 font-semibold hover:bg-slate-50 disabled:opacity-50"
        >
          {t.show.handout.print}
        </button>
        <button
          type="button"
          onClick={close}
          className="rounded-md border border-slate-500 bg-white px-3 py-1.5 hover:bg-slate-50"
        >
          {t.show.handout.close}
        </button>
      </div>
      {html === null ? (
        <p role="status" className="p-6">
          {t.show.handout.preparing}
        </p>
      ) : (
        <div className="handout" data-handout dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </main>
  );
}
