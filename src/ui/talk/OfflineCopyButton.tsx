import { useState } from 'react';
import { encodeLinkHash } from '../../scenario/link/encodeLink';
import { useAppStore } from '../../store/appStore';
import { currentLinkState } from '../../store/urlSync';
import { useT } from '../i18n/useT';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The one-file offline build, with this scenario, talk and moment as where it opens. */
export async function offlineCopy(): Promise<Blob> {
  const res = await fetch('./nonroutable.html');
  if (!res.ok) throw new Error(`offline copy not found (${res.status})`);
  const html = await res.text();
  const s = useAppStore.getState();
  const start = `#${encodeLinkHash({ ...currentLinkState(s), present: false })}`;
  const out = html.replace(
    /<meta name="nonroutable-start" content="[^"]*"\s*\/?>/,
    `<meta name="nonroutable-start" content="${attr(start)}" />`,
  );
  return new Blob([out], { type: 'text/html' });
}

/** "Download offline copy": offered by the hosted app (an offline copy opened from disk cannot fetch itself). */
export function OfflineCopyButton() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  if (window.location.protocol === 'file:') return null;
  return (
    <>
      <button
        type="button"
        title={t.talkUi.offlineHint}
        className="rounded-md border border-slate-400 px-2 py-1 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800"
        onClick={async () => {
          try {
            const blob = await offlineCopy();
            const a = document.createElement('a');
            a.href = URL.createObjectURL(blob);
            a.download = 'nonroutable.html';
            a.click();
            setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
            setError(null);
          } catch (e) {
            setError(String(e instanceof Error ? e.message : e));
          }
        }}
      >
        ⤓ {t.talkUi.offline}
      </button>
      {error && (
        <span role="alert" className="text-sm text-bad-strong">
          {error}
        </span>
      )}
    </>
  );
}
