import { useState } from 'react';
import { fmt, useT } from '../i18n/useT';
import type { YamlRequest } from './useCommandRunner';

/**
 * The YAML `kubectl apply -f FILE` asked for: a file not in the session yet (saved under its name on Apply,
 * then the line runs again) or standard input (`-f -`).
 */
export function YamlBox({
  request,
  onApply,
  onCancel,
}: {
  request: YamlRequest;
  onApply: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [yaml, setYaml] = useState('');
  const label =
    request.file === '-'
      ? t.command.yamlStdin.replace(/`/g, '')
      : fmt(t.command.yamlLabel, { file: request.file });
  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(yaml);
      }}
    >
      <label className="text-sm" htmlFor="command-yaml">
        {label}
      </label>
      <textarea
        id="command-yaml"
        rows={8}
        // The box opens because the reader asked for it: typing goes on there.
        autoFocus
        className="rounded border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
        value={yaml}
        spellCheck={false}
        onChange={(e) => setYaml(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className="min-h-8 rounded border border-slate-400 px-3 py-1 text-sm">
          {t.command.apply}
        </button>
        <button
          type="button"
          className="min-h-8 rounded border border-slate-400 px-3 py-1 text-sm"
          onClick={onCancel}
        >
          {t.command.cancel}
        </button>
      </div>
    </form>
  );
}
