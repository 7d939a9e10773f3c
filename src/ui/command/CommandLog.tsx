import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useT';
import type { CommandEntry } from './useCommandRunner';

/**
 * The transcript: each command as typed (continuation lines after a `>` prompt, as a shell echoes a
 * here-document), the tools' output verbatim, and the app's note.
 */
export function CommandLog({ entries }: { entries: readonly CommandEntry[] }) {
  const t = useT();
  const log = useRef<HTMLDivElement>(null);
  // A command's answer comes into view (the log scrolls to it, the page as little as it must), as in a terminal.
  useEffect(() => {
    const last = log.current?.lastElementChild;
    if (last && 'scrollIntoView' in last) last.scrollIntoView({ block: 'nearest' });
  }, [entries]);
  if (!entries.length) return null;
  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label={t.command.region}
      // It scrolls: a tab stop, so a keyboard can scroll it too.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded bg-slate-950 p-2 text-slate-100"
    >
      {entries.map((e, i) => (
        // data-error: the command was refused or failed (tests count these; readers read the note).
        <div key={i} className="mb-2" {...(e.error ? { 'data-error': '' } : {})}>
          <div className="font-mono text-xs whitespace-pre-wrap text-sky-300">
            {e.line
              .split('\n')
              .map((l, k) => `${k ? '>' : '$'} ${l}`)
              .join('\n')}
          </div>
          {e.output !== undefined && (
            <pre className="overflow-x-auto font-mono text-xs whitespace-pre">{e.output}</pre>
          )}
          {e.note !== undefined && (
            <p className={`font-mono text-xs whitespace-pre-wrap ${e.error ? 'text-amber-300' : ''}`}>
              {e.note}
            </p>
          )}
        </div>
      ))}
    </div>
  );
}
