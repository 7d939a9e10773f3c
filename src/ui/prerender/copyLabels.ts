import { cachedChapterLabels, seedChapterLabels, type ChapterLabels } from '../timeline/chapterLabels';

/** The id of the copy's data block with the timeline's chapter-label layouts (see `copyLabelsBlock`). */
export const COPY_LABELS_ID = 'copy-labels';

/**
 * A data block (not a script: nothing runs it) with the chapter-label layouts the build computed while it drew
 * the copy's timelines, one per width it drew: the label search is the costliest part of the timeline's first
 * render, and the app, booting in a window the copy was laid out for, draws its timeline at one of those widths,
 * with the same chapters and names. Goes inside the copy, which the app removes as it mounts.
 */
export function copyLabelsBlock(): string {
  const json = JSON.stringify(cachedChapterLabels()).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${COPY_LABELS_ID}">${json}</script>`;
}

/** Whether `x` looks like `copyLabelsBlock`'s entries (what the page finds is trusted no further). */
function isEntries(x: unknown): x is [string, ChapterLabels][] {
  return (
    Array.isArray(x) &&
    x.every(
      (e) =>
        Array.isArray(e) &&
        e.length === 2 &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'object' &&
        e[1] !== null &&
        Array.isArray((e[1] as ChapterLabels).places),
    )
  );
}

/**
 * Before the app's first render: seeds the chapter-label cache with the copy's layouts, if the page has them.
 * A layout is only ever found under the key of the very input it was computed for (width, time span, chapters,
 * names), so a window or language the copy was not laid out for simply searches as before.
 */
export function seedLabelsFromCopy(doc: Document): void {
  const text = doc.getElementById(COPY_LABELS_ID)?.textContent;
  if (!text) return;
  try {
    const entries: unknown = JSON.parse(text);
    if (isEntries(entries)) seedChapterLabels(entries);
  } catch {
    // A damaged block: the labels are searched for, as without one.
  }
}
