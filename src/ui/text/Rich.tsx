/** Narration text with `code` spans in backticks (our catalogs' only markup). */
export function Rich({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((p, i) =>
        i % 2 ? (
          <code key={i} className="rounded bg-slate-200/70 px-1 font-mono text-[0.92em] dark:bg-slate-800">
            {p}
          </code>
        ) : (
          p
        ),
      )}
    </>
  );
}

/** The same text without markup (for accessible names and titles). */
export const plain = (text: string) => text.replaceAll('`', '');
