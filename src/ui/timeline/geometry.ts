import { scaleBand, scaleLinear } from 'd3-scale';
import { ACTORS, type Actor } from '../../model/trace';

export const LANE_HEIGHT = 18;
export const AXIS_HEIGHT = 22;
export const CHAPTER_HEIGHT = 18;

/** D3 computes the timeline's geometry; React renders it. */
export function timelineGeometry(width: number, domain: [number, number]) {
  const left = 128;
  const x = scaleLinear()
    .domain(domain)
    .range([left, Math.max(left + 10, width - 12)])
    .clamp(true);
  const top = CHAPTER_HEIGHT;
  const lane = scaleBand<Actor>()
    .domain(ACTORS)
    .range([top, top + ACTORS.length * LANE_HEIGHT]);
  const height = top + ACTORS.length * LANE_HEIGHT + AXIS_HEIGHT;
  const ticks = x.ticks(Math.max(2, Math.floor(width / 110)));
  return { x, lane, height, ticks, left };
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}
