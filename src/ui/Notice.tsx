import { useAppStore } from '../store/appStore';
import { Suspense } from 'react';
import { useEditorStore } from '../store/editorStore';
import { DraftBanner } from './lazyViews';
import { useT } from './i18n/useT';
import { noticeText } from './noticeText';

function Bar({ tone, text, onDismiss }: { tone: 'warn' | 'ok'; text: string; onDismiss: () => void }) {
  const t = useT();
  return (
    <div
      role={tone === 'warn' ? 'alert' : 'status'}
      className={`mx-4 mt-2 flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${
        tone === 'warn' ? 'border-warn bg-warn/15' : 'border-ok bg-ok/10'
      }`}
    >
      <span aria-hidden="true">{tone === 'warn' ? '⚠' : '✓'}</span>
      <p className="flex-1 break-words">{text}</p>
      <button type="button" aria-label={t.notices.dismiss} className="px-1" onClick={onDismiss}>
        ✕
      </button>
    </div>
  );
}

/**
 * Messages about what happened (a bad link or file, a file opened, drafts set aside), worded in the
 * reader's language; then the drafts bar (offers and undo), outside the read-only embed.
 */
export function Notice() {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const embed = useAppStore((s) => s.embed);
  const notice = useAppStore((s) => s.notice);
  // The drafts bar's code loads the first time there is something to offer or undo.
  const drafts = useEditorStore((s) => s.undo !== null || s.offers.length > 0);
  return (
    <>
      {notice && (
        <Bar
          tone={notice.kind === 'fileOpened' ? 'ok' : 'warn'}
          text={noticeText(notice, t, lang)}
          onDismiss={() => useAppStore.getState().dismissNotice()}
        />
      )}
      {!embed && drafts && (
        <Suspense fallback={null}>
          <DraftBanner />
        </Suspense>
      )}
    </>
  );
}
