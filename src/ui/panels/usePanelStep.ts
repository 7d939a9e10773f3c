import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { selectShownStep, selectShownTime, selectTrace, useAppStore } from '../../store/appStore';

const PLAYING_INTERVAL_MS = 250;

/**
 * The step the heavy text panels show. While paused it is the current step (deferred, so the stage and
 * playhead commit first; while the playhead is dragged, the step where the pointer last rested); while playing it follows at most four times a second, so playback keeps 60 fps.
 */
export function usePanelStep(): number {
  // Mid-drag, the step the panels settled on (the stage and the timeline follow every move).
  const step = useAppStore(selectShownStep);
  const playing = useAppStore((s) => s.playing);
  const [throttled, setThrottled] = useState(step);
  const lastUpdate = useRef(0);
  useEffect(() => {
    if (!playing) return;
    const wait = Math.max(0, PLAYING_INTERVAL_MS - (performance.now() - lastUpdate.current));
    const id = setTimeout(() => {
      lastUpdate.current = performance.now();
      setThrottled(step);
    }, wait);
    return () => clearTimeout(id);
  }, [step, playing]);
  const shown = useDeferredValue(playing ? throttled : step);
  // A deferred index may belong to a longer run (just after switching the key): clamp it to this one.
  const last = useAppStore((s) => selectTrace(s).steps.length - 1);
  return Math.min(shown, last);
}

/**
 * The playhead's time, for the ages the outputs print (`Since`, whole seconds at their finest): read again when
 * the playhead enters another simulated second, so that the panels follow the moment viewed without rendering
 * on every frame of playback. Mid-drag, the time where the panels settled (see selectShownTime): the outputs
 * show the settled step, and do not render while the pointer moves.
 */
export function useViewedTime(): number {
  const second = useAppStore((s) => Math.floor(selectShownTime(s) / 1000));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `second` is the trigger; the value is the exact time.
  return useMemo(() => selectShownTime(useAppStore.getState()), [second]);
}
