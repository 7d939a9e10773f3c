import { useAudienceSync } from './useAudienceSync';

/** An audience window's side of the presenter session (a chunk of its own: only a session's link needs it). */
export default function AudienceSync({ session }: { session: string }) {
  useAudienceSync(session, true);
  return null;
}
