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
