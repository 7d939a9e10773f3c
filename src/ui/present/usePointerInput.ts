import { useRef, type PointerEvent } from 'react';
import { drawStroke, pointDot, strokeId } from './pointerStore';

type Point = [number, number];

/**
 * Pointer handlers for a screen (the audience's, or the speaker's scaled copy of it): with the pen, a drag draws
 * a stroke; with the laser (`hold`: only while the button is held), the dot follows the pointer. Coordinates
 * are the screen's own (0–1), so both windows place them alike.
 */
export function usePointerInput(mode: { pen: boolean; laser: boolean; hold: boolean }) {
  const stroke = useRef<{ id: string; points: Point[] } | null>(null);
  const held = useRef(false);
  const at = (e: PointerEvent<HTMLElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.max(0, Math.min(1, v));
    return [clamp((e.clientX - r.left) / r.width), clamp((e.clientY - r.top) / r.height)];
  };
  const laserOn = () => mode.laser && (!mode.hold || held.current);
  return {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || !(mode.pen || mode.laser)) return;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      held.current = true;
      const p = at(e);
      if (mode.pen) {
        stroke.current = { id: strokeId(), points: [p] };
        drawStroke(stroke.current.id, stroke.current.points);
      } else if (laserOn()) pointDot({ x: p[0], y: p[1] });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const p = at(e);
      if (mode.pen && stroke.current) {
        stroke.current.points.push(p);
        drawStroke(stroke.current.id, [...stroke.current.points]);
      } else if (laserOn()) pointDot({ x: p[0], y: p[1] });
    },
    onPointerUp: () => {
      held.current = false;
      stroke.current = null;
      if (mode.hold) pointDot(null);
    },
    onPointerLeave: () => {
      if (!mode.hold && mode.laser) pointDot(null);
    },
  };
}
