import { TIMELINE } from '../layout';
import { CHAPTER_ROW, LANE_LABEL_WIDTH, timeScale } from './geometry';
import { layoutLabels, textWidth, type RowGeometry } from './labelLayout';

/** A box on the timeline's SVG (px). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A chapter label where the timeline draws it: its text's baseline, its box and its leader line to the event. */
export interface ChapterLabel {
  x: number;
  baseline: number;
  row: number;
  box: Box;
  /** From the label to its chapter's line above the lanes; absent when the label sits on its line. */
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

export interface ChapterLabels {
  names: string[];
  /** Per chapter: where its label goes, or null (out of view, or no room: the number sits on its line). */
  places: (ChapterLabel | null)[];
  inView: boolean[];
  /** Numbers instead of names (compact, or no room for names). */
  short: boolean;
  rows: number;
}

/** The label rows' geometry, for leader lines to keep clear of the labels they pass. */
const ROWS: RowGeometry = {
  row: CHAPTER_ROW,
  boxTop: TIMELINE.chapterBaseline - TIMELINE.labelAscent,
  boxBottom: TIMELINE.chapterBaseline + TIMELINE.labelDescent,
  pad: TIMELINE.chapterPad - TIMELINE.chapterLineStart,
};

/** The y (px) where chapter lines start, above the lanes, for `rows` rows of labels. */
export const chapterLineTop = (rows: number) =>
  rows * CHAPTER_ROW + TIMELINE.chapterPad - TIMELINE.chapterLineStart;

/** How many label layouts the cache keeps: a few widths (a resize, a zoom) in each language. */
const CACHED_LAYOUTS = 16;
const cache = new Map<string, ChapterLabels>();

/**
 * Lays out the chapter labels of a timeline `width` px wide showing `domain`: every chapter in view gets its
 * full name, dodging the others in up to two rows with leader lines; when names do not fit (or `compact`) the
 * numbers dodge instead (a chapter's name is in its tooltip). The layout searches row assignments (tens of ms
 * for many labels), so it is kept per input: a timeline drawn again at the same width, with the same chapters
 * and names (language), gets the same object back without a search.
 */
export function chapterLabels(
  width: number,
  domain: readonly [number, number],
  chapters: readonly { at: number }[],
  chapterNames: readonly string[],
  compact: boolean,
): ChapterLabels {
  const key = JSON.stringify([width, domain[0], domain[1], compact, chapters.map((c) => c.at), chapterNames]);
  const hit = cache.get(key);
  if (hit) {
    // Most recently used last: the oldest goes first when the cache is full.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const labels = layoutChapterLabels(width, domain, chapters, chapterNames, compact);
  cache.set(key, labels);
  if (cache.size > CACHED_LAYOUTS) cache.delete(cache.keys().next().value!);
  return labels;
}

/** The cached layouts as key and layout, oldest first (the build hands its copy's to the page). */
export const cachedChapterLabels = (): [string, ChapterLabels][] => [...cache];

/**
 * Puts layouts computed elsewhere into the cache, under the keys `chapterLabels` made for them (the build's, for
 * the prerendered copy's widths: the app's first render at one of those widths then needs no search). A key
 * already cached keeps its layout; the cache keeps its size.
 */
export function seedChapterLabels(entries: readonly (readonly [string, ChapterLabels])[]): void {
  for (const [key, labels] of entries) {
    if (cache.has(key)) continue;
    cache.set(key, labels);
    if (cache.size > CACHED_LAYOUTS) cache.delete(cache.keys().next().value!);
  }
}

/** `chapterLabels` without the cache: runs the search every time. */
export function layoutChapterLabels(
  width: number,
  domain: readonly [number, number],
  chapters: readonly { at: number }[],
  chapterNames: readonly string[],
  compact: boolean,
): ChapterLabels {
  const x = timeScale(width, [domain[0], domain[1]]);
  const names = chapters.map((_, i) => `${i + 1}. ${chapterNames[i]}`);
  const inView = chapters.map((c) => c.at >= domain[0] && c.at <= domain[1]);
  const shown = chapters.flatMap((_, i) => (inView[i] ? [i] : []));
  const bounds = { left: LANE_LABEL_WIDTH - TIMELINE.labelOverhang, right: width - TIMELINE.labelMargin };
  const named = layoutLabels(
    shown.map((i) => ({ anchor: x(chapters[i]!.at), width: textWidth(names[i]!, TIMELINE.labelFont) })),
    bounds,
    { gap: TIMELINE.nameGap, geometry: ROWS },
  );
  const short = shown.length > 0 && (compact || named.every((p) => p === null));
  const texts = shown.map((i) => (short ? String(i + 1) : names[i]!));
  const placed = short
    ? layoutLabels(
        shown.map((i, k) => ({
          anchor: x(chapters[i]!.at) - TIMELINE.numberNudge,
          target: x(chapters[i]!.at),
          width: textWidth(texts[k]!, TIMELINE.labelFont),
        })),
        bounds,
        { gap: TIMELINE.numberGap, geometry: ROWS },
      )
    : named;
  const rows = Math.max(1, ...placed.map((p) => (p ? p.row + 1 : 1)));
  const lineTop = chapterLineTop(rows);
  const places = chapters.map((c, i): ChapterLabel | null => {
    const k = shown.indexOf(i);
    const p = k < 0 ? null : placed[k];
    if (!p) return null;
    const cx = x(c.at);
    const baseline = p.row * CHAPTER_ROW + TIMELINE.chapterBaseline;
    const w = textWidth(texts[k]!, TIMELINE.labelFont);
    const box = {
      x: p.x,
      y: baseline - TIMELINE.labelAscent,
      width: w,
      height: TIMELINE.labelAscent + TIMELINE.labelDescent,
    };
    // A label on its line in the last row needs no leader; any other is tied to its line.
    const leader =
      p.row < rows - 1 || Math.abs(p.attach - cx) > 0.5
        ? { x1: p.attach, y1: box.y + box.height, x2: cx, y2: lineTop }
        : undefined;
    return { x: p.x, baseline, row: p.row, box, ...(leader ? { leader } : {}) };
  });
  return { names, places, inView, short, rows };
}
