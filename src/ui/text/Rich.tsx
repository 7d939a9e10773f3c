import type { ReactNode } from 'react';
import { useAppStore } from '../../store/appStore';
import type { GlossaryEntry } from '../i18n/glossary/types';
import { useT } from '../i18n/useT';

const Code = ({ children }: { children: string }) => (
  <code className="rounded bg-slate-200/70 px-1 font-mono text-[0.92em] [overflow-wrap:anywhere] dark:bg-slate-800">
    {children}
  </code>
);

/** Splits plain text at the first mention of each glossary term not yet linked, making it a button. */
function linkTerms(text: string, entries: GlossaryEntry[], linked: Set<string>, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  for (let n = 0; rest; n++) {
    let best: { e: GlossaryEntry; at: number; len: number } | undefined;
    for (const e of entries) {
      if (linked.has(e.id)) continue;
      const m = e.match.exec(rest);
      if (m && (!best || m.index < best.at)) best = { e, at: m.index, len: m[0].length };
    }
    if (!best) {
      out.push(rest);
      break;
    }
    linked.add(best.e.id);
    const before = rest.slice(0, best.at);
    const head = OPENING_PUNCTUATION.exec(before)?.[0] ?? '';
    out.push(before.slice(0, before.length - head.length));
    const id = best.e.id;
    const button = (
      <button
        key={`${key}-${n}`}
        type="button"
        className="term-link"
        onClick={() => useAppStore.getState().openGlossary(id)}
      >
        {rest.slice(best.at, best.at + best.len)}
      </button>
    );
    rest = rest.slice(best.at + best.len);
    // A button is an inline block, so a line may break after it even before a comma or a full stop ("frontend
    // ，count …" began a line with "，" in 中文), or before it after an opening quote (a line ended with “ at
    // 390 px): the punctuation around a term stays on its line.
    const tail = TRAILING_PUNCTUATION.exec(rest)?.[0] ?? '';
    rest = rest.slice(tail.length);
    out.push(
      head || tail ? (
        <span key={`${key}-${n}-p`} className="whitespace-nowrap">
          {head}
          {button}
          {tail}
        </span>
      ) : (
        button
      ),
    );
  }
  return out;
}

/** Punctuation no line may begin with (closing marks, in both languages' texts). */
const TRAILING_PUNCTUATION = /^[，。、；：！？）」』”’,.;:!?)'"]+/;
/** Punctuation no line may end with (opening marks, right before a term). */
const OPENING_PUNCTUATION = /[“‘（「『《("]+$/;

/**
 * Narration text with `code` spans in backticks (our catalogs' only markup). With `terms`, the first mention
 * of each glossary term becomes a button that opens its definition.
 */
export function Rich({ text, terms = false }: { text: string; terms?: boolean }) {
  const t = useT();
  const linked = new Set<string>();
  const parts = text.split('`');
  return (
    <>
      {parts.map((p, i) =>
        i % 2 ? <Code key={i}>{p}</Code> : terms ? linkTerms(p, t.glossary.entries, linked, String(i)) : p,
      )}
    </>
  );
}

/** The same text without markup (for accessible names and titles). */
export const plain = (text: string) => text.replaceAll('`', '');

/**
 * Narration as one accessible name: code spans become quoted literals (“k8sError … failed to list”), so a
 * screen reader (and a 中文 reader) can tell a log line or a name from the sentence around it.
 */
export const spoken = (text: string) => text.replace(/`([^`]*)`/g, '“$1”');
