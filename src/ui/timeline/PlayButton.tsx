import { useAppStore } from '../../store/appStore';
import { useT } from '../i18n/useT';
import { CONTROL_BUTTON } from './controlButton';
import { DOCKED_HEIGHT } from './transportDock';

/**
 * Play / pause (Space), in the timeline's transport. Its state is a prop: the build also renders it playing, for
 * the prerendered copy to show at once when a reader presses Play before the app has mounted (earlyInputBoot.ts).
 */
export function PlayButton({ playing, docked }: { playing: boolean; docked: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${CONTROL_BUTTON} ${docked ? DOCKED_HEIGHT : ''} min-w-[5.5rem] font-semibold`}
      onClick={() => useAppStore.getState().togglePlay()}
      aria-label={playing ? t.pause : t.play}
      title={`${playing ? t.pause : t.play} (Space)`}
    >
      {playing ? `❚❚ ${t.pause}` : `▶ ${t.play}`}
    </button>
  );
}
