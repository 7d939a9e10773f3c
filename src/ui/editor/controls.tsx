import { useState, type ReactNode } from 'react';
import { fmt, useT } from '../i18n/useT';

/** Small buttons shared by the editor's forms. */
export const smallButton =
  'rounded border border-slate-400 px-2 py-0.5 text-xs hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800';

export function RemoveButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <button type="button" className={`${smallButton} ml-auto`} aria-label={label} onClick={onClick}>
      ✕ {text}
    </button>
  );
}

/** A long list (a real cluster's Services) renders this many rows at a time; a filter finds any row. */
export const EDITOR_PAGE = 50;

/**
 * A titled list of editable rows: each row is a labelled group ending with its remove button, and an add
 * button closes the list. Services, EndpointSlices and events all use it. A list longer than `EDITOR_PAGE`
 * shows its first rows, a button for more and a filter by row label, so that 2,000 Services open at once.
 */
export function EditorList<T>(props: {
  legend: string;
  items: readonly T[];
  rowLabel: (item: T, i: number) => string;
  removeText: string;
  onRemove: (i: number) => void;
  addText: string;
  onAdd: () => void;
  before?: ReactNode;
  children: (item: T, i: number) => ReactNode;
}) {
  const t = useT();
  const [limit, setLimit] = useState(EDITOR_PAGE);
  const [filter, setFilter] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const long = props.items.length > EDITOR_PAGE;
  const needle = filter.trim().toLowerCase();
  const matching: number[] = [];
  props.items.forEach((item, i) => {
    if (!needle || props.rowLabel(item, i).toLowerCase().includes(needle)) matching.push(i);
  });
  const shown = matching.slice(0, limit);
  // A row just added shows even when it is past the rows on screen.
  if (added !== null && added < props.items.length && !shown.includes(added)) shown.push(added);
  const hidden = matching.length - Math.min(limit, matching.length);
  return (
    // min-w-0: a fieldset is never narrower than its content by default, so one long row (or the event strip,
    // which takes the width it is given) widened the whole editor past a phone's screen.
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="font-semibold">{props.legend}</legend>
      {props.before}
      {long && (
        <label className="flex items-center gap-2 text-xs">
          {fmt(t.editor.filterRows, { what: props.legend })}
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="rounded border border-slate-400 bg-white px-1.5 py-0.5 font-mono dark:border-slate-600 dark:bg-slate-900"
          />
          <span className="text-slate-600 dark:text-slate-400">
            {fmt(t.editor.rowsShown, { shown: shown.length, total: props.items.length })}
          </span>
        </label>
      )}
      {shown.map((i) => {
        const item = props.items[i]!;
        return (
          <div
            key={i}
            role="group"
            aria-label={props.rowLabel(item, i)}
            className="flex flex-wrap items-end gap-2 rounded border border-slate-300 p-2 dark:border-slate-700"
          >
            {props.children(item, i)}
            <RemoveButton
              label={`${props.removeText} ${props.rowLabel(item, i)}`}
              text={props.removeText}
              onClick={() => props.onRemove(i)}
            />
          </div>
        );
      })}
      {hidden > 0 && (
        <button
          type="button"
          className={`${smallButton} self-start`}
          onClick={() => setLimit(limit + EDITOR_PAGE)}
        >
          {fmt(t.editor.showMoreRows, { n: Math.min(EDITOR_PAGE, hidden), hidden })}
        </button>
      )}
      <button
        type="button"
        className={`${smallButton} self-start`}
        onClick={() => {
          setAdded(props.items.length);
          props.onAdd();
        }}
      >
        + {props.addText}
      </button>
    </fieldset>
  );
}
