import { useEffect, useEffectEvent } from 'react';
import { onCommandRequest, type CommandRequest } from '../../store/commandEvents';

/**
 * Lets other panels hand the command box a line (the Labs' model solutions): `run` sends it as if typed, and
 * otherwise it is pasted into the box (with its YAML, which the YAML box then shows) for the reader to send.
 */
export function useCommandRequests(handle: (r: CommandRequest) => void) {
  const onRequest = useEffectEvent(handle);
  useEffect(() => onCommandRequest((r) => onRequest(r)), []);
}
