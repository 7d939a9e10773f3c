import type { StageLimits } from './stage/stageModel';

/**
 * Layout numbers of the stage, the timeline and the editor's event strip, in one place: sizes and gaps in CSS
 * px unless a comment says otherwise, breakpoints as media queries. Components take their geometry from here
 * (or from the layout functions built on it) and carry no numbers of their own.
 */

/** The timeline: lanes, chapter labels, axis, markers and the playhead. */
export const TIMELINE = {
  laneHeight: 18,
  axisHeight: 22,
  /** One row of chapter labels. */
  chapterRow: 15,
  /** Space above the lanes below the chapter label rows. */
  chapterPad: 6,
  /** Baseline of the first chapter label row. */
  chapterBaseline: 11,
  labelFont: 11,
  /** A chapter label's box: this far above its baseline and below it (descenders). */
  labelAscent: 9,
  labelDescent: 3,
  /** Gap between chapter names, and between chapter numbers when names do not fit. */
  nameGap: 10,
  numberGap: 5,
  /** A chapter number sits this far left of its line, centred on it. */
  numberNudge: 3,
  /** How far left of the axis chapter labels may reach, and the margin they keep from the right edge. */
  labelOverhang: 40,
  labelMargin: 4,
  laneLabelWidth: 128,
  laneLabelX: 8,
  /** Lane names' baseline below the lane's middle. */
  laneLabelDrop: 4,
  /** Space right of the axis; the axis is never shorter than `minAxis`. */
  rightPad: 12,
  minAxis: 10,
  /** Roughly one axis tick per this many pixels. */
  tickSpacing: 110,
  /** Tick labels' baseline and the chapter lines' end, above the bottom edge. */
  tickBaseline: 6,
  chapterLineEnd: 20,
  /** Chapter lines start this far above the lanes; labels and leader lines sit this far off their anchor. */
  chapterLineStart: 2,
  labelNudge: 2,
  /** The playhead's and the divergence line's stroke width. */
  lineStroke: 2,
  marker: { r: 3, badR: 4.5, fixedSize: 6, fixedStroke: 1.5, compareOffsetBuggy: -3, compareOffsetFixed: 4 },
  /** The playhead's knob: its radius and its centre above the bottom edge. */
  knob: { r: 6, fromBottom: 18 },
  /** The narrowest zoomed view (ms). */
  minZoomSpanMs: 500,
  /** How close (px) to the playhead a touch must start to drag it rather than pan the view. */
  playheadGrab: 16,
} as const;

/** The editor's event strip: one draggable marker per event. */
export const EVENT_STRIP = {
  height: 48,
  defaultWidth: 600,
  /** Space left and right of the time axis. */
  inset: 12,
  markerY: 16,
  markerRadius: 7,
  /** Marker numbers sit this far above the marker; tick labels' baseline this far above the bottom. */
  numberLift: 2,
  tickBaseline: 4,
  ticks: 8,
  /** The strip shows at least this span, and this much after the last event (ms). */
  minSpanMs: 10_000,
  tailMs: 5000,
  /** Dragging and ← / → move by `snapMs`; Shift+← / → by `bigStepMs`. */
  snapMs: 100,
  bigStepMs: 1000,
} as const;

/** Below this window height the timeline's lanes merge into one unless the viewer asked for them. */
export const SHORT_WINDOW = '(max-height: 860px)';

/** The stage's layout units, in multiples of the base font size. */
export const STAGE_UNITS = {
  pad: 0.6,
  gap: 0.9,
  title: 1.55,
  chipH: 1.75,
  card: 2.7,
  cardGap: 0.3,
  more: 1.2,
  /** The "empty" line of a list with no rows (backends, frontends → BPF). */
  empty: 1.4,
  row: 1.95,
  header: 1.3,
  beTitle: 1.65,
  beChip: 1.7,
  beTag: 0.95,
  agentH: 2.4,
  client: 5.6,
  clientW: 12.5,
  mono: 0.6,
  smallScale: 0.8,
  chipScale: 0.92,
  titleScale: 0.86,
  markScale: 1.34,
  /** A compact node card (several nodes). */
  nodeCard: 4.5,
};

/**
 * Presentation packs rows tighter (one-line object cards, lower table rows) and draws all text at the base
 * size: nothing on a projected stage is smaller than the base font.
 */
export const STAGE_PRESENT_UNITS = {
  card: 1.85,
  cardGap: 0.25,
  row: 1.8,
  smallScale: 1,
  chipScale: 1,
  titleScale: 1,
};

/** How many items each stage list shows on the page before "+ n more". */
export const STAGE_PAGE_LIMITS: StageLimits = { services: 6, slices: 6, backends: 4, table: 9 };

/** Corner radius (px) of a buffered event's chip in the agent. */
export const STAGE_BUFFER_RX = 3;

/** The stage's base font size range (px) per fit mode. */
export const STAGE_FONT = {
  page: { min: 11, max: 15 },
  present: { min: 18, max: 34 },
  thumb: { min: 6, max: 14 },
  // A small embed (a video embed's 560×315): rows fold away before the text drops under 10 px.
  embed: { min: 10, max: 15 },
};
