import { useEffect, useState } from 'react';
import { startPresenterSync, type AudienceReport } from '../../store/presenterSync';
import { receivePointer, usePointerStore } from '../present/pointerStore';

/** The speaker window's view of the session: the audience's last report, ack round trips, and its last send. */
export interface SpeakerSync {
  report: AudienceReport | undefined;
  lat: number[];
  /** When this window last sent a state (performance.now()), read when asked. */
  lastSent: () => number;
}

/**
 * Joins the presenter session as the speaker window: what the audience last said it shows, the round-trip times
 * of acknowledged states, when this window last sent a state, and the pointer both ways.
 */
export function useSpeakerSync(session: string | null): SpeakerSync {
  const [sync, setSync] = useState<SpeakerSync>({ report: undefined, lat: [], lastSent: () => -Infinity });
  useEffect(() => {
    if (!session) return;
    const h = startPresenterSync('speaker', session, {
      onChange: () => setSync({ report: h.audience(), lat: h.latencies(), lastSent: h.lastSent }),
      onPointer: receivePointer,
    });
    usePointerStore.setState({ send: h.sendPointer });
    return () => {
      usePointerStore.setState({ send: null });
      h.stop();
    };
  }, [session]);
  return sync;
}
