import { useRef } from 'react';
import { useAppStore } from '../../store/appStore';
import { PresentScreen } from '../present/PresentView';
import { useElementSize } from '../useElementSize';

/** The projector the replica stands for: the audience's screen is laid out at this size, then scaled down. */
export const REPLICA = { width: 1280, height: 720 };

/**
 * What the audience window shows, as a slide thumbnail: the same focus and caption laid out on a 1280×720
 * projector and scaled to fit (a blanked screen shows blank). Hidden from assistive technology: the status line
 * above says in words what the audience sees.
 */
export function AudienceReplica() {
  const ref = useRef<HTMLDivElement>(null);
  const box = useElementSize(ref, { width: 320, height: 180 });
  const blank = useAppStore((s) => s.blank);
  const scale = Math.min(box.width / REPLICA.width, box.height / REPLICA.height);
  return (
    <div ref={ref} className="relative h-full min-h-0 w-full overflow-hidden" aria-hidden="true" inert>
      <div
        className="dark projector @container absolute top-0 left-0 flex origin-top-left flex-col bg-black text-white"
        style={{ width: REPLICA.width, height: REPLICA.height, transform: `scale(${scale})` }}
        data-replica
      >
        <PresentScreen preview />
        {blank && <div className={`absolute inset-0 ${blank === 'black' ? 'bg-black' : 'bg-white'}`} />}
      </div>
    </div>
  );
}
