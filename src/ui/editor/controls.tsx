import type { ReactNode } from 'react';

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

/**
 * A titled list of editable rows: each row is a labelled group ending with its remove button, and an add
 * button closes the list. Services, EndpointSlices and events all use it.
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
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{props.legend}</legend>
      {props.before}
      {props.items.map((item, i) => (
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
      ))}
      <button type="button" className={`${smallButton} self-start`} onClick={props.onAdd}>
        + {props.addText}
      </button>
    </fieldset>
  );
}
