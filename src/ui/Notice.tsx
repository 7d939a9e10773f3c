import { useAppStore, type Notice as LegacyNotice } from '../store/appStore';
import { useNoticeStore } from '../store/notices';
import { DraftBanner } from './editor/DraftBanner';
import type { Messages } from './i18n/en';
import { fmt, useT } from './i18n/useT';
import { noticeText } from './noticeText';

/** Notices set through the app store's older `notice` field (plain strings or its two structured kinds). */
function legacyText(n: LegacyNotice, t: Messages): string {
  if (typeof n === 'string') return n;
  if (n.kind === 'linkError') return fmt(t.notices.linkError, { detail: n.detail });
  return fmt(t.notices.outcomeMismatch, { title: n.title, expected: n.expected, now: n.now });
}

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
  const notice = useNoticeStore((s) => s.notice);
  const legacy = useAppStore((s) => s.notice);
  return (
    <>
      {notice && (
        <Bar
          tone={notice.kind === 'fileOpened' ? 'ok' : 'warn'}
          text={noticeText(notice, t, lang)}
          onDismiss={() => useNoticeStore.getState().dismiss()}
        />
      )}
      {legacy && (
        <Bar
          tone="warn"
          text={legacyText(legacy, t)}
          onDismiss={() => useAppStore.getState().setNotice(null)}
        />
      )}
      {!embed && <DraftBanner />}
    </>
  );
}
