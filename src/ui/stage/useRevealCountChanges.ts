import { useEffect } from 'react';
import type { Trace } from '../../model/trace';
import { pmGet } from '../../model/pmap';
import { analyzeTrace } from '../../scenario/story/analysis';
import { useAppStore } from '../../store/appStore';
import { selectMidDrag } from './midDrag';

/** Room (px) kept between the rows brought into view and the window's edge or the sticky timeline. */
const MARGIN = 12;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The addresses whose frontend or BPF entry gains or loses backends at a step (not their first programming,
 * nor their removal): the moments the story turns on, such as the victim's entries going to count 0.
 */
export function countChangeAddresses(trace: Trace, index: number): string[] {
  const a = analyzeTrace(trace);
  const ds = [...(a.frontendDeltas[index] ?? []), ...(a.bpfDeltas[index] ?? [])];
  // A NodePort's entry at a node address shows in its surrogate's row.
  const bpf = trace.steps[index]?.state.bpf.services;
  const row = (address: string) => (bpf && pmGet(bpf, address)?.owner) ?? address;
  return [...new Set(ds.flatMap((d) => (d.before !== null && d.after !== null ? [row(d.address)] : [])))];
}

/**
 * How far (px) to scroll the window so that `target` shows in the band [top, bottom] with a margin: the least
 * movement that shows all of it, or its top when it is taller than the band. 0 when it already shows.
 */
export function revealDelta(target: { top: number; bottom: number }, band: { top: number; bottom: number }) {
  const top = band.top + MARGIN;
  const bottom = band.bottom - MARGIN;
  if (target.top >= top && target.bottom <= bottom) return 0;
  if (target.top < top || target.bottom - target.top > bottom - top) return target.top - top;
  return target.bottom - bottom;
}

/**
 * At a step where frontend or BPF entries gain or lose backends, scrolls the window as little as it must so
 * that their rows on the stage (`#stage`) show above the sticky timeline: on a short window (1280×720) the
 * node's BPF map is below the fold, and this is the moment the story is about. Only while the reader is looking
 * at the stage (some of it is on screen) and no tour stop is placing the page; mid-drag, once the pointer rests.
 */
export function useRevealCountChanges(trace: Trace, index: number, enabled: boolean) {
  // Mid-drag it waits for the pointer to rest (see selectMidDrag): then the step shown is the one to reveal.
  const midDrag = useAppStore(selectMidDrag);
  useEffect(() => {
    if (!enabled || midDrag) return;
    const addresses = countChangeAddresses(trace, index);
    if (!addresses.length) return;
    // Measured a frame later: the first render's timeline and stage take their measured sizes in that frame.
    const frame = requestAnimationFrame(() => reveal(addresses));
    return () => cancelAnimationFrame(frame);
  }, [trace, index, enabled, midDrag]);
}

function reveal(addresses: string[]) {
  const stage = document.getElementById('stage');
  if (!stage) return;
  const timeline = document.getElementById('timeline');
  const sticky = timeline && getComputedStyle(timeline).position === 'sticky';
  // On a phone the docked transport and the caption sheet above it cover the bottom of the screen.
  const covers = [...document.querySelectorAll('[data-transport], [data-caption-sheet]')]
    .filter((el) => getComputedStyle(el).position === 'fixed')
    .map((el) => el.getBoundingClientRect().top)
    .filter((top) => top > 0);
  const band = {
    top: 0,
    bottom: Math.min(
      sticky ? Math.min(innerHeight, timeline.getBoundingClientRect().top) : innerHeight,
      ...covers,
    ),
  };
  const s = stage.getBoundingClientRect();
  if (s.bottom <= band.top || s.top >= band.bottom) return;
  const rows = addresses.flatMap((a) => {
    const el = stage.querySelector(`[data-address="${CSS.escape(a)}"]`);
    return el ? [el.getBoundingClientRect()] : [];
  });
  if (!rows.length) return;
  const target = {
    top: Math.min(...rows.map((r) => r.top)),
    bottom: Math.max(...rows.map((r) => r.bottom)),
  };
  const delta = revealDelta(target, band);
  if (Math.abs(delta) >= 1) scrollBy({ top: delta, behavior: reducedMotion() ? 'auto' : 'smooth' });
}
