import { useMemo } from 'react';
import { byteGlyph, hexBytes } from '../../model/bytes';
import { findCollisions } from '../../scenario/collisions';
import type { Draft } from '../../store/editorStore';
import { fmt, useT } from '../i18n/useT';

/** Live check: pairs of services the buggy key would damage, with the colliding bytes. */
export function CollisionPanel({ draft }: { draft: Draft }) {
  const t = useT();
  const collisions = useMemo(() => {
    try {
      return findCollisions(draft);
    } catch {
      return []; // a half-typed draft: the validator reports it next to the fields
    }
  }, [draft]);
  return (
    <section
      role="region"
      aria-label={t.editor.collisions}
      className="rounded border border-slate-300 p-2 dark:border-slate-700"
    >
      <h3 className="text-sm font-semibold">{t.editor.collisions}</h3>
      {collisions.length === 0 && (
        <p className="text-sm text-ok">
          <span aria-hidden="true">✓ </span>
          {t.editor.noCollisions}
        </p>
      )}
      {collisions.map((c) => (
        <div
          key={`${c.released}>${c.victim}`}
          className="mt-1 rounded border-l-4 border-bad bg-bad/10 px-2 py-1"
        >
          <p className="text-sm font-semibold text-bad">
            <span aria-hidden="true">✗ </span>
            {fmt(t.editor.collision, { a: c.released, b: c.victim, shared: c.shared.join(', ') })}
          </p>
          <p className="mt-1 flex flex-wrap gap-px font-mono text-[10px]" aria-label={`bytes of ${c.victim}`}>
            {hexBytes(c.victimKeyHex).map((b, i) => (
              <span
                key={i}
                className={`rounded-sm border px-0.5 ${i < c.prefixHex.length / 2 ? 'border-bad bg-bad/15' : 'border-slate-400'}`}
              >
                {byteGlyph(b)}
                <sub className="text-slate-700 dark:text-slate-300">{b}</sub>
              </span>
            ))}
          </p>
        </div>
      ))}
    </section>
  );
}
