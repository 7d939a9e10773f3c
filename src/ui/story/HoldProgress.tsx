import { useSyncExternalStore, type CSSProperties } from 'react';
import { getHoldProgress, subscribeHoldProgress } from '../../store/holdProgress';

/**
 * A thin bar that fills while the story holds the beat on screen (its reading time), so that a reader sees the
 * story is playing and when it will move on. It animates by itself (CSS); the playback clock only says when a
 * hold starts, resumes or changes speed. Under reduced motion it is a static mark of how far along it is.
 */
export function HoldProgress() {
  const hold = useSyncExternalStore(subscribeHoldProgress, getHoldProgress, () => null);
  if (!hold) return <div aria-hidden="true" className="h-0.5" />;
  return (
    <div aria-hidden="true" className="h-0.5 overflow-hidden rounded bg-slate-300/50 dark:bg-slate-700/60">
      <div
        key={hold.seq}
        data-hold-progress=""
        className="hold-progress h-full origin-left bg-accent dark:bg-info"
        style={
          {
            '--hold-from': hold.from,
            animationDuration: `${Math.max(0, hold.ms)}ms`,
          } as CSSProperties
        }
      />
    </div>
  );
}
