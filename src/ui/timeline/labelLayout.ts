/**
 * A label that would like its left edge at `anchor` (px), `width` px wide, with a leader line to `target` (its
 * event; default `anchor`).
 */
export interface LabelIn {
  anchor: number;
  width: number;
  target?: number;
}

/** Where a label goes: its left edge, its row (0 = top) and where its leader line leaves its bottom edge. */
export type LabelPlace = { x: number; row: number; attach: number } | null;

/**
 * The rows' vertical geometry: rows are `row` px apart, a label's box spans [boxTop, boxBottom] within its row,
 * and leader lines end `pad` px below the last row, at their target.
 */
export interface RowGeometry {
  row: number;
  boxTop: number;
  boxBottom: number;
  pad: number;
}

export interface LayoutOptions {
  /** Space between labels of one row, and between a label and a leader line passing through its row. */
  gap?: number;
  clearance?: number;
  maxRows?: number;
  /**
   * One more row than `maxRows`, tried only when the best layout in `maxRows` leaves a label's leader line
   * more than `far` px from its event (a cluster of events with more labels than two rows can hold nearby).
   */
  spillRow?: boolean;
  far?: number;
  /** How far from a label's ends its leader line may leave it. */
  inset?: number;
  geometry?: RowGeometry;
  /**
   * Give up each layout as soon as its cost so far exceeds the best one's (default): the same result as trying
   * every layout in full (`false`, the reference the tests compare with), several times faster.
   */
  prune?: boolean;
}

const DEFAULT_GEOMETRY: RowGeometry = { row: 15, boxTop: 2, boxBottom: 14, pad: 4 };
/** Each row beyond the first costs as much as this many px of leader lines; a label above the last row, a hair. */
const ROW_COST = 60;
const UPPER_ROW_COST = 0.5;
/** Two leader lines crossing cost as much as this many px. */
const LEADER_CROSSING_COST = 40;
/** Starting a label away from its anchor costs this much per px (its leader line, one per px). */
const ANCHOR_COST = 0.05;
/** Beyond this many labels only alternating rows are tried (every assignment is 2^n). */
const MAX_SEARCHED = 12;
/** Rounding slack (px): a label that ends where an obstacle starts does not overlap it. */
const EPS = 1e-6;
/**
 * Relative slack before a layout whose partial cost exceeds the best one's is given up: the partial sum adds
 * the same terms in another order, so rounding must never prune a layout that would have won (or tied first).
 */
const PRUNE_SLACK = 1e-9;

/**
 * One search for a layout: the labels as flat arrays and reused buffers, so that trying every assignment of
 * labels to rows (2^n for two rows) allocates nothing per try.
 */
class Search {
  readonly n: number;
  readonly anchor: Float64Array;
  readonly width: Float64Array;
  readonly target: Float64Array;
  readonly x: Float64Array;
  readonly attach: Float64Array;
  readonly row: Int32Array;
  private readonly idx: Int32Array;
  private readonly obsA: Float64Array;
  private readonly obsB: Float64Array;
  private obsN = 0;

  constructor(
    labels: readonly LabelIn[],
    private readonly bounds: { left: number; right: number },
    private readonly o: Required<LayoutOptions>,
  ) {
    this.n = labels.length;
    this.anchor = Float64Array.from(labels, (l) => l.anchor);
    this.width = Float64Array.from(labels, (l) => l.width);
    this.target = Float64Array.from(labels, (l) => l.target ?? l.anchor);
    this.x = new Float64Array(this.n);
    this.attach = new Float64Array(this.n);
    this.row = new Int32Array(this.n);
    this.idx = new Int32Array(this.n);
    this.obsA = new Float64Array(this.n);
    this.obsB = new Float64Array(this.n);
  }

  /** Where a leader line leaves label i at x: above its target if it can, else at the nearest allowed point. */
  private attachAt(i: number, x: number): number {
    const inset = Math.min(this.o.inset, this.width[i]! / 2);
    return Math.min(x + this.width[i]! - inset, Math.max(x + inset, this.target[i]!));
  }

  /** The index of the first obstacle that [x, x + w] overlaps, or -1. */
  private hit(x: number, w: number): number {
    for (let k = 0; k < this.obsN; k++) if (x < this.obsB[k]! - EPS && x + w > this.obsA[k]! + EPS) return k;
    return -1;
  }

  private pushRight(x: number, w: number): number {
    let at = x;
    for (let k = this.hit(at, w); k >= 0; k = this.hit(at, w)) at = this.obsB[k]!;
    return at;
  }

