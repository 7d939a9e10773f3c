/**
 * How far a simulation has come: a progress bar named `label` (what is being simulated) and its percentage,
 * which a screen reader reads from the bar itself.
 */
export function RunProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <>
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 min-w-0 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-300 [&::-webkit-progress-value]:bg-accent dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-info"
      />
      <span aria-hidden="true" className="w-12 text-right font-mono tabular-nums">
        {percent} %
      </span>
    </>
  );
}
