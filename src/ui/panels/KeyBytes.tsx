import { byteGlyph, hexBytes } from '../../model/bytes';
import type { KeyVariant } from '../../model/backendInstanceKey';
import type { KeyMatch } from '../../model/keyMatch';
import { fmt, useT } from '../i18n/useT';

/** Byte boxes on the page, or projected (every glyph and code ≥ 18 px). */
export const KEY_SIZES = {
  page: { label: 'w-20 text-xs', byte: 'w-[1.3rem] text-[13px]', hex: 'text-[9.5px]', title: 'text-sm' },
  present: {
    label: 'w-44 text-[20px]',
    byte: 'w-[2.6rem] text-[30px]',
    hex: 'text-[18px]',
    title: 'text-[26px]',
  },
};
export type KeySize = keyof typeof KEY_SIZES;

/**
 * One key, byte by byte: the bytes the lookup matched (`match`), the first byte where the two keys differ
 * (`diff`, ringed) and the space bytes that terminate a fixed key (green).
 */
function Bytes(props: { hex: string; match: number; diff: number | null; label: string; size: KeySize }) {
  const z = KEY_SIZES[props.size];
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span
        className={`${z.label} shrink-0 pt-0.5 text-right leading-tight text-slate-600 dark:text-slate-300`}
      >
        {props.label}
      </span>
      <ol className="flex flex-wrap gap-px font-mono" aria-label={props.label}>
        {hexBytes(props.hex).map((b, i) => (
          <li
            key={i}
            data-first-diff={i === props.diff ? '' : undefined}
            className={`flex ${z.byte} flex-col items-center rounded-sm border leading-tight ${
              i < props.match
                ? 'border-bad bg-bad/20'
                : b === '20'
                  ? 'border-ok bg-ok/20 font-bold'
                  : 'border-slate-300 dark:border-slate-700'
            } ${i === props.diff ? 'ring-2 ring-info' : ''}`}
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

/** One key variant: whether the released Service's lookup takes the other's instance, and both keys' bytes. */
export function KeyVariantBytes(props: {
  variant: KeyVariant;
  m: KeyMatch;
  size: KeySize;
  explain: boolean;
}) {
  const t = useT();
  const { m, variant, size } = props;
  const match = m.taken ? m.prefixHex.length / 2 : 0;
  const diff = (hex: string) => hexBytes(hex)[m.firstDiff ?? -1] ?? '';
  return (
    <div
      className={`rounded-md border p-2 ${variant === 'buggy' ? 'border-bad/60' : 'border-ok/60'}`}
      data-key-verdict={m.taken ? 'taken' : 'kept'}
    >
      <p className={`mb-1 ${KEY_SIZES[size].title} font-semibold`}>
        {variant === 'buggy' ? t.buggyKey : t.fixedKey}
        {t.punct.colon}
        <span className={m.taken ? 'text-bad-strong' : 'text-ok-strong'}>
          <span aria-hidden="true">{m.taken ? '✗ ' : '✓ '}</span>
          {m.taken ? t.matches : t.noMatch}
        </span>
      </p>
      <Bytes hex={m.prefixHex} match={match} diff={m.firstDiff} label={t.lookupPrefix} size={size} />
      <Bytes hex={m.storedHex} match={match} diff={m.firstDiff} label={t.storedKey} size={size} />
      {props.explain && (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {m.firstDiff === null
            ? fmt(t.keyCompare.prefixEnds, { n: m.prefixHex.length / 2 })
            : fmt(t.keyCompare.differ, {
                shared: m.shared,
                at: m.firstDiff + 1,
                a: `${diff(m.prefixHex)} (${byteGlyph(diff(m.prefixHex))})`,
                b: `${diff(m.storedHex)} (${byteGlyph(diff(m.storedHex))})`,
              })}
        </p>
      )}
    </div>
  );
}
