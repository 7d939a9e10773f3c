import { create } from 'zustand';
import type { PointerMessage } from '../../store/presenterSync';

type Point = [number, number];

/**
 * The pointer on the audience's screen (0–1 across and down), in every window of the show: a laser dot, and the
 * pen's strokes, which clear on the next beat. Kept apart from the app store: it moves at pointer rate and is
 * sent over the presenter channel as it moves, never as part of a show's state.
 */
interface PointerState {
  dot: { x: number; y: number } | null;
  strokes: { id: string; points: Point[] }[];
  /** The last laser move's time from the other window to this one's screen (ms), audience side. */
  latency: number | null;
  /** How this window sends to the others (set by the presenter sync while it runs). */
  send: ((p: PointerMessage) => void) | null;
}

export const usePointerStore = create<PointerState>()(() => ({
  dot: null,
  strokes: [],
  latency: null,
  send: null,
}));

const now = () => performance.timeOrigin + performance.now();

/** Moves (or with null, hides) the laser dot, here and on the other windows. */
export function pointDot(dot: { x: number; y: number } | null) {
  usePointerStore.setState({ dot });
  usePointerStore.getState().send?.({ kind: 'dot', dot, sent: now() });
}

/** Draws one stroke (its points so far), here and on the other windows. */
export function drawStroke(id: string, points: Point[]) {
  const rest = usePointerStore.getState().strokes.filter((s) => s.id !== id);
  usePointerStore.setState({ strokes: [...rest, { id, points }] });
  usePointerStore.getState().send?.({ kind: 'stroke', id, points });
}

/** Wipes the pen's strokes (the beat changed: each window does so itself). */
export const clearStrokes = () => usePointerStore.setState({ strokes: [] });

/** Applies another window's pointer; a laser move's latency is measured once it has been painted. */
export function receivePointer(p: PointerMessage) {
  if (p.kind === 'stroke') {
    const rest = usePointerStore.getState().strokes.filter((s) => s.id !== p.id);
    usePointerStore.setState({ strokes: [...rest, { id: p.id, points: p.points }] });
    return;
  }
  usePointerStore.setState({ dot: p.dot });
  if (p.dot && typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => usePointerStore.setState({ latency: now() - p.sent }));
}

/** A stroke's new id. */
export const strokeId = () => Math.random().toString(36).slice(2, 10);
