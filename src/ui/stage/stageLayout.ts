import { STAGE_FONT, STAGE_PAGE_LIMITS, STAGE_PRESENT_UNITS, STAGE_UNITS } from '../layout';
import { charEm, MONO_EM } from '../text/textWidth';
import type { StageLimits } from './stageModel';

/** A rectangle in stage pixels (the SVG's viewBox is the box's own pixel size, so 1 unit = 1 CSS px). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How many items each list has, and the widest text each column must hold (in monospace columns). */
export interface StageDemand {
  /** Chips of the control plane strip, as text (for their widths). */
  cpChips: string[];
  services: number;
  slices: number;
  /** Per backend card: its chips and whether one carries a "prefix match" tag line. */
  backends: { chips: number; tagged: boolean }[];
  tableRows: number;
  /** Widest object name, object detail line, backend chip and address (monospace columns, measured). */
  chars: {
    name: number;
    detail: number;
    chip: number;
    /** Widest tag line under a backend chip ("↑ prefix match", "released at …"), in monospace columns. */
    tag: number;
    address: number;
    beTitle: number;
    client: number;
  };
  bufferChips: number;
  /** Several nodes: one compact card each (none for a one-node run), and the columns of their texts. */
  nodeCards: number;
  nodeTexts: { name: number; row: number; ticks: number; above: number; status: number }[];
}

export interface StageFit {
  /**
   * page: fit the width, grow down; present: fit the box, ≥ 18 px; thumb: fit the box, small (previews);
   * embed: fit the box, ≥ 10 px, folding rows away (a small iframe).
   */
  mode: 'page' | 'present' | 'thumb' | 'embed';
  width: number;
  /** Available height (present mode); page mode grows as needed. */
  height?: number;
  /** Only the node (backends, frontends → BPF, client): a projected comparison of the two runs. */
  nodeOnly?: boolean;
  /** The least height of a row of the frontend → BPF table, in px: a row is a touch target. */
  minRowPx?: number;
  /**
   * The arrangement shown just before (a projected stage moving between beats): kept unless the other gives
   * text `SWITCH_GAIN` larger, or readable text where this one cannot.
   */
  keep?: Arrangement;
}

export type Arrangement = 'columns' | 'bands';

export interface StageGeometry {
  arrangement: Arrangement;
  width: number;
  height: number;
  /** Base font size (px) and the size of status marks (counts, ✓/✗, errno). */
  font: number;
  mark: number;
  /** Secondary text, section titles and backend chips (all the base size in presentation). */
  small: number;
  title: number;
  chip: number;
  limits: StageLimits;
  cp: { title: Box; chips: Box[] };
  services: { title: Box; cards: Box[]; more: Box };
  slices: { title: Box; cards: Box[]; more: Box };
  node: Box;
  agent: Box;
  buffer: Box[];
  /** `empty`: the line saying the list is empty (zero height when it has rows). */
  backends: { title: Box; cards: { box: Box; chips: Box[] }[]; more: Box; empty: Box };
  table: { title: Box; header: Box; rows: Box[]; more: Box; empty: Box; addrW: number; cellW: number };
  client: Box;
  /** Several nodes: a band of compact cards under everything else (no title and no cards for one node). */
  nodes: { title: Box; cards: Box[] };
}

const U = STAGE_UNITS;
const K = (mode: StageFit['mode']) => (mode === 'page' ? U : { ...U, ...STAGE_PRESENT_UNITS });
const PAGE_LIMITS = STAGE_PAGE_LIMITS;
const FONT = STAGE_FONT;

/**
 * How many monospace columns (of `STAGE_UNITS.mono` em) a text takes, by measured width: a CJK character
 * takes about two, so localised words get their room (the layout's widths are in these columns).
 */
export function columns(text: string): number {
  // The monospace estimate of runWidth, without its per-character regular expressions: this runs for every
  // row of every list at every step (thousands at scale). Below U+1100 nothing is drawn full width.
  let em = 0;
  for (const ch of text) em += ch.charCodeAt(0) < 0x1100 ? MONO_EM : charEm(ch, true);
  return em / STAGE_UNITS.mono;
}

const mono = (chars: number, scale = 1) => chars * U.mono * scale;
/** A tag line's width per character, in monospace columns of its own size. */
const TAG_EM = 1.02;
/** A text line's inset from its box's edge, in font units (svgText's Line). */
export const LINE_INSET = 0.45;

