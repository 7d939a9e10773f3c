import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_SCRIPT_CHARS } from '../../scenario/command/runner/scriptLimits';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { CommandLog } from './CommandLog';
import { loadCommandEngine } from './loadCommandEngine';
import { useCommandRequests } from './useCommandRequests';
import { getSessionFiles } from './sessionFiles';
import type { CommandEntry, YamlRequest } from './useCommandRunner';
import { YamlBox } from './YamlBox';

const HISTORY = 100;
const KEEP = 50;
const MAX_ROWS = 12;

/**
 * A terminal against the model: one command or a pasted script (here-documents included), with history and
 * Tab completion. Enter runs what is typed, unless a here-document or a quote is still open: then it goes on
 * to the next line, as a shell's `>` prompt would (Shift+Enter always adds a line).
 */
export function CommandBar() {
  const t = useT();
  const [line, setLine] = useState('');
  const [entries, setEntries] = useState<CommandEntry[]>([]);
  const [history, setHistory] = useState<string[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [pending, setPending] = useState<YamlRequest | null>(null);
  const [candidates, setCandidates] = useState<string[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  // Commands run one after another, in the order they were entered, even while a write re-simulates.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const run = (text: string, yaml?: { request: YamlRequest; text: string }) => {
    queue.current = queue.current.then(() =>
      loadCommandEngine()
        .then(({ runLine }) => runLine(text, t, yaml))
        .then((r) => {
          setEntries((prev) => [...prev, ...r.entries].slice(-KEEP));
          if (r.needsYaml) setPending(r.needsYaml);
        }),
    );
  };
  const submit = () => {
    const text = line;
    run(text);
    if (text.trim()) setHistory((h) => [...h.filter((x) => x !== text), text].slice(-HISTORY));
    setCursor(null);
    setLine('');
    setCandidates([]);
  };
  // Lines handed over by another panel (a lab's solution): pasted for the reader to send, or run at once.
  useCommandRequests((r) => {
    if (r.run) {
      run(r.line);
      setHistory((h) => [...h.filter((x) => x !== r.line), r.line].slice(-HISTORY));
      return;
    }
    setLine(r.line);
    input.current?.focus();
  });
  const complete = () => {
    const s = useAppStore.getState();
    const state = selectTrace(s).steps[s.step]?.state;
    if (!state) return;
    void loadCommandEngine().then(({ completeLine }) => {
      const r = completeLine(line, { state, trace: selectTrace(s), files: getSessionFiles() });
      setLine(r.line);
      setCandidates(r.candidates);
    });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    const firstLine = !el.value.slice(0, el.selectionStart).includes('\n');
    const lastLine = !el.value.slice(el.selectionEnd).includes('\n');
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void loadCommandEngine().then(({ splitScript }) => {
        const open = splitScript(el.value).at(-1)?.incomplete;
        if (open) setLine(`${el.value}\n`);
        else submit();
      });
    } else if (e.key === 'Tab' && line.trim() && !e.shiftKey) {
      e.preventDefault();
      complete();
    } else if (e.key === 'ArrowUp' && firstLine && history.length) {
      e.preventDefault();
      const i = cursor === null ? history.length - 1 : Math.max(0, cursor - 1);
      setCursor(i);
      setLine(history[i]!);
    } else if (e.key === 'ArrowDown' && lastLine && cursor !== null) {
      e.preventDefault();
      const i = cursor + 1;
      setCursor(i < history.length ? i : null);
      setLine(i < history.length ? history[i]! : '');
    }
  };
  // The caret follows what completion or history put in the box.
  useEffect(() => {
    const el = input.current;
    if (el && document.activeElement === el) el.setSelectionRange(el.value.length, el.value.length);
  }, [line]);

  const rows = Math.min(MAX_ROWS, Math.max(1, line.split('\n').length));
  return (
    <section
      aria-label={t.command.region}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-2 dark:border-slate-700"
    >
      <form
        className="flex items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <span aria-hidden="true" className="py-1 font-mono text-slate-500">
          $
        </span>
        <textarea
          ref={input}
          aria-label={t.command.label}
          aria-describedby="command-hint"
          rows={rows}
          className="min-h-8 min-w-0 flex-1 resize-none rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm whitespace-pre dark:border-slate-600 dark:bg-slate-900"
          value={line}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          enterKeyHint="send"
          onChange={(e) => {
            setLine(e.target.value);
            setCandidates([]);
          }}
          onKeyDown={onKey}
          onPaste={(e) => {
            const el = e.currentTarget;
            const next =
              el.value.slice(0, el.selectionStart) +
              e.clipboardData.getData('text/plain') +
              el.value.slice(el.selectionEnd);
            if (next.length <= MAX_SCRIPT_CHARS) return;
            // It would never run, and a box holding a megabyte costs the page 0.3 s a frame (one line of 1 MB,
            // measured in Chromium): the paste is refused at once with the message running it would give.
            e.preventDefault();
            run(next);
          }}
          onFocus={() => void loadCommandEngine()}
        />
        <button
          type="submit"
          className="min-h-8 rounded border border-slate-400 px-3 py-1 text-sm dark:border-slate-500"
        >
          {t.command.run}
        </button>
      </form>
      {candidates.length > 0 && (
        <p className="font-mono text-xs break-words text-slate-700 dark:text-slate-300" aria-live="polite">
          <span className="font-sans">{t.command.candidates} </span>
          {candidates.slice(0, 40).join('  ')}
          {candidates.length > 40 ? '  …' : ''}
        </p>
      )}
      <p id="command-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t.command.hint}
      </p>
      {pending !== null && (
        <YamlBox
          request={pending}
          onApply={(text) => {
            run(pending.line, { request: pending, text });
            setPending(null);
            input.current?.focus();
          }}
          onCancel={() => setPending(null)}
        />
      )}
      <CommandLog entries={entries} />
    </section>
  );
}
