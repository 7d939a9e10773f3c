import { useAppStore, type Notice as NoticeValue } from '../store/appStore';
import type { Messages } from './i18n/en';
import { fmt, useT } from './i18n/useT';

function text(n: NoticeValue, t: Messages): string {
  if (typeof n === 'string') return n;
  if (n.kind === 'linkError') return fmt(t.notices.linkError, { detail: n.detail });
  return fmt(t.notices.outcomeMismatch, { title: n.title, expected: n.expected, now: n.now });
}

/** A message about what went wrong (a bad link or file), as an alert that can be dismissed. */
export function Notice() {
  const t = useT();
  const notice = useAppStore((s) => s.notice);
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="mx-4 mt-2 flex items-start gap-2 rounded-md border border-warn bg-warn/15 px-3 py-2 text-sm"
    >
      <span aria-hidden="true">⚠</span>
      <p className="flex-1 break-words">{text(notice, t)}</p>
      <button
        type="button"
        aria-label={t.notices.dismiss}
        className="px-1"
        onClick={() => useAppStore.getState().setNotice(null)}
      >
        ✕
      </button>
    </div>
  );
}
