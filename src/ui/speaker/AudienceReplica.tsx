import { useRef, type ReactNode } from 'react';
import type { Viewport } from '../../store/presenterSync';
import { PresentFooter } from '../present/PresentFooter';
import { PresentScreen } from '../present/PresentScreen';
import type { ShownBeat } from '../present/shownBeat';
import { useElementSize } from '../useElementSize';

/** The projector a replica stands for until the audience window has said its size. */
export const REPLICA: Viewport = { width: 1280, height: 720 };

/**
 * A projected screen as a thumbnail: the beat's focus and caption laid out at the audience's own screen size
 * (`viewport`), then scaled to fit this box, so it shows the same rows the audience sees. `blank` covers it as a
 * blanked screen; `children` are drawn over it at the same scale (the pointer). Hidden from assistive technology
 * (the text around it says what it shows) unless `label` names it.
 */
export function BeatReplica({
  shown,
  viewport = REPLICA,
  blank = null,
  children,
  attrs,
}: {
  shown: ShownBeat;
  viewport?: Viewport;
  blank?: 'black' | 'white' | null;
  children?: ReactNode;
  /** Data attributes of the scaled screen (tests find a replica by them). */
  attrs?: Record<string, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useElementSize(ref, { width: 320, height: 180 });
  const scale = Math.min(box.width / viewport.width, box.height / viewport.height);
  return (
    <div ref={ref} className="relative h-full min-h-0 w-full overflow-hidden">
      <div
        className="dark projector @container absolute top-0 left-0 flex origin-top-left flex-col bg-black text-white"
        style={{ width: viewport.width, height: viewport.height, transform: `scale(${scale})` }}
        aria-hidden="true"
        inert
        {...attrs}
      >
        <PresentScreen preview shown={shown} />
        <PresentFooter preview shown={shown} />
        {blank && <div className={`absolute inset-0 ${blank === 'black' ? 'bg-black' : 'bg-white'}`} />}
      </div>
      {children && (
        <div
          className="absolute top-0 left-0"
          style={{ width: viewport.width * scale, height: viewport.height * scale }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
