import { ACTORS, type Actor } from '../../model/trace';
import { TIMELINE } from '../layout';
import { linearScale } from './linearScale';

export const LANE_HEIGHT = TIMELINE.laneHeight;
export const CHAPTER_ROW = TIMELINE.chapterRow;
export const LANE_LABEL_WIDTH = TIMELINE.laneLabelWidth;

/** The time axis alone (chapter labels are laid out against it before the lanes are placed). */
export function timeScale(width: number, domain: [number, number]) {
  return linearScale(domain, [
    LANE_LABEL_WIDTH,
    Math.max(LANE_LABEL_WIDTH + TIMELINE.minAxis, width - TIMELINE.rightPad),
  ]);
}

/**
 * The timeline's geometry (d3-array's ticks, a linear scale); React renders it. `chapterRows` rows of labels sit
 * above the lanes, one lane per actor below them in ACTORS order; `merged` puts every actor's events in one lane
 * (short windows: the stage keeps the height).
 */
export function timelineGeometry(width: number, domain: [number, number], chapterRows = 1, merged = false) {
  const x = timeScale(width, domain);
  const top = chapterRows * CHAPTER_ROW + TIMELINE.chapterPad;
  const rows = merged ? 1 : ACTORS.length;
  const lane = (a: Actor): number | undefined => {
    if (merged) return top;
    const i = ACTORS.indexOf(a);
    return i < 0 ? undefined : top + i * LANE_HEIGHT;
  };
  const height = top + rows * LANE_HEIGHT + TIMELINE.axisHeight;
  const ticks = x.ticks(Math.max(2, Math.floor(width / TIMELINE.tickSpacing)));
  return { x, lane, top, height, ticks, left: LANE_LABEL_WIDTH };
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
