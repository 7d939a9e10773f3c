import { useMemo, useState } from 'react';
import { CHAT_LIMIT, type LinkState } from '../../scenario/link/linkState';
import { useAppStore } from '../../store/appStore';
import { currentLinkState, linkFragment, namesKeptScenario } from '../../store/urlSync';
import { plural } from '../i18n/plural';
import { fmt, useT } from '../i18n/useT';
import { downloadScenario } from './scenarioFile';
import { openFile } from './openFile';
import { useModalDialog } from '../useModalDialog';
import { ExportButton } from '../export/ExportButton';

const base = () => window.location.href.split('#')[0]!;
/** A link to `state`; for a scenario too large for a link, the reference to this browser's copy (the address bar's). */
const linkTo = (state: LinkState) => `${base()}#${linkFragment(state) ?? window.location.hash.slice(1)}`;

/** Copy link (with its length and the chat-app warning), JSON download / upload, and embed code. */
export function ShareDialog() {
  const t = useT();
  const lang = useAppStore((s) => s.lang);
  const open = useAppStore((s) => s.shareOpen);
  const ref = useModalDialog(open);
  // Says "Copied" only when the copy really happened; otherwise says how to copy by hand.
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  // Read the state when the dialog opens: shortcuts are off while it is open, so it cannot change under it.
  const { link, embedLink, scenario, asFile } = useMemo(() => {
    if (!open) return { link: '', embedLink: '', scenario: null, asFile: false };
    const s = useAppStore.getState();
    const state = currentLinkState(s);
    return {
      link: linkTo(state),
      embedLink: linkTo(currentLinkState(s, { embed: true })),
      scenario: s.scenario,
      asFile: namesKeptScenario(state),
    };
  }, [open]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // No clipboard permission: the older command works in some browsers, and reports whether it did.
      (document.getElementById('share-link') as HTMLInputElement | null)?.select();
      let ok: boolean;
      try {
        ok = document.execCommand?.('copy') ?? false;
      } catch {
        ok = false;
      }
      setCopied(ok ? 'yes' : 'failed');
    }
  };
  // Closed either way: what the file opened, or the alert saying what was wrong with it, is on the page.
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await openFile(file);
    useAppStore.getState().setShareOpen(false);
  };
  const btn =
    'rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <dialog
      ref={ref}
      aria-labelledby="share-h"
      onClose={() => {
        setCopied('no');
        useAppStore.getState().setShareOpen(false);
      }}
      className="m-auto w-[min(40rem,92vw)] rounded-lg border border-slate-400 bg-white p-5 text-slate-900 backdrop:bg-black/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="share-h" className="mb-3 text-lg font-semibold">
        {t.share.title}
      </h2>
      <label htmlFor="share-link" className="text-sm">
        {t.share.link}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="share-link"
          readOnly
          value={link}
          className="min-w-0 flex-1 rounded border border-slate-400 bg-slate-50 px-2 py-1 font-mono text-xs dark:bg-slate-950"
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className={btn} onClick={copy}>
          {copied === 'yes' ? `✓ ${t.share.copied}` : t.share.copy}
        </button>
      </div>
      {copied === 'failed' && (
        <p role="alert" className="mt-1 text-sm text-bad">
          <span aria-hidden="true">⚠ </span>
          {t.share.copyFailed}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="link-length">
        {plural(lang, t.share.length, link.length)}
      </p>
      {asFile && scenario && (
        <p role="status" className="mt-1 rounded border border-warn bg-warn/15 px-2 py-1 text-sm">
          <span aria-hidden="true">⚠ </span>
          {fmt(t.share.asFile, { services: scenario.services.length.toLocaleString(lang) })}
        </p>
      )}
      {!asFile && link.length > CHAT_LIMIT && (
        <p role="status" className="mt-1 rounded border border-warn bg-warn/15 px-2 py-1 text-sm">
          <span aria-hidden="true">⚠ </span>
          {fmt(t.share.tooLong, { limit: CHAT_LIMIT })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={btn}
          // The speaker's own talk travels in the file (the optional `talk` field of format v1).
          onClick={() => {
            const talk = useAppStore.getState().talk;
            if (scenario) downloadScenario(talk ? { ...scenario, talk } : scenario);
          }}
        >
          ⬇ {t.share.download}
        </button>
        <label className={`${btn} cursor-pointer`}>
          ⬆ {t.share.open}
          <input
            type="file"
            accept="application/json,.json,image/png,.png,image/svg+xml,.svg"
            className="sr-only"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </label>
        <ExportButton className={btn} icon onOpen={() => useAppStore.getState().setShareOpen(false)} />
      </div>
      <label htmlFor="embed-code" className="mt-4 block text-sm">
        {t.share.embed}
      </label>
      <textarea
        id="embed-code"
        readOnly
        rows={3}
        className="mt-1 w-full rounded border border-slate-400 bg-slate-50 px-2 py-1 font-mono text-xs dark:bg-slate-950"
        value={`<iframe src="${embedLink}" width="960" height="600" style="border:0" title="nonroutable" loading="lazy"></iframe>`}
        onFocus={(e) => e.target.select()}
      />
      <form method="dialog" className="mt-4 text-right">
        <button className={btn}>{t.close}</button>
      </form>
    </dialog>
  );
}
