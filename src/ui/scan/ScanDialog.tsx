import { useEffect, useMemo, useRef, useState } from 'react';
import { redactResult } from '../../scan/redact';
import { useAppStore } from '../../store/appStore';
import { PanelDialog } from '../PanelDialog';
import { useModalDialog } from '../useModalDialog';
import { fill, scanMessages, type ScanMessages } from './messages';
import { openReplay } from './openReplay';
import type { ScanProblem } from './scanProtocol';
import { ScanInput } from './ScanInput';
import { ScanResults } from './ScanResults';
import { useScanWorker } from './useScanWorker';

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4 shrink-0 fill-current">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

function problemText(p: ScanProblem, m: ScanMessages): string {
  const w = p.line ? fill(m.where, { line: p.line }) : '';
  return fill(m.problem[p.code], { file: p.file, where: w, detail: p.detail ?? p.message });
}

/**
 * "Scan my cluster": input, progress with cancel, the verdicts and the pairs. Lazily loaded with its parsers and
 * messages. A replay loads the pair into the explainer in compare view at the moment of damage.
 */
export default function ScanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const lang = useAppStore((s) => s.lang);
  const m = scanMessages[lang];
  const ref = useModalDialog(open);
  const { state, run, cancel } = useScanWorker();
  const [redact, setRedact] = useState(false);
  const result = state.phase === 'done' ? state.result : undefined;
  const shown = useMemo(() => (result && redact ? redactResult(result) : result), [result, redact]);
  const resultsRef = useRef<HTMLDivElement>(null);
  // A finished scan takes the reader (and the screen reader's focus) to the verdicts, which sit right below the
  // intro: scrolling to the top shows them whole, not half under the sticky title bar.
  useEffect(() => {
    if (!result) return;
    resultsRef.current?.focus({ preventScroll: true });
    ref.current?.scrollTo({ top: 0 });
  }, [result, ref]);

  const replay = (pairId: string): string | undefined => {
    if (!shown) return undefined;
    const failed = openReplay(shown, pairId);
    if (failed) return fill(m.replayFailed, { pair: pairId, reason: failed });
    onClose();
    return undefined;
  };

  return (
    <PanelDialog ref={ref} title={m.title} closeLabel={m.close} onClose={onClose} width="max-w-6xl">
      <div className="flex flex-col gap-4 p-4">
        <p className="text-sm">{m.intro}</p>
        <p className="flex items-center gap-2 rounded-md border border-emerald-700 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950/50 dark:text-emerald-50">
          <LockIcon />
          {m.privacy}
        </p>
        {state.phase === 'running' && (
          <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
            <span>
              {state.total
                ? fill(m.progress, { file: state.file, done: state.done + 1, total: state.total })
                : m.progressScan}
            </span>
            <progress
              max={Math.max(1, state.total)}
              value={state.done}
              aria-label={m.progressScan}
              className="h-2 w-48 accent-sky-700"
            />
            <button
              type="button"
              onClick={cancel}
              className="rounded-md border border-slate-400 px-3 py-1 dark:border-slate-600"
            >
              {m.cancel}
            </button>
          </div>
        )}
        {state.phase === 'cancelled' && <p role="status">{m.cancelled}</p>}
        {state.phase === 'problem' && (
          <div
            role="alert"
            className="rounded-md border-2 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-950 dark:border-red-400 dark:bg-red-950/50 dark:text-red-50"
          >
            <p className="font-semibold">
              <span aria-hidden="true">✗ </span>
              {m.errorTitle}
            </p>
            <p className="break-words">{problemText(state.problem, m)}</p>
          </div>
        )}
        {shown && (
          <div ref={resultsRef} tabIndex={-1} className="outline-none">
            <ScanResults r={shown} m={m} onReplay={replay} redact={redact} onRedact={setRedact} />
          </div>
        )}
        <ScanInput m={m} busy={state.phase === 'running'} again={!!shown} onScan={run} />
      </div>
    </PanelDialog>
  );
}