  /**
   * Places the m labels listed in idx (in anchor order) as close to their anchors as it can, `gap` apart,
   * inside the bounds and clear of the obstacles (where upper rows' leader lines pass): pushes right past the
   * previous label and the obstacles (first letting the previous label slide left while its leader line stays
   * as short), then pulls back from the right edge. Returns whether they fit.
   */
  private placeRow(m: number): boolean {
    const { idx, x, width: w } = this;
    const { gap, inset } = this.o;
    const lowest = (k: number) => (k > 0 ? x[idx[k - 1]!]! + w[idx[k - 1]!]! + gap : this.bounds.left);
    for (let k = 0; k < m; k++) {
      const i = idx[k]!;
      x[i] = this.pushRight(Math.max(this.anchor[i]!, lowest(k)), w[i]!);
      if (x[i]! > this.anchor[i]! && k > 0) {
        const p = idx[k - 1]!;
        const free = Math.max(lowest(k - 1), this.target[p]! - w[p]! + inset);
        const slid = Math.max(free, x[p]! - (x[i]! - this.anchor[i]!));
        if (slid < x[p]! && this.hit(slid, w[p]!) < 0) {
          x[p] = slid;
          x[i] = this.pushRight(Math.max(this.anchor[i]!, lowest(k)), w[i]!);
        }
      }
    }
    for (let k = m - 1; k >= 0; k--) {
      const i = idx[k]!;
      const limit = k === m - 1 ? this.bounds.right : x[idx[k + 1]!]! - gap;
      if (x[i]! + w[i]! <= limit) continue;
      let at = limit - w[i]!;
      for (let h = this.hit(at, w[i]!); h >= 0; h = this.hit(at, w[i]!)) at = this.obsA[h]! - w[i]!;
      x[i] = at;
    }
    return m === 0 || x[idx[0]!]! >= this.bounds.left - 1e-9;
  }

  /**
   * Places every label in the row `code` gives it (its digits in base `rows`), from the top row down: a row's
   * labels keep clear of the leader lines of the rows above, which pass through it. Returns the layout's cost
   * (leader lines' length, rows, crossing leader lines), or Infinity if it does not fit, or once its cost so far
   * exceeds `bound` (the best layout found yet: this one cannot beat it, since every term is ≥ 0) unless the
   * options say not to prune.
   */
  place(code: number, rows: number, bound = Infinity): number {
    const { n, row, x, attach, width: w } = this;
    const g = this.o.geometry;
    const span = this.bounds.right - this.bounds.left;
    const end = rows * g.row + g.pad;
    for (let i = 0, c = code; i < n; i++, c = Math.floor(c / rows)) row[i] = c % rows;
    // A lower bound of the cost so far (the rows placed), summed apart from the cost itself so that the cost a
    // layout gets is the same with and without the bound; past `limit` the layout is given up.
    const limit = this.o.prune ? bound + PRUNE_SLACK * (1 + Math.abs(bound)) : Infinity;
    let partial = (rows - 1) * ROW_COST;
    if (partial > limit) return Infinity;
    for (let r = 0; r < rows; r++) {
      let m = 0;
      let total = -this.o.gap;
      for (let i = 0; i < n; i++) {
        if (row[i] !== r) continue;
        this.idx[m++] = i;
        total += w[i]! + this.o.gap;
      }
      if (m === 0 || total > span) return Infinity;
      // Where the upper rows' leader lines pass through this row's labels.
      const top = r * g.row + g.boxTop;
      const bottom = r * g.row + g.boxBottom;
      this.obsN = 0;
      for (let i = 0; i < n; i++) {
        if (row[i]! >= r) continue;
        const y1 = row[i]! * g.row + g.boxBottom;
        const slope = (this.target[i]! - attach[i]!) / (end - y1);
        const a = attach[i]! + slope * (top - y1);
        const b = attach[i]! + slope * (bottom - y1);
        this.obsA[this.obsN] = Math.min(a, b) - this.o.clearance;
        this.obsB[this.obsN++] = Math.max(a, b) + this.o.clearance;
      }
      if (!this.placeRow(m)) return Infinity;
      for (let k = 0; k < m; k++) {
        const i = this.idx[k]!;
        attach[i] = this.attachAt(i, x[i]!);
        partial += Math.abs(attach[i]! - this.target[i]!) + ANCHOR_COST * Math.abs(x[i]! - this.anchor[i]!);
      }
      if (partial > limit) return Infinity;
    }
    let cost = (rows - 1) * ROW_COST;
    for (let i = 0; i < n; i++) {
      cost += Math.abs(attach[i]! - this.target[i]!) + ANCHOR_COST * Math.abs(x[i]! - this.anchor[i]!);
      cost += (rows - 1 - row[i]!) * UPPER_ROW_COST;
      for (let j = i + 1; j < n; j++) if (this.leadersCross(i, j, end)) cost += LEADER_CROSSING_COST;
    }
    return cost;
  }

  /** The longest leader line of the last layout placed (px between where it leaves its label and its event). */
  farthest(): number {
    const i = this.farthestLabel();
    return Math.abs(this.attach[i]! - this.target[i]!);
  }

  /** The label whose leader line is the longest in the last layout placed. */
  farthestLabel(): number {
    let far = 0;
    for (let i = 1; i < this.n; i++)
      if (Math.abs(this.attach[i]! - this.target[i]!) > Math.abs(this.attach[far]! - this.target[far]!))
        far = i;
    return far;
  }

