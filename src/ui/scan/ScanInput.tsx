import { useId, useRef, useState } from 'react';
import { exampleInputs } from './exampleDump';
import type { ScanMessages } from './messages';
import type { ScanRequest } from './scanProtocol';

interface Props {
  m: ScanMessages;
  busy: boolean;
  /** A result is shown above: this is then "scan other input". */
  again: boolean;
  onScan: (req: ScanRequest) => void;
}

const field =
  'rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900';
const button =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';

/** Files (drop or choose), pasted text, the optional Cilium version, and an example. */
export function ScanInput({ m, busy, again, onScan }: Props) {
  const [text, setText] = useState('');
  const [version, setVersion] = useState('');
  const [over, setOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const send = (inputs: ScanRequest['inputs']) =>
    inputs.length && onScan({ inputs, ...(version.trim() && { ciliumVersion: version.trim() }) });
  // A folder (an unpacked sysdump) keeps its paths: they say which file is what.
  const sendFiles = (files: FileList | null) =>
    send([...(files ?? [])].map((f) => ({ name: f.webkitRelativePath || f.name, blob: f })));

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3">
      <h3
        id={`${id}-h`}
        className={
          again ? 'border-t border-slate-300 pt-3 text-base font-semibold dark:border-slate-700' : 'sr-only'
        }
      >
        {again ? m.inputAgain : m.inputHeading}
      </h3>
      <div
        role="group"
        aria-label={m.dropHere}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!busy) sendFiles(e.dataTransfer.files);
        }}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm ${over ? 'border-accent bg-sky-50 dark:bg-sky-950/40' : 'border-slate-400 dark:border-slate-600'}`}
      >
        <p>{m.dropHere}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <button type="button" className={button} disabled={busy} onClick={() => fileInput.current?.click()}>
            {m.chooseFiles}
          </button>
          <button
            type="button"
            className={button}
            disabled={busy}
            onClick={() => folderInput.current?.click()}
          >
            {m.chooseFolder}
          </button>
          <button type="button" className={button} disabled={busy} onClick={() => send(exampleInputs())}>
            {m.example}
          </button>
        </div>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={m.chooseFiles}
          data-testid="scan-files"
          onChange={(e) => {
            sendFiles(e.target.files);
            e.target.value = '';
          }}
        />
        <input
          ref={folderInput}
          type="file"
          hidden
          aria-label={m.chooseFolder}
          {...{ webkitdirectory: '' }}
          onChange={(e) => {
            sendFiles(e.target.files);
            e.target.value = '';
          }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-paste`} className="text-sm font-medium">
          {m.pasteLabel}
        </label>
        <textarea
          id={`${id}-paste`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          spellCheck={false}
          className={`${field} font-mono text-xs`}
        />
        <div>
          <button
            type="button"
            className={button}
            disabled={busy || !text.trim()}
            onClick={() => send([{ name: 'pasted text', blob: new Blob([text]) }])}
          >
            {m.scanText}
          </button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{m.versionLabel}</span>
          <input
            value={version}
            onChange={(e) => setVersion(e.target.value)}
            aria-describedby={`${id}-vh`}
            className={`${field} w-40 font-mono`}
          />
          <span id={`${id}-vh`} className="text-xs text-slate-600 dark:text-slate-400">
            {m.versionHint}
          </span>
        </label>
      </div>
    </section>
  );
}
