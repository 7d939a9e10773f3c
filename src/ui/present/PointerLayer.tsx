import { useEffect } from 'react';
import { useAppStore } from '../../store/appStore';
import { clearStrokes, usePointerStore } from './pointerStore';

/** Strokes clear on the next beat, in each window (the beat itself is synced). */
export function useStrokesClearOnBeat() {
  useEffect(
    () =>
      useAppStore.subscribe((s, prev) => {
        if (s.beat !== prev.beat || s.step !== prev.step || s.view !== prev.view) clearStrokes();
      }),
    [],
  );
}

/**
 * The pointer drawn over a projected screen: the pen's strokes and the laser dot, in the screen's own
 * coordinates (0–1), so the audience's screen and the speaker's scaled copy of it show them at the same place.
 * Decorative: the speaker says what they point at.
 */
export function PointerLayer() {
  const dot = usePointerStore((s) => s.dot);
  const strokes = usePointerStore((s) => s.strokes);
  const latency = usePointerStore((s) => s.latency);
  return (
    <div className="pointer-events-none absolute inset-0 z-[45]" aria-hidden="true">
      {strokes.length > 0 && (
        <svg
          className="absolute inset-0 h-full w-full"
          viewBox="0 0 1000 1000"
          preserveAspectRatio="none"
          data-strokes={strokes.length}
        >
          {strokes.map((s) => (
            <polyline
              key={s.id}
              points={s.points.map(([x, y]) => `${x * 1000},${y * 1000}`).join(' ')}
              fill="none"
              stroke="#ffd400"
              strokeWidth={6}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      )}
      {dot && (
        <div
          data-laser=""
          data-latency={latency === null ? undefined : latency.toFixed(1)}
          className="absolute h-[max(18px,1.6vmin)] w-[max(18px,1.6vmin)] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#ff2d2d] shadow-[0_0_14px_6px_rgba(255,45,45,0.65)]"
          style={{ left: `${dot.x * 100}%`, top: `${dot.y * 100}%` }}
        />
      )}
    </div>
  );
}
