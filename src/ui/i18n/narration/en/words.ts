import type { ConnectOutcome } from '../../../../model/trace';
import { code } from '../format';

/** "a", "a and b", "a, b and c". */
export const list = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
export const codes = (xs: string[]) => list(xs.map(code));
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const ERRNO: Record<ConnectOutcome, string> = {
  EPERM: 'EPERM (“operation not permitted”)',
  EHOSTUNREACH: 'EHOSTUNREACH (“no route to host”)',
  ECONNREFUSED: 'ECONNREFUSED (“connection refused”)',
  ETIMEDOUT: 'a timeout',
  ok: 'success',
};

export const errno = (r: ConnectOutcome) => ERRNO[r];
