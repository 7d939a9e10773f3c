import { useId, useState } from 'react';
import type { KeyVariant } from '../../model/backendInstanceKey';
import { keyMatch } from '../../model/keyMatch';
import { selectPrimaryVariant, selectRuns, useAppStore } from '../../store/appStore';
import { fmt, useT } from '../i18n/useT';
import { KeyVariantBytes, type KeySize } from './KeyBytes';
import { keyPair } from './keyPair';

/** A Service as `namespace/name` (or `cluster/namespace/name`): no spaces, no empty part. */
const SERVICE_NAME = /^[^\s/]+(\/[^\s/]+){1,2}$/;

/** Two names the reader types (or picks from the scenario), starting from the scenario's pair. */
function useNames(pair: [string, string]) {
  const [typed, setTyped] = useState<{ for: string; a: string; b: string } | null>(null);
  // A new scenario (another pair) starts from its own pair again.
  const mine = typed && typed.for === pair.join('\n') ? typed : null;
  const a = mine?.a ?? pair[0];
  const b = mine?.b ?? pair[1];
  const set = (next: { a?: string; b?: string }) => setTyped({ for: pair.join('\n'), a, b, ...next });
  return { a, b, set, reset: () => setTyped(null), edited: mine !== null };
}

/**
 * The two keys byte by byte, in both variants: whether `backendRelease` of Name A takes Name B's instance (the
 * buggy lookup prefix is Name A's bare bytes; the fixed one ends in 0x20). On the page the reader can type any two
 * names; projected, it shows the scenario's pair.
 */
export function KeyInspector({ size = 'page' }: { size?: KeySize }) {
  const t = useT();
  const id = useId();
  const runs = useAppStore(selectRuns);
  const variant = useAppStore(selectPrimaryVariant);
  const pair = keyPair(runs.traces.buggy, runs.scenario);
  const names = useNames(pair);
  const page = size === 'page';
  const [released, other] = page ? [names.a.trim(), names.b.trim()] : pair;
  const bad = [
    ...(SERVICE_NAME.test(released) ? [] : [fmt(t.keyCompare.invalid, { field: t.keyCompare.nameA })]),
    ...(SERVICE_NAME.test(other) ? [] : [fmt(t.keyCompare.invalid, { field: t.keyCompare.nameB })]),
  ];
  const order: KeyVariant[] = variant === 'buggy' ? ['buggy', 'fixed'] : ['fixed', 'buggy'];
  const scenarioNames = [
    ...new Set(runs.scenario.services.map((s) => `${s.namespace}/${s.name}`).concat(pair)),
  ];
  const field = (which: 'a' | 'b') => (
    <label className="flex min-w-0 flex-1 basis-40 flex-col gap-0.5 text-xs">
      <span className="font-semibold">{which === 'a' ? t.keyCompare.nameA : t.keyCompare.nameB}</span>
      <input
        className="min-h-8 min-w-0 rounded border border-slate-400 bg-white px-1.5 font-mono text-sm dark:border-slate-600 dark:bg-slate-900"
        value={which === 'a' ? names.a : names.b}
        list={`${id}-names`}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={bad.length > 0 && !SERVICE_NAME.test((which === 'a' ? names.a : names.b).trim())}
        aria-describedby={`${id}-hint`}
        onChange={(e) => names.set(which === 'a' ? { a: e.target.value } : { b: e.target.value })}
      />
    </label>
  );
  return (
    <section
      id="key-inspector"
      aria-labelledby="keys-h"
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h2
        id="keys-h"
        className={`${size === 'present' ? 'text-[20px]' : 'text-xs'} font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400 [:lang(zh-CN)_&]:normal-case`}
      >
        {t.keyInspector}
      </h2>
      <p
        id={`${id}-hint`}
        className={`${size === 'present' ? 'text-[22px]' : 'text-xs'} text-slate-600 dark:text-slate-300`}
      >
        {t.keyInspectorHint}
        {/* On the page the two names are in their fields below. */}
        {!page && (
          <>
            {' '}
            <code className="font-mono text-bad-strong">{released}</code> ⟶{' '}
            <code className="font-mono">{other}</code>
          </>
        )}
      </p>
      {page && (
        <div className="flex flex-wrap items-end gap-2">
          {field('a')}
          {field('b')}
          <datalist id={`${id}-names`}>
            {scenarioNames.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
          {names.edited && (
            <button
              type="button"
              className="min-h-8 rounded border border-slate-400 px-2 text-xs dark:border-slate-600"
              onClick={names.reset}
            >
              {t.keyCompare.reset}
            </button>
          )}
        </div>
      )}
      {bad.length ? (
        <p role="alert" className="text-xs text-bad-strong">
          {bad.join(' ')}
        </p>
      ) : (
        order.map((v) => (
          <KeyVariantBytes key={v} variant={v} m={keyMatch(released, other, v)} size={size} explain={page} />
        ))
      )}
      {page && !bad.length && (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.keyCompare.priority}</p>
      )}
    </section>
  );
}
