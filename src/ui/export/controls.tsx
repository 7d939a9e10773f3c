import type { ReactNode } from 'react';

export const BTN =
  'rounded-md border border-slate-400 px-3 py-1.5 text-sm hover:bg-slate-200 disabled:opacity-50 dark:border-slate-600 dark:hover:bg-slate-800';
export const PRIMARY =
  'rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:opacity-90 disabled:opacity-50';
export const SELECT =
  'rounded border border-slate-400 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900';

/** A row of radio buttons with a legend: one choice among a few. */
export function Choice<T extends string | number>(props: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: ReactNode; disabled?: boolean; title?: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="mb-1 font-medium">{props.legend}</legend>
      {props.options.map((o) => (
        <label
          key={String(o.value)}
          title={o.title}
          className={`flex items-center gap-1 ${o.disabled ? 'opacity-60' : 'cursor-pointer'}`}
        >
          <input
            type="radio"
            name={props.name}
            checked={props.value === o.value}
            disabled={o.disabled}
            onChange={() => props.onChange(o.value)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A checkbox with its label. */
export function Check(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      {props.label}
    </label>
  );
}