  /** Whether the leader lines of labels i and j (from their labels down to y = end) cross. */
  private leadersCross(i: number, j: number, end: number): boolean {
    const g = this.o.geometry;
    // Plain locals, not destructured arrays: this runs for every pair of every layout tried, and the first
    // layouts of a page load run before the code is optimised, where each array and its iterator would cost.
    const ax = this.attach[i]!;
    const ay = this.row[i]! * g.row + g.boxBottom;
    const bx = this.target[i]!;
    const by = end;
    const cx = this.attach[j]!;
    const cy = this.row[j]! * g.row + g.boxBottom;
    const dx = this.target[j]!;
    const dy = end;
    const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
    const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
    const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
    return d1 * d2 < 0 && d3 * d4 < 0;
  }
}

/** A spill row's search tries every row for this many labels nearest the farthest one (3^5 × 2 layouts: a few ms). */
const SPILL_FREE = 5;

/**
 * The best assignment to `rows` rows, from the best one in fewer rows (every assignment is rows^n: 3^9 alone
 * takes 50 ms, too slow for a zoom's frame): the labels nearest the one farthest from its event try every row;
 * the others keep theirs, with the new row above them or below them. Layouts that cannot cost less than `beat`
 * (the best in fewer rows, which a spill row must beat) are given up early.
 */
function spillSearch(search: Search, code: number, fewer: number, rows: number, beat: number) {
  const n = search.n;
  const far = search.farthestLabel();
  const free = Array.from({ length: n }, (_, i) => i)
    .sort(
      (a, b) =>
        Math.abs(search.target[a]! - search.target[far]!) - Math.abs(search.target[b]! - search.target[far]!),
    )
    .slice(0, SPILL_FREE);
  const kept = Array.from({ length: n }, (_, i) => Math.floor(code / fewer ** i) % fewer);
  let best = { code: 0, rows, cost: Infinity };
  for (const shift of [0, rows - fewer]) {
    const base = kept.reduce((c, r, i) => (free.includes(i) ? c : c + (r + shift) * rows ** i), 0);
    for (let k = 0; k < rows ** free.length; k++) {
      let c = base;
      for (let f = 0, m = k; f < free.length; f++, m = Math.floor(m / rows))
        c += (m % rows) * rows ** free[f]!;
      const cost = search.place(c, rows, Math.min(best.cost, beat));
      if (cost < best.cost) best = { code: c, rows, cost };
    }
  }
  return best;
}

/**
 * Lays out timeline labels (sorted by anchor) in up to `maxRows` rows with leader lines to their targets: no
 * two labels of a row overlap, no leader line passes through another label, and among such layouts the one
 * with the shortest leader lines (fewest rows, fewest crossing lines) wins. Labels that fit in no layout come
 * back as null (the caller shows a short form).
 */
export function layoutLabels(
  labels: LabelIn[],
  bounds: { left: number; right: number },
  opts: LayoutOptions = {},
): LabelPlace[] {
  const o: Required<LayoutOptions> = {
    gap: opts.gap ?? 8,
    clearance: opts.clearance ?? 2,
    maxRows: opts.maxRows ?? 2,
    spillRow: opts.spillRow ?? true,
    far: opts.far ?? 160,
    inset: opts.inset ?? 2,
    geometry: opts.geometry ?? DEFAULT_GEOMETRY,
    prune: opts.prune ?? true,
  };
  const search = new Search(labels, bounds, o);
  let best: { code: number; rows: number; cost: number } | undefined;
  for (let rows = 1; rows <= o.maxRows; rows++) {
    // Another row costs more than the best layout so far: no layout with it can win.
    if (best && best.cost <= (rows - 1) * ROW_COST) break;
    // Every assignment of labels to rows; beyond MAX_SEARCHED labels, alternating rows only.
    const alternating = labels.reduce((c, _, i) => c + (i % rows) * rows ** i, 0);
    const codes =
      labels.length > MAX_SEARCHED
        ? [alternating]
        : Array.from({ length: rows ** labels.length }, (_, c) => c);
    for (const code of codes) {
      const cost = search.place(code, rows, best?.cost);
      if (cost < (best?.cost ?? Infinity)) best = { code, rows, cost };
    }
  }
  // Labels of a tight cluster that two rows cannot hold near their events: a third row, if it costs less.
  if (o.spillRow && best) {
    search.place(best.code, best.rows);
    if (search.farthest() > o.far) {
      const spill = spillSearch(search, best.code, best.rows, o.maxRows + 1, best.cost);
      if (spill.cost < best.cost) best = spill;
    }
  }
  if (!best) return labels.map(() => null);
  search.place(best.code, best.rows);
  return labels.map((_, i) => ({ x: search.x[i]!, row: search.row[i]!, attach: search.attach[i]! }));
}

/** Approximate rendered width of a label: CJK glyphs are about 1 em wide, Latin about 0.6 em. */
export function textWidth(text: string, fontPx: number): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? fontPx : fontPx * 0.6;
  return w;
}
