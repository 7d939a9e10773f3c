import { useAppStore } from '../store/appStore';

/** A message about what went wrong (a bad link or file), as an alert that can be dismissed. */
export function Notice() {
  const notice = useAppStore((s) => s.notice);
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="mx-4 mt-2 flex items-start gap-2 rounded-md border border-warn bg-warn/15 px-3 py-2 text-sm"
    >
      <span aria-hidden="true">⚠</span>
      <p className="flex-1 break-words">{notice}</p>
      <button
        type="button"
        aria-label="Dismiss"
        className="px-1"
        onClick={() => useAppStore.getState().setNotice(null)}
      >
        ✕
      </button>
    </div>
  );
}
