import { useAppStore, selectPrimaryVariant } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { radioGroupKeys } from '../radioGroupKeys';
import { IconTip } from './IconTip';

/** The key variant: a radio group named "Key" (buggy / fixed). Compare is a separate toggle. */
export function KeySwitch() {
  const t = useT();
  const variant = useAppStore(selectPrimaryVariant);
  const view = useAppStore((s) => s.view);
  const setView = useAppStore((s) => s.setView);
  // A view asked for while its run is still being simulated (the page says so): marked until it opens.
  const wanted = useAppStore((s) => s.pendingRun?.wanted ?? null);
  const waiting = 'animate-pulse ring-2 ring-inset ring-accent dark:ring-info';
  const options = [
    { id: 'buggy', label: t.buggyKey, short: t.buggyShort, icon: '✗' },
    { id: 'fixed', label: t.fixedKey, short: t.fixedShort, icon: '✓' },
  ] as const;
  const keys = radioGroupKeys(
    options.map((o) => o.id),
    view === 'compare' ? null : variant,
    setView,
  );
  return (
    <div className="flex items-center gap-2">
      <div
        role="radiogroup"
        aria-label={t.keyGroup}
        onKeyDown={keys.onKeyDown}
        className="flex overflow-hidden rounded-md border border-slate-400 dark:border-slate-600"
      >
        {options.map((o) => {
          const checked = variant === o.id && view !== 'compare';
          return (
            <button
              key={o.id}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={keys.tabIndex(o.id)}
              aria-label={o.label}
              onClick={() => setView(o.id)}
              className={`px-2.5 py-1.5 text-sm font-medium ${
                checked
                  ? o.id === 'buggy'
                    ? 'bg-bad text-white dark:text-slate-950'
                    : 'bg-ok text-white dark:text-slate-950'
                  : 'bg-transparent hover:bg-slate-200 dark:hover:bg-slate-800'
              } ${wanted === o.id ? waiting : ''}`}
            >
              <span aria-hidden="true">{o.icon} </span>
              <span className="hidden 2xl:inline">{o.label}</span>
              <span className="2xl:hidden" aria-hidden="true">
                {o.short}
              </span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        aria-pressed={view === 'compare'}
        // Pressed again while compare waits for its run: the wish is dropped (the view stays as it is).
        onClick={() => setView(wanted === 'compare' ? view : view === 'compare' ? 'buggy' : 'compare')}
        className={`has-tip relative rounded-md border px-2.5 py-1.5 text-sm font-medium ${
          view === 'compare'
            ? 'border-accent bg-accent text-white'
            : 'border-slate-400 hover:bg-slate-200 dark:border-slate-600 dark:hover:bg-slate-800'
        } ${wanted === 'compare' ? waiting : ''}`}
      >
        <span aria-hidden="true">⇆</span>
        <span className="sr-only xl:not-sr-only xl:ml-1">{t.compare}</span>
        <IconTip text={t.compare} />
      </button>
    </div>
  );
}
