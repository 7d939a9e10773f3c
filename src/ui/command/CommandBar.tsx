import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import type { CommandEntry } from './useCommandRunner';
import { loadCommandEngine } from './loadCommandEngine';
import { useCommandRequests } from './useCommandRequests';

const HISTORY = 100;

/** A command line against the model: kubectl, cilium-dbg and curl, with history and Tab completion. */
export function CommandBar() {
  const t = useT();
  const [line, setLine] = useState('');
  const [entries, setEntries] = useState<CommandEntry[]>([]);
  const [history, setHistory] = useState<string[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [yaml, setYaml] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // A command's answer comes into view (the log scrolls to it, the page as little as it must), as in a terminal.
  useEffect(() => {
    const last = log.current?.lastElementChild;
    if (last && 'scrollIntoView' in last) last.scrollIntoView({ block: 'nearest' });
  }, [entries]);

  const push = (e: CommandEntry) => setEntries((prev) => [...prev, e].slice(-20));
  const submit = (text: string, y?: string) => {
    void loadCommandEngine().then(({ runLine }) => {
      const r = runLine(text, t, y);
      if (r.needsYaml) setPending(text);
      else push(r.entry);
    });
    if (text.trim()) setHistory((h) => [...h.filter((x) => x !== text), text].slice(-HISTORY));
    setCursor(null);
    setLine('');
  };
  useCommandRequests((r) => {
    if (r.run) return submit(r.line, r.yaml);
    setLine(r.line);
    if (r.yaml !== undefined) setYaml(r.yaml);
    input.current?.focus();
  });
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab' && line) {
      e.preventDefault();
      const state = selectTrace(useAppStore.getState()).steps[useAppStore.getState().step]?.state;
      const names = state
        ? [
            ...new Set(
              [...Object.values(state.k8s.services), ...Object.values(state.k8s.slices)].map((o) => o.name),
            ),
          ]
        : [];
      void loadCommandEngine().then(({ completeCommand }) => setLine(completeCommand(line, names)));
    } else if (e.key === 'ArrowUp' && history.length) {
      e.preventDefault();
      const i = cursor === null ? history.length - 1 : Math.max(0, cursor - 1);
      setCursor(i);
      setLine(history[i]!);
    } else if (e.key === 'ArrowDown' && cursor !== null) {
      e.preventDefault();
      const i = cursor + 1;
      setCursor(i < history.length ? i : null);
      setLine(i < history.length ? history[i]! : '');
    }
  };

  return (
    <section
      aria-label={t.command.region}
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-2 dark:border-slate-700"
    >
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit(line);
        }}
      >
        <span aria-hidden="true" className="font-mono text-slate-500">
          $
        </span>
        <input
          ref={input}
          aria-label={t.command.label}
          aria-describedby="command-hint"
          className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
          value={line}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          onChange={(e) => setLine(e.target.value)}
          onKeyDown={onKey}
          onFocus={() => void loadCommandEngine()}
        />
        <button
          type="submit"
          className="rounded border border-slate-400 px-3 py-1 text-sm dark:border-slate-500"
        >
          {t.command.run}
        </button>
      </form>
      <p id="command-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t.command.hint}
      </p>
      {pending !== null && (
        <form
          className="flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            submit(pending, yaml);
            setPending(null);
            setYaml('');
            input.current?.focus();
          }}
        >
          <label className="text-sm" htmlFor="command-yaml">
            {t.command.yamlLabel}
          </label>
          <textarea
            id="command-yaml"
            rows={8}
            className="rounded border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
            value={yaml}
            spellCheck={false}
            onChange={(e) => setYaml(e.target.value)}
          />
          <div className="flex gap-2">
            <button type="submit" className="rounded border border-slate-400 px-3 py-1 text-sm">
              {t.command.apply}
            </button>
            <button
              type="button"
              className="rounded border border-slate-400 px-3 py-1 text-sm"
              onClick={() => setPending(null)}
            >
              {t.command.cancel}
            </button>
          </div>
        </form>
      )}
      {entries.length > 0 && (
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
            <div key={i} className="mb-2">
              <div className="font-mono text-xs text-sky-300">$ {e.line}</div>
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
      )}
    </section>
  );
}
