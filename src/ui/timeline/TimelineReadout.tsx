import { useShallow } from 'zustand/react/shallow';
import { selectRuns, selectTrace, useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { formatSeconds } from './geometry';

/**
 * The playhead's time and step as text, beside the transport. Its own component: a drag or playback renders it
 * (and the docked bar's fill) on every move, not the transport's buttons around it.
 */
export function TimelineReadout() {
  const t = useT();
  const { time, step, steps } = useAppStore(
    useShallow((s) => ({ time: s.time, step: s.step, steps: selectTrace(s).steps.length })),
  );
  return (
    <span className="ml-2 font-mono text-sm tabular-nums" aria-live="off">
      {formatSeconds(time)} · {t.step} {step + 1}/{steps}
    </span>
  );
}

/** Where the moment is, along the docked transport's top edge (phones): the track itself may be off screen. */
export function DockedProgress() {
  // The share of the run played (0 for a run of no length, whose time is 0 too: NaN).
  const played = useAppStore((s) => Math.min(1, s.time / selectRuns(s).endAt || 0));
  return (
    <span aria-hidden="true" className="absolute inset-x-0 top-0 hidden h-0.5 max-md:block">
      <span className="block h-full origin-left bg-accent" style={{ transform: `scaleX(${played})` }} />
    </span>
  );
}