/** Flow layout of chips in rows of `width` units; returns boxes in units and the rows' height. */
function flow(widths: number[], width: number, h: number, gap: number) {
  const out: Box[] = [];
  let x = 0;
  let y = 0;
  for (const w of widths) {
    if (x > 0 && x + w > width) {
      x = 0;
      y += h + gap * 0.5;
    }
    out.push({ x, y, w, h });
    x += w + gap * 0.5;
  }
  return { boxes: out, height: widths.length ? y + h : 0 };
}

interface Plan {
  arrangement: Arrangement;
  limits: StageLimits;
  /** The narrowest width, in font units, this arrangement needs. */
  widthU: number;
}

function columnWidths(d: StageDemand, mode: StageFit['mode']) {
  const k = K(mode);
  // One-line cards in presentation have no detail line.
  const detail = mode === 'page' ? mono(d.chars.detail, k.smallScale) : 0;
  const card = Math.max(mono(d.chars.name) + (mode === 'page' ? 0 : 1.2), detail) + 2 * U.pad;
  // Backend cards: as wide as their chips and their first line (address, "✗ row deleted") at the base size.
  // A tag line is small semibold sans: about TAG_EM of a monospace column per character at its size (the page
  // draws it at 0.8 of the base size, presentation at the base size).
  const chip = Math.max(
    mono(d.chars.chip, k.chipScale) + 2.2 * U.pad,
    mono(d.chars.tag, k.smallScale * TAG_EM) + 2.2 * U.pad,
    mono(d.chars.beTitle) + 2 * LINE_INSET,
  );
  const cell = mono(3, U.markScale) + 1.2;
  const addr = mono(d.chars.address) + U.pad;
  const table = addr + 2 * cell + 2 * U.pad;
  const cpChip = Math.max(0, ...d.cpChips.map((c) => mono(columns(c)) + 1.4));
  // A card's three lines: status and name with the phase; key row; status line.
  const sm = (n: number) => mono(n, k.smallScale);
  const nodeLines = d.nodeTexts.flatMap((x) => [
    mono(x.name) + sm(x.ticks),
    mono(x.row) + sm(x.above),
    sm(x.status),
  ]);
  const nodeCard = d.nodeCards ? Math.max(0, ...nodeLines) + 2 * U.pad : 0;
  // The client's column holds its "connect <address>" line (small text).
  const client = Math.max(U.clientW, sm(d.chars.client) + 2 * LINE_INSET);
  return { card: Math.max(card, 12), chip: Math.max(chip, 13), cell, addr, table, cpChip, nodeCard, client };
}

function plans(d: StageDemand, limits: StageLimits, mode: StageFit['mode'], nodeOnly = false): Plan[] {
  const c = columnWidths(d, mode);
  if (nodeOnly)
    return [
      { arrangement: 'bands', limits, widthU: Math.max(c.nodeCard, c.chip + c.table + U.gap + 2 * U.pad) },
    ];
  const nodeMin = Math.max(c.chip, c.table) + 2 * U.pad;
  const nodeWide = c.chip + c.table + c.client + 2 * U.gap + 2 * U.pad;
  const left = Math.max(c.card, c.cpChip);
  return [
    // Control plane and objects on the left, the node on the right.
    { arrangement: 'columns', limits, widthU: left + U.gap + nodeWide },
    // A control plane strip, an objects band (two columns if they fit), then the node.
    { arrangement: 'bands', limits, widthU: Math.max(nodeMin, c.card * 2 + U.gap, c.nodeCard) },
  ];
}

/** Height in font units: the layout is linear in the font size, so build it at 1 px per unit. */
const heightU = (d: StageDemand, p: Plan, fit: StageFit, widthU: number) =>
  build(d, { ...fit, width: widthU, height: undefined }, p, 1).height - 2;

