import { selectRuns, selectStep, selectPrimaryVariant, useAppStore } from '../../store/appStore';
import { fmt, useT } from '../i18n/useT';
import { INFERRED, UPSTREAM } from './upstream';

/** What happened at this step, why it matters, and the upstream code involved. */
export function Narration() {
  const t = useT();
  const step = useAppStore(selectStep);
  const variant = useAppStore(selectPrimaryVariant);
  const chapters = useAppStore(selectRuns).chapters[variant];
  const chapterIndex = chapters.reduce((acc, c, i) => (c.step <= step.index ? i : acc), -1);
  const chapter = chapters[chapterIndex];
  const n = t.kinds[step.kind];
  const inferred = INFERRED[step.kind];
  return (
    <section
      aria-labelledby="narration-h"
      className="flex min-h-0 flex-col gap-2 overflow-auto rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h2 id="narration-h" className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t.narration}
      </h2>
      {chapter && (
        <p className="text-sm font-semibold text-accent dark:text-info">
          {chapterIndex + 1}. {t.chapters[chapter.id]}
        </p>
      )}
      <div aria-live="polite" aria-atomic="true">
        <p className="text-lg leading-snug font-semibold">{fmt(n.what, step.params)}</p>
        <p className="mt-1 text-[0.95rem] text-slate-700 dark:text-slate-300">{n.why}</p>
      </div>
      <p className="rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        <span className="text-slate-500">
          t={(step.at / 1000).toFixed(3)}s · {step.actor} ·{' '}
        </span>
        {step.summary}
      </p>
      {step.releases.map((r, i) => (
        <p key={i} className="rounded border-l-4 border-bad bg-bad/10 px-2 py-1 font-mono text-xs">
          backendRelease({r.backend}, {r.service}){r.shortcut ? ' [Len()==1 shortcut]' : ''} → removed{' '}
          {r.removed.map((x) => (
            <span key={x.service} className={x.service === r.service ? '' : 'font-bold text-bad'}>
              {x.service === r.service ? x.service : `✗ ${x.service}`}{' '}
            </span>
          ))}
          {r.rowDeleted ? '· row deleted' : ''}
        </p>
      ))}
      {inferred && (
        <p className="text-xs text-warn">
          <span aria-hidden="true">⚠ </span>
          {t.inferred}: {inferred}
        </p>
      )}
      <p className="text-xs">
        <span className="text-slate-500">{t.upstream}: </span>
        {UPSTREAM[step.kind].map((l, i) => (
          <span key={l.href}>
            {i > 0 && ' · '}
            <a
              href={l.href}
              target="_blank"
              rel="noreferrer noopener"
              className="text-accent underline dark:text-info"
            >
              {l.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
