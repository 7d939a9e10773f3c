import type { ConnectOutcome } from './trace';

/**
 * The errno text a Go client or curl prints. A module of its own: narration and outputs print it without loading
 * the socket-LB model (a chunk the first view does not load).
 */
export function errnoText(r: ConnectOutcome): string {
  switch (r) {
    case 'EPERM':
      return 'operation not permitted';
    case 'EHOSTUNREACH':
      return 'no route to host';
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ETIMEDOUT':
      return 'i/o timeout';
    case 'ok':
      return 'ok';
  }
}