/** The font size a plan allows in a box (page mode: width only). */
function fontFor(d: StageDemand, p: Plan, fit: StageFit) {
  const byWidth = fit.width / p.widthU;
  if (fit.height === undefined) return byWidth;
  // The larger the font, the fewer units wide the box is (and the taller the layout): find the largest
  // font whose layout fits, by bisection.
  const fits = (s: number) => s <= byWidth && heightU(d, p, fit, fit.width / s) * s + 2 <= fit.height!;
  let lo = 4;
  let hi = byWidth;
  if (fits(hi)) return hi;
  if (!fits(lo)) return lo;
  // Twelve halvings: within 0.01 px of the largest font that fits (more would only cost layouts).
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * Chooses the arrangement and the number of rows that give the largest text in the box, and returns every
 * element's position in pixels. Pure: the same demand and box give the same geometry (page, presentation
 * and exported images all use it).
 */
export function stageLayout(demand: StageDemand, fit: StageFit): StageGeometry {
  // The band of node cards is the page's (and the page's compare view): a projected stage has no height
  // left for it at ≥ 18 px, so presentation shows node 0 only.
  const d = fit.mode === 'page' ? demand : { ...demand, nodeCards: 0, nodeTexts: [] };
  const range = FONT[fit.mode];
  // A box shows at most as many rows per list as fit its height at the smallest font: folding starts there,
  // not at thousands of rows (a 2,000-Service scenario would otherwise fold one row at a time through every
  // one of them, freezing the page).
  const most =
    fit.height === undefined ? Infinity : Math.max(3, Math.ceil(fit.height / (range.min * K(fit.mode).row)));
  let limits: StageLimits =
    fit.mode === 'page'
      ? PAGE_LIMITS
      : {
          services: Math.min(d.services, most),
          slices: Math.min(d.slices, most),
          backends: Math.min(d.backends.length, most),
          table: Math.min(d.tableRows, most),
        };
  const bestOf = (l: StageLimits) => {
    let best: { p: Plan; s: number } | undefined;
    let kept: { p: Plan; s: number } | undefined;
    for (const p of plans(d, l, fit.mode, fit.nodeOnly)) {
      const s = fontFor(d, p, fit);
      if (p.arrangement === fit.keep) kept = { p, s };
      if (!best || s > best.s + 0.01) best = { p, s };
    }
    if (!kept || kept === best) return best!;
    const readable = kept.s >= range.min || best!.s < range.min;
    return readable && best!.s <= kept.s * SWITCH_GAIN ? kept : best!;
  };
  let best = bestOf(limits);
  // Too tall for readable text: fold away one row at a time, least important lists first (the Kubernetes
  // objects, then backends, then the frontend → BPF table). Within a list the model keeps the rows that
  // matter now and to the story longest.
  const floors: StageLimits = { services: 2, slices: 2, backends: 1, table: 3 };
  const cur = (k: keyof StageLimits) => Math.min(limits[k], demandOf(d, k));
  const order: (keyof StageLimits)[][] = [['services', 'slices'], ['backends'], ['table']];
  while (fit.mode !== 'page' && best.s < range.min) {
    const options = order
      .filter((ks) => ks.some((k) => cur(k) > floors[k]))
      .map((ks) => {
        const l = { ...limits };
        // One row at a time in a short list; a long one folds a sixth at a time (few layouts to try).
        for (const k of ks) l[k] = Math.max(floors[k], cur(k) - (cur(k) > 12 ? Math.ceil(cur(k) / 6) : 1));
        return { l, b: bestOf(l) };
      });
    if (!options.length) break;
    const pick = options.find((o) => o.b.s > best.s + 0.01) ?? options.at(-1)!;
    limits = pick.l;
    best = pick.b;
  }
  const s = Math.max(range.min, Math.min(range.max, best.s));
  return build(d, fit, { ...best.p, limits }, s);
}

/**
 * How much larger the other arrangement's text must be before a projected stage leaves the one it showed:
 * without this margin a talk's beats flipped the whole picture between columns and bands for 3 % of font
 * size (a backend row more or less).
 */
export const SWITCH_GAIN = 1.15;

/** How many items a list has in the demand. */
function demandOf(d: StageDemand, k: keyof StageLimits): number {
  return k === 'backends' ? d.backends.length : k === 'table' ? d.tableRows : d[k];
}

