import { encodeLink } from '../../scenario/link/encodeLink';
import { useAppStore } from '../../store/appStore';
import { currentLinkState } from '../../store/urlSync';

const newSession = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

/** Opens (or focuses) this talk's speaker window; both windows then share a presenter session. */
export function openSpeakerView(): Window | null {
  const s = useAppStore.getState();
  const session = s.session ?? newSession();
  if (!s.session) useAppStore.setState({ session });
  const url = encodeLink(window.location.href, {
    ...currentLinkState(useAppStore.getState()),
    present: false,
    speaker: true,
    session,
  });
  return window.open(url, `nonroutable-speaker-${session}`, 'popup,width=1280,height=800');
}

/** From the speaker view: opens an audience window in the same session (if the first one was closed). */
export function openAudienceWindow(): Window | null {
  const s = useAppStore.getState();
  const url = encodeLink(window.location.href, {
    ...currentLinkState(s),
    speaker: false,
    present: true,
    session: s.session ?? undefined,
  });
  return window.open(url, `nonroutable-audience-${s.session}`);
}
