import { useId } from 'react';
import { wordProblem } from '../../scenario/problems';
import { useEditorStore } from '../../store/editorStore';
import type { EditorFieldKey } from '../i18n/en';
import { useT } from '../i18n/useT';

/** The first validation error at this JSON path (or inside it), in the reader's language. */
export function useErrorAt(path: string): string | undefined {
  const t = useT();
  const error = useEditorStore((s) =>
    s.errors.find((e) => e.path === path || e.path.startsWith(`${path}.`) || e.path.startsWith(`${path}[`)),
  );
  return error && wordProblem(error.code, error.params, t.problems);
}

/**
 * What a field's key means in the reader's language, when that says more than the key itself (in English the
 * keys are the words: no gloss).
 */
export function fieldGloss(glosses: Record<EditorFieldKey, string>, key: string): string | undefined {
  const gloss = Object.hasOwn(glosses, key) ? glosses[key as EditorFieldKey] : undefined;
  return gloss && gloss.toLowerCase() !== key.toLowerCase() ? gloss : undefined;
}

/** A labelled input whose validation error appears right next to it. */
export function Field(props: {
  label: string;
  path: string;
  value: string | number | undefined | null;
  onChange: (v: string) => void;
  /** A Tailwind min-width class (the field grows beyond it with its value). */
  width?: string;
  options?: readonly string[];
  mono?: boolean;
  /** Prose (the summary): a field on a line of its own, its text wrapping over as many lines as it needs. */
  prose?: boolean;
  /** The format key whose meaning glosses the field, when the label says more (`nodeName 10.0.0.1`). */
  field?: string;
}) {
  const id = useId();
  const t = useT();
  const error = useErrorAt(props.path);
  const gloss = fieldGloss(t.editor.fields, props.field ?? props.label);
  // The field is named by its key (the file format); its meaning in the reader's language describes it.
  const describedBy = [gloss && `${id}-g`, error && `${id}-e`].filter(Boolean).join(' ') || undefined;
  // The width is a minimum: the field grows with its value, so nothing typed is hidden ("LoadBalan").
  const minWidth = props.width ?? 'min-w-28';
  const cls = `rounded border px-1.5 py-0.5 text-sm field-sizing-content max-w-full ${minWidth} ${
    props.mono === false ? '' : 'font-mono'
  } ${error ? 'border-bad bg-bad/10' : 'border-slate-400 bg-white dark:border-slate-600 dark:bg-slate-950'}`;
  return (
    <span className={`${props.prose ? 'flex w-full' : 'inline-flex'} flex-col gap-0.5`}>
      {/* The meaning sits above its key, so a field is as wide as the wider of the two (or its input), not both
          side by side: in 中文 a Service's row otherwise ran past the line and pushed its remove button under it. */}
      <span className="flex flex-col text-[11px] text-slate-500">
        {gloss && (
          <span id={`${id}-g`} className="text-slate-700 dark:text-slate-300">
            {gloss}
          </span>
        )}
        <label htmlFor={id} className="font-mono whitespace-nowrap">
          {props.label}
        </label>
      </span>
      {props.prose ? (
        <textarea
          id={id}
          rows={2}
          className={`${cls} w-full resize-y`}
          value={String(props.value ?? '')}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
      ) : props.options ? (
        <select
          id={id}
          className={cls}
          value={String(props.value ?? '')}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        >
          {props.options.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={cls}
          value={props.value === null ? 'null' : String(props.value ?? '')}
          onChange={(e) => props.onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
      )}
      {error && (
        <span id={`${id}-e`} role="alert" className="max-w-56 text-[11px] text-bad">
          <span aria-hidden="true">✗ </span>
          {error}
        </span>
      )}
    </span>
  );
}

/** Text → number, keeping what was typed when it is not a number (the validator then says so). */
export const num = (v: string): number => (v.trim() === '' ? NaN : Number(v));
/** "1.1.1.1, 2.2.2.2" → ["1.1.1.1", "2.2.2.2"]; "null" → null. */
export const ipList = (v: string): string[] | null =>
  v.trim() === 'null' ? null : v.split(/[\s,]+/).filter(Boolean);
