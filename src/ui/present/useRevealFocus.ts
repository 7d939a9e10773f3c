import { useEffect, type RefObject } from 'react';
import type { Trace } from '../../model/trace';
import { countChangeAddresses, revealDelta } from '../stage/useRevealCountChanges';

/** Steps whose story happens on the node (the agent, its BPF map, a connect): their focus is the node. */
const ON_NODE = new Set(['cilium-agent', 'bpf', 'client']);

/**
 * A projected beat that does not fit its box at a readable size (a small projector, 800×600) scrolls there:
 * this brings the beat's focus into view. The lines its caption names, else on the stage the rows whose
 * backend count changes at the step and the client (after a connect), else the node for a step on the node;
 * a step of the control plane keeps the top.
 */
export function useRevealFocus(
  box: RefObject<HTMLElement | null>,
  moment: { trace: Trace; step: number; key: string },
) {
  const { trace, step, key } = moment;
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const el = box.current;
      if (!el || el.scrollHeight <= el.clientHeight + 1) return;
      const s = trace.steps[Math.min(step, trace.steps.length - 1)];
      const rows = [...el.querySelectorAll('[data-beat-line]')];
      if (!rows.length && s && ON_NODE.has(s.actor)) {
        for (const a of countChangeAddresses(trace, step))
          rows.push(...el.querySelectorAll(`[data-address="${CSS.escape(a)}"]`));
        if (s.actor === 'client') rows.push(...el.querySelectorAll('[data-client]'));
        if (!rows.length) rows.push(...el.querySelectorAll('[data-node-box]'));
      }
      if (!rows.length) {
        el.scrollTop = 0;
        return;
      }
      const boxes = rows.map((r) => r.getBoundingClientRect());
      const band = el.getBoundingClientRect();
      const delta = revealDelta(
        { top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)) },
        { top: band.top, bottom: band.bottom },
      );
      el.scrollTop += delta;
    });
    return () => cancelAnimationFrame(frame);
  }, [box, trace, step, key]);
}
