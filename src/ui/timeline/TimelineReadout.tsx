import { useShallow } from 'zustand/react/shallow';
import { selectTrace, useAppStore } from '../../store/appStore';
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
export function DockedProgress({ end }: { end: number }) {
  const time = useAppStore((s) => s.time);
  return (
    <span aria-hidden="true" className="absolute inset-x-0 top-0 hidden h-0.5 max-md:block">
      <span
        className="block h-full origin-left bg-accent"
        style={{ transform: `scaleX(${end > 0 ? Math.min(1, time / end) : 0})` }}
      />
    </span>
  );
}
