import { useAppStore } from '../../store/appStore';
import type { Viewport } from '../../store/presenterSync';
import { PointerLayer } from '../present/PointerLayer';
import { useShownNow } from '../present/shownBeat';
import { usePointerInput } from '../present/usePointerInput';
import { BeatReplica } from './AudienceReplica';

/**
 * "On screen": the audience's screen as it is now, laid out at the audience window's own size and scaled. Held
 * down, the mouse is a laser on the audience's screen; with the pen (`p`) it draws there.
 */
export function OnScreen({ viewport, hint }: { viewport: Viewport | undefined; hint: string }) {
  const shown = useShownNow();
  const blank = useAppStore((s) => s.blank);
  const pen = useAppStore((s) => s.pen);
  const pointer = usePointerInput({ pen, laser: true, hold: true });
  return (
    <BeatReplica
      shown={shown}
      blank={blank}
      attrs={{ 'data-replica': '' }}
      {...(viewport ? { viewport } : {})}
    >
      <div
        className={`absolute inset-0 touch-none ${pen ? 'cursor-crosshair' : 'cursor-pointer'}`}
        title={hint}
        data-on-screen
        data-viewport={viewport ? `${viewport.width}x${viewport.height}` : undefined}
        {...pointer}
      >
        <PointerLayer />
      </div>
    </BeatReplica>
  );
}
