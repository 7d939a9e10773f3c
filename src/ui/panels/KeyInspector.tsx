import {
  instanceKeyHex,
  K8S_SOURCE_PRIORITY,
  serviceLookupPrefix,
  type KeyVariant,
} from '../../model/backendInstanceKey';
import { byteGlyph, hexBytes } from '../../model/bytes';
import { selectPrimaryVariant, selectRuns, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { keyPair } from './keyPair';

/** Byte boxes on the page, or projected (every glyph and code ≥ 18 px). */
const SIZES = {
  page: { label: 'w-20 text-xs', byte: 'w-[1.3rem] text-[13px]', hex: 'text-[9.5px]', title: 'text-sm' },
  present: {
    label: 'w-44 text-[20px]',
    byte: 'w-[2.6rem] text-[30px]',
    hex: 'text-[18px]',
    title: 'text-[26px]',
  },
};
type Size = keyof typeof SIZES;

function Bytes({ hex, match, label, size }: { hex: string; match: number; label: string; size: Size }) {
  const z = SIZES[size];
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span
        className={`${z.label} shrink-0 pt-0.5 text-right leading-tight text-slate-600 dark:text-slate-300`}
      >
        {label}
      </span>
      <ol className="flex flex-wrap gap-px font-mono" aria-label={label}>
        {hexBytes(hex).map((b, i) => (
          <li
            key={i}
            className={`flex ${z.byte} flex-col items-center rounded-sm border leading-tight ${
              i < match
                ? 'border-bad bg-bad/20'
                : b === '20'
                  ? 'border-ok bg-ok/20 font-bold'
                  : 'border-slate-300 dark:border-slate-700'
            }`}
          >
            {/* The glyph as bare text (an anonymous flex item, laid out as a span would be; never blank): one
                element fewer per byte, of the ~100 bytes the first view builds. */}
            {byteGlyph(b)}
            <span className={`${z.hex} text-slate-600 dark:text-slate-300`}>{b}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Variant({
  variant,
  released,
  victim,
  size,
}: {
  variant: KeyVariant;
  released: string;
  victim: string;
  size: Size;
}) {
  const t = useT();
  const prefix = serviceLookupPrefix(released, variant);
  const stored = instanceKeyHex({ serviceName: victim, sourcePriority: K8S_SOURCE_PRIORITY }, variant);
  const hit = stored.startsWith(prefix);
  return (
    <div className={`rounded-md border p-2 ${variant === 'buggy' ? 'border-bad/60' : 'border-ok/60'}`}>
      <p className={`mb-1 ${SIZES[size].title} font-semibold`}>
        {variant === 'buggy' ? t.buggyKey : t.fixedKey}
        {t.punct.colon}
        <span className={hit ? 'text-bad' : 'text-ok'}>
          <span aria-hidden="true">{hit ? '✗ ' : '✓ '}</span>
          {hit ? t.matches : t.noMatch}
        </span>
      </p>
      <Bytes hex={prefix} match={hit ? prefix.length / 2 : 0} label={t.lookupPrefix} size={size} />
      <Bytes hex={stored} match={hit ? prefix.length / 2 : 0} label={t.storedKey} size={size} />
    </div>
  );
}

/** The two keys byte by byte, in both variants: the buggy prefix matches, the fixed 0x20 breaks it. */
export function KeyInspector({ size = 'page' }: { size?: Size }) {
  const t = useT();
  const runs = useAppStore(selectRuns);
  const variant = useAppStore(selectPrimaryVariant);
  const [released, victim] = keyPair(runs.traces.buggy, runs.scenario);
  const order: KeyVariant[] = variant === 'buggy' ? ['buggy', 'fixed'] : ['fixed', 'buggy'];
  return (
    <section
      id="key-inspector"
      aria-labelledby="keys-h"
      className="flex flex-col gap-2 rounded-lg border border-slate-300 p-3 dark:border-slate-700"
    >
      <h2
        id="keys-h"
        className={`${size === 'present' ? 'text-[20px]' : 'text-xs'} font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400`}
      >
        {t.keyInspector}
      </h2>
      <p className={`${size === 'present' ? 'text-[22px]' : 'text-xs'} text-slate-600 dark:text-slate-300`}>
        {t.keyInspectorHint} <code className="font-mono text-bad">{released}</code> ⟶{' '}
        <code className="font-mono">{victim}</code>
      </p>
      {order.map((v) => (
        <Variant key={v} variant={v} released={released} victim={victim} size={size} />
      ))}
    </section>
  );
}
