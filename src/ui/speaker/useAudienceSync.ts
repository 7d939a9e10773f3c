import { useEffect, useRef } from 'react';
import { useAppStore } from '../../store/appStore';
import { startPresenterSync, type SyncHandle } from '../../store/presenterSync';
import { receivePointer, usePointerStore } from '../present/pointerStore';

/**
 * Joins the presenter session as an audience window. Each state it shows, sent by the speaker or changed here,
 * is acknowledged after React has committed it and the next frame has been painted: the speaker learns what is
 * really on screen. The pointer comes and goes over the same channel.
 */
export function useAudienceSync(session: string | null, enabled: boolean) {
  const sync = useRef<SyncHandle | null>(null);
  useEffect(() => {
    if (!session || !enabled) return;
    const h = startPresenterSync('audience', session, { onPointer: receivePointer });
    sync.current = h;
    usePointerStore.setState({ send: h.sendPointer });
    return () => {
      usePointerStore.setState({ send: null });
      h.stop();
      sync.current = null;
    };
  }, [session, enabled]);
  const beat = useAppStore((s) => s.beat);
  const step = useAppStore((s) => s.step);
  const view = useAppStore((s) => s.view);
  const blank = useAppStore((s) => s.blank);
  const present = useAppStore((s) => s.present);
  useEffect(() => {
    // Passive effects run after the commit; one more frame and it has been painted.
    const id = requestAnimationFrame(() => requestAnimationFrame(() => sync.current?.rendered()));
    return () => cancelAnimationFrame(id);
  }, [beat, step, view, blank, present]);
}