function build(d: StageDemand, fit: StageFit, p: Plan, s: number): StageGeometry {
  const W = fit.width;
  const k = K(fit.mode);
  const c = columnWidths(d, fit.mode);
  const px = (u: number) => u * s;
  const l = p.limits;
  const gap = px(U.gap);
  const box = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });

  // Control plane and objects.
  const leftW = p.arrangement === 'columns' ? px(Math.max(c.card, c.cpChip)) : W;
  const cpFlow = flow(
    d.cpChips.map((x) => px(mono(columns(x)) + 1.4)),
    leftW,
    px(U.chipH),
    gap,
  );
  const cpTitle = box(0, 0, leftW, px(U.title));
  const cpChips = cpFlow.boxes.map((b) => ({ ...b, y: b.y + px(U.title) }));
  const y = px(U.title) + cpFlow.height + gap;
  const twoObjects = p.arrangement === 'bands' && 2 * px(c.card) + gap <= W;
  const colW = twoObjects ? (W - gap) / 2 : leftW;
  const list = (x: number, top: number, n: number, total: number) => {
    const cards = Array.from({ length: Math.min(n, total) }, (_, i) =>
      box(x, top + px(U.title) + i * px(k.card + k.cardGap), colW, px(k.card)),
    );
    const end = top + px(U.title) + cards.length * px(k.card + k.cardGap);
    return {
      title: box(x, top, colW, px(U.title)),
      cards,
      more: box(x, end, colW, total > n ? px(U.more) : 0),
    };
  };
  const services = list(0, y, l.services, d.services);
  const servicesEnd = services.more.y + services.more.h;
  const slices = twoObjects
    ? list(colW + gap, y, l.slices, d.slices)
    : list(0, servicesEnd + gap, l.slices, d.slices);
  const objectsEnd = Math.max(servicesEnd, slices.more.y + slices.more.h);

  // The node.
  const nodeX = p.arrangement === 'columns' && !fit.nodeOnly ? leftW + gap : 0;
  const nodeY = fit.nodeOnly || p.arrangement === 'columns' ? 0 : objectsEnd + gap;
  const nodeW = W - nodeX;
  const inner = { x: nodeX + px(U.pad), w: nodeW - 2 * px(U.pad) };
  const agentTop = nodeY + px(U.pad);
  // Buffer chips sit on the agent box's second line, after its "watch · buffer:" label.
  const bufferW = px(mono(22, k.smallScale) + 0.8);
  const bufferStart = inner.x + px(16);
  const perRow = Math.max(1, Math.floor((inner.x + inner.w - bufferStart - px(2.5)) / (bufferW + px(0.4))));
  const buffer = Array.from({ length: Math.min(d.bufferChips, perRow) }, (_, i) =>
    box(bufferStart + i * (bufferW + px(0.4)), agentTop + px(1.3), bufferW, px(0.95)),
  );
  const agentH = px(U.agentH);
  const agent = box(inner.x, agentTop, inner.w, agentH);
  const bodyTop = agentTop + agentH + gap;

  const chipW = px(c.chip);
  const tableW = px(c.table);
  // Presentation shows the client as one line under the table, so the node never needs a third column.
  const compactClient = fit.mode !== 'page';
  const three = !compactClient && chipW + tableW + px(c.client) + 2 * gap <= inner.w;
  const two = chipW + tableW + gap <= inner.w;
  const beW =
    three || two ? Math.max(chipW, inner.w - tableW - gap - (three ? px(c.client) + gap : 0)) : inner.w;
  const beX = inner.x;
  // Backends.
  let by = bodyTop + px(U.title);
  const beCards = d.backends.slice(0, l.backends).map((b) => {
    const h = px(U.beTitle + b.chips * U.beChip + (b.tagged ? U.beTag : 0));
    const chips = Array.from({ length: b.chips }, (_, k) =>
      box(beX + px(0.4), by + px(U.beTitle) + k * px(U.beChip), beW - px(0.8), px(U.beChip - 0.25)),
    );
    const card = { box: box(beX, by, beW, h), chips };
    by += h + px(0.4);
    return card;
  });
  // An empty list keeps a line for saying so, so that what follows does not start on top of it.
  const beEmpty = box(beX, by, beW, beCards.length ? 0 : px(U.empty));
  by += beEmpty.h;
  const backends = {
    title: box(beX, bodyTop, beW, px(U.title)),
    cards: beCards,
    more: box(beX, by, beW, d.backends.length > l.backends ? px(U.more) : 0),
    empty: beEmpty,
  };
  const backendsEnd = by + backends.more.h;

  // Frontend → BPF table.
  const tX = three || two ? beX + beW + gap : inner.x;
  const tTop = three || two ? bodyTop : backendsEnd + gap;
  const tW = three || two ? tableW : inner.w;
  const nRows = Math.min(l.table, d.tableRows);
  const pitch = Math.max(px(k.row), (fit.minRowPx ?? 0) + px(0.2));
  // Never below the minimum by a rounding error (23.999… px is under 24).
  const rowH = Math.max(pitch - px(0.2), fit.minRowPx ?? 0);
  const rows = Array.from({ length: nRows }, (_, i) =>
    box(tX, tTop + px(U.title + U.header) + i * pitch, tW, rowH),
  );
  const rowsEnd = tTop + px(U.title + U.header) + nRows * pitch;
  const tEmpty = box(tX, rowsEnd, tW, nRows ? 0 : px(U.empty));
  const tEnd = rowsEnd + tEmpty.h;
  const table = {
    title: box(tX, tTop, tW, px(U.title)),
    header: box(tX, tTop + px(U.title), tW, px(U.header)),
    rows,
    more: box(tX, tEnd, tW, d.tableRows > l.table ? px(U.more) : 0),
    empty: tEmpty,
    addrW: px(c.addr),
    cellW: px(c.cell),
  };
  const tableEnd = tEnd + table.more.h;

  // The client.
  const clientW = three ? px(c.client) : two ? beW : inner.w;
  // The compact client line goes where it costs no height: under the backends when they end above the table
  // and their column holds the line (as the page puts it), else across the node's whole width under the table
  // when nothing is beside it there, else under the table. "✗ EPERM connect <address>" then needs no shortening.
  const clientH = px(1.9);
  const client = compactClient
    ? (three || two) && backendsEnd < tableEnd && beW >= px(c.client + U.markScale * 6)
      ? box(beX, backendsEnd + gap * 0.6, beW, clientH)
      : backendsEnd <= tableEnd
        ? box(inner.x, tableEnd + gap * 0.6, inner.w, clientH)
        : box(tX, tableEnd + gap * 0.6, tW, clientH)
    : three
      ? box(tX + tW + gap, bodyTop + px(U.title), inner.x + inner.w - (tX + tW + gap), px(U.client))
      : two
        ? box(beX, backendsEnd + gap + px(U.title), clientW, px(U.client))
        : box(inner.x, tableEnd + gap + px(U.title), inner.w, px(U.client));
  const bodyEnd = Math.max(backendsEnd, tableEnd, client.y + client.h);
  const node = box(nodeX, nodeY, nodeW, bodyEnd + px(U.pad) - nodeY);
  const nodesAbove = Math.max(node.y + node.h, fit.nodeOnly ? 0 : objectsEnd);
  const nodes = nodeBand(d, nodesAbove, W, px(c.nodeCard), px(U.nodeCard), px(U.gap), px(U.title));
  const height = Math.ceil(
    Math.max(node.y + node.h, fit.nodeOnly ? 0 : objectsEnd, ...nodes.cards.map((b) => b.y + b.h)) + 2,
  );
  return {
    arrangement: p.arrangement,
    width: W,
    height: fit.height !== undefined ? Math.max(height, 0) : height,
    font: s,
    mark: s * U.markScale,
    small: s * k.smallScale,
    title: s * k.titleScale,
    chip: s * k.chipScale,
    limits: l,
    cp: { title: cpTitle, chips: cpChips },
    services,
    slices,
    node,
    agent,
    buffer,
    backends,
    table,
    client,
    nodes,
  };
}

/** Several nodes: a title, then one card per node in as many columns as fit, stretched to the width. */
function nodeBand(
  d: StageDemand,
  above: number,
  W: number,
  cardW: number,
  h: number,
  gap: number,
  title: number,
) {
  if (!d.nodeCards) return { title: { x: 0, y: above, w: W, h: 0 }, cards: [] };
  const top = above + gap;
  const perRow = Math.max(1, Math.min(d.nodeCards, Math.floor((W + gap) / (cardW + gap))));
  const w = (W - gap * (perRow - 1)) / perRow;
  const cards = Array.from({ length: d.nodeCards }, (_, i) => ({
    x: (i % perRow) * (w + gap),
    y: top + title + Math.floor(i / perRow) * (h + gap * 0.5),
    w,
    h,
  }));
  return { title: { x: 0, y: top, w: W, h: title }, cards };
}
